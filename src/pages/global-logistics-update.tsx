import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { ListingSection } from '../components/content/ListingSection';
import { PageHead } from '../components/content/PageHead';
import { formatDate } from '../components/content/format';
import { Seo } from '../components/layout/Seo';
import { t } from '../i18n/use-translate';

export default function GlobalLogisticsUpdatePage({ data }: PageProps<Queries.MarketUpdatesIndexPageQuery>) {
  const updates = data.allMarketUpdate.nodes;
  return (
    <>
      <PageHead
        title={t('Global Logistics Update')}
        lead={t('Our regular briefing on ocean and air freight rates, capacity, port conditions and trade policy, and what they mean for your next shipments.')}
      />
      <ListingSection label={t('All updates')} items={updates.map((update) => ({ ...update, meta: formatDate(update.date) }))} empty={t('There are no updates yet.')} />
    </>
  );
}

export function Head() {
  return (
    <Seo
      title={t('Global Logistics Update')}
      description={t('Regular market updates from Harbourline on freight rates, capacity, port congestion, tariffs and customs changes.')}
      path="/global-logistics-update"
    />
  );
}

export const query = graphql`
  query MarketUpdatesIndexPage {
    allMarketUpdate(sort: { date: DESC }) {
      nodes {
        path
        locale
        title
        description
        date
      }
    }
  }
`;
