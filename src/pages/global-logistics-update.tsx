import { graphql, type PageProps } from 'gatsby';
import { ListingSection } from '../site/components/content/ListingSection';
import { datedCard } from '../site/components/content/CardList';
import { PageHeader } from '../site/components/content/PageHeader';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/pages/global-logistics-update.json';
import { pageTranslator } from '../shared/i18n/page-translator';
import { FormSection } from '../site/components/forms/FormSection';
import { NewsletterForm } from '../site/components/forms/lead-forms';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function GlobalLogisticsUpdatePage({ data }: PageProps<Queries.MarketUpdatesIndexPageQuery>) {
  const updates = data.allMarketUpdate.nodes;
  return (
    <>
      <PageHeader
        title={t('Global Logistics Update')}
        lead={tp(
          'Our regular briefing on ocean and air freight rates, capacity, port conditions and trade policy, and what they mean for your next shipments.',
        )}
      />
      <ListingSection label={tp('All updates')} items={updates.map(datedCard)} empty={tp('There are no updates yet.')} />
      <FormSection>
        <NewsletterForm />
      </FormSection>
    </>
  );
}

export const query = graphql`
  query MarketUpdatesIndexPage {
    allMarketUpdate(sort: { date: DESC }) {
      nodes {
        ...CardEntry
      }
    }
  }
`;
