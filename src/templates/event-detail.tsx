import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { RichText } from '../components/rich-text/RichText';
import { PageHead } from '../components/content/PageHead';
import { CtaBand } from '../components/content/CtaBand';
import { TranslationNotice } from '../components/content/TranslationNotice';
import { entryLang } from '../components/content/Lang';
import { formatDate } from '../components/content/format';
import { t } from '../i18n/use-translate';

export default function EventDetailTemplate({ data }: PageProps<Queries.EventDetailQuery>) {
  const event = data.event;
  if (!event) return null;
  return (
    <article lang={entryLang(event.locale)}>
      <PageHead title={event.title} lead={event.description} contentType={event.contentType} eyebrow={t('Events')}>
        <ul className="meta-list">
          <li>
            {t('Date')}: <time dateTime={event.date}>{formatDate(event.date)}</time>
            {event.endDate && event.endDate !== event.date ? (
              <>
                {' – '}
                <time dateTime={event.endDate}>{formatDate(event.endDate)}</time>
              </>
            ) : null}
          </li>
          <li>
            {t('Location')}: {event.location}
          </li>
        </ul>
      </PageHead>
      <div className="section">
        <div className="container">
          <TranslationNotice locale={event.locale} />
          <RichText html={event.html} />
        </div>
      </div>
      <CtaBand heading={t('Talk to an expert')} text={event.description} />
    </article>
  );
}

export function Head({ data }: HeadProps<Queries.EventDetailQuery>) {
  const event = data.event;
  return event ? <Seo title={event.title} description={event.description} path={event.path} /> : null;
}

export const query = graphql`
  query EventDetail($id: String!) {
    event(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      date
      endDate
      location
      html
    }
  }
`;
