import { graphql, type PageProps } from 'gatsby';
import { ArticleLayout } from '../site/components/content/ArticleLayout';
import { OccasionPanel, TimeMeta } from '../site/components/content/Occasion';
import { venueLine } from '../shared/events/calendar';
import { spanOf } from '../shared/events/span';
import { t } from '../shared/i18n/use-translate';

type EventEntry = NonNullable<Queries.EventDetailQuery['event']>;

/** Where the event happens, in the words its calendar entry uses. */
const whereOf = (event: EventEntry): string => (event.venue ? venueLine(event.venue) : event.location);

export default function EventDetailTemplate({ data }: PageProps<Queries.EventDetailQuery>) {
  const event = data.event;
  if (!event) return null;
  const span = spanOf(event);
  return (
    <ArticleLayout
      entry={event}
      eyebrow={t('Events')}
      date={{ label: 'Date', date: event.date, endDate: event.endDate }}
      meta={
        <>
          <TimeMeta span={span} />
          <li>
            {t('Location')}: {event.location}
          </li>
        </>
      }
      beforeBody={
        <OccasionPanel
          kind="event"
          entry={event}
          where={whereOf(event)}
          span={span}
          ended={event.ended}
          status={event.status}
          registration={event.registration}
          priceText={event.priceText}
        />
      }
      cta={t('Talk to an expert')}
    />
  );
}

export const query = graphql`
  query EventDetail($id: String!) {
    event(id: { eq: $id }) {
      ...ArticleEntry
      date
      endDate
      startsAt
      endsAt
      ended
      timeZone
      location
      attendance
      status
      venue {
        name
        streetAddress
        locality
        region
        postalCode
        countryCode
      }
      registration {
        to
        closes
        price
        currency
      }
      priceText
    }
  }
`;
