import { graphql, type PageProps } from 'gatsby';
import { ListingSection } from '../site/components/content/ListingSection';
import { datedCard } from '../site/components/content/CardList';
import { PageHeader } from '../site/components/content/PageHeader';
import { newestFirst } from '../site/components/content/format';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/pages/research.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function ResearchPage({ data }: PageProps<Queries.ResearchIndexPageQuery>) {
  // Research articles written as blog posts live in the Research section too, so they are listed with the reports.
  const reports = newestFirst([...data.allResearch.nodes, ...data.allBlogPost.nodes]);
  return (
    <>
      <PageHeader
        title={t('Research')}
        lead={tp(
          'Reports built on anonymised Harbourline shipment data and surveys of importers, on tariffs, sourcing, resilience and the cost of moving goods.',
        )}
      />
      <ListingSection label={tp('All research')} items={reports.map(datedCard)} empty={tp('There is no research published yet.')} />
    </>
  );
}

export const query = graphql`
  query ResearchIndexPage {
    allResearch(sort: { date: DESC }) {
      nodes {
        ...CardEntry
      }
    }
    allBlogPost(filter: { section: { eq: "research" } }, sort: { date: DESC }) {
      nodes {
        ...CardEntry
      }
    }
  }
`;
