import { graphql, type PageProps } from 'gatsby';
import { ListingSection } from '../site/components/content/ListingSection';
import { PageHeader } from '../site/components/content/PageHeader';
import { formatDate } from '../site/components/content/format';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/pages/webinars.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

type WebinarNode = Queries.WebinarsIndexPageQuery['allWebinar']['nodes'][number];

const card = (webinar: WebinarNode) => ({
  ...webinar,
  meta: `${formatDate(webinar.date)} · ${tp('{{minutes}} min', { minutes: webinar.durationMinutes })}`,
});

export default function WebinarsPage({ data }: PageProps<Queries.WebinarsIndexPageQuery>) {
  // Newest first: the next live session on top, recordings after.
  const webinars = data.allWebinar.nodes;
  const past = webinars.filter((webinar) => webinar.ended);
  const upcoming = webinars.filter((webinar) => !past.includes(webinar)).reverse();
  return (
    <>
      <PageHeader
        title={t('Videos and Webinars')}
        lead={tp(
          'Live sessions and recordings with our freight, customs and trade specialists, with time for your questions at the end of every session.',
        )}
      />
      {upcoming.length > 0 ? (
        <ListingSection label={tp('Upcoming webinars')} headingId="upcoming-heading" items={upcoming.map(card)} />
      ) : null}
      <ListingSection
        label={tp('Past webinars and recordings')}
        headingId="past-heading"
        items={past.map(card)}
        empty={tp('There are no webinars yet.')}
      />
    </>
  );
}

export const query = graphql`
  query WebinarsIndexPage {
    allWebinar(sort: { date: DESC }) {
      nodes {
        ...CardEntry
        ended
        durationMinutes
      }
    }
  }
`;
