import { graphql, type PageProps } from 'gatsby';
import { ListingSection } from '../../site/components/content/ListingSection';
import { CtaBand } from '../../site/components/content/CtaBand';
import { PageHeader } from '../../site/components/content/PageHeader';
import { t } from '../../shared/i18n/use-translate';
import pageCatalogue from '../../../locales/zh-CN/pages/company/customers.json';
import { pageTranslator } from '../../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function CustomersPage({ data }: PageProps<Queries.CustomersIndexPageQuery>) {
  const stories = data.allCaseStudy.nodes;
  return (
    <>
      <PageHeader
        title={t('Customers')}
        lead={tp(
          'How importers and exporters use Harbourline to cut freight and port costs, clear customs with confidence and keep their shelves stocked.',
        )}
      />
      <ListingSection
        label={tp('All customer stories')}
        items={stories.map((story) => ({ ...story, tag: story.industry, meta: story.customer }))}
        empty={tp('There are no customer stories yet.')}
      />
      <CtaBand
        heading={tp('Could your supply chain be the next story?')}
        text={tp('Tell us about your lanes and volumes, and we will show you what we would change.')}
      />
    </>
  );
}

export const query = graphql`
  query CustomersIndexPage {
    allCaseStudy(sort: { customer: ASC }) {
      nodes {
        path
        locale
        title
        description
        customer
        industry
      }
    }
  }
`;
