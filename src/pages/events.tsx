import { graphql, type PageProps } from 'gatsby';
import { ListingSection } from '../site/components/content/ListingSection';
import { PageHeader } from '../site/components/content/PageHeader';
import { formatDate } from '../site/components/content/format';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/pages/events.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

type EventNode = Queries.EventsIndexPageQuery['allEvent']['nodes'][number];

function when(event: EventNode): string {
  return event.endDate && event.endDate !== event.date
    ? `${formatDate(event.date)} – ${formatDate(event.endDate)}`
    : formatDate(event.date);
}

const card = (event: EventNode) => ({ ...event, meta: `${when(event)} · ${event.location}` });

export default function EventsPage({ data }: PageProps<Queries.EventsIndexPageQuery>) {
  // Listed by date, soonest first; past events after them, latest first.
  const events = data.allEvent.nodes;
  const past = events.filter((event) => event.ended);
  const upcoming = events.filter((event) => !past.includes(event));
  return (
    <>
      <PageHeader
        title={t('Events')}
        lead={tp('Summits, workshops and trade shows where you can meet Harbourline specialists in person. Events are listed by date.')}
      />
      <ListingSection
        label={tp('Upcoming events')}
        headingId="upcoming-heading"
        items={upcoming.map(card)}
        empty={tp('No events are planned at the moment. New dates are announced here first.')}
      />
      {past.length > 0 ? <ListingSection label={tp('Past events')} headingId="past-heading" items={[...past].reverse().map(card)} /> : null}
    </>
  );
}

export const query = graphql`
  query EventsIndexPage {
    allEvent(sort: { date: ASC }) {
      nodes {
        ...CardEntry
        endDate
        ended
        location
      }
    }
  }
`;
