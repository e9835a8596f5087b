import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { CardList } from '../components/content/CardList';
import { PageHead } from '../components/content/PageHead';
import { formatDate } from '../components/content/format';
import { Seo } from '../components/layout/Seo';
import { t } from '../i18n/use-translate';

type EventNode = Queries.EventsIndexPageQuery['allEvent']['nodes'][number];

function when(event: EventNode): string {
  return event.endDate && event.endDate !== event.date ? `${formatDate(event.date)} – ${formatDate(event.endDate)}` : formatDate(event.date);
}

export default function EventsPage({ data }: PageProps<Queries.EventsIndexPageQuery>) {
  const events = data.allEvent.nodes;
  return (
    <>
      <PageHead
        title={t('Events')}
        lead={t('Summits, workshops and trade shows where you can meet Harbourline specialists in person. Events are listed by date.')}
      />
      <section className="section" aria-label={t('All events')}>
        <div className="container">
          {events.length > 0 ? (
            <CardList items={events.map((event) => ({ path: event.path, title: event.title, description: event.description, meta: `${when(event)} · ${event.location}` }))} />
          ) : (
            <p>{t('There are no events yet.')}</p>
          )}
        </div>
      </section>
    </>
  );
}

export function Head() {
  return (
    <Seo
      title={t('Events')}
      description={t('Meet Harbourline freight and customs specialists at our summits, workshops and trade show appearances.')}
      path="/events"
    />
  );
}

export const query = graphql`
  query EventsIndexPage {
    allEvent(sort: { date: ASC }) {
      nodes {
        path
        title
        description
        date
        endDate
        location
      }
    }
  }
`;
