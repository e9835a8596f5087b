import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { EntrySeo } from '../site/components/content/EntrySeo';
import { ArticleLayout } from '../site/components/content/ArticleLayout';
import { t } from '../shared/i18n/use-translate';

export default function EventDetailTemplate({ data }: PageProps<Queries.EventDetailQuery>) {
  const event = data.event;
  if (!event) return null;
  return (
    <ArticleLayout
      entry={event}
      eyebrow={t('Events')}
      date={{ label: 'Date', date: event.date, endDate: event.endDate }}
      meta={
        <li>
          {t('Location')}: {event.location}
        </li>
      }
      cta={t('Talk to an expert')}
    />
  );
}

export function Head({ data }: HeadProps<Queries.EventDetailQuery>) {
  return <EntrySeo entry={data.event} />;
}

export const query = graphql`
  query EventDetail($id: String!) {
    event(id: { eq: $id }) {
      ...ArticleEntry
      date
      endDate
      location
    }
  }
`;
