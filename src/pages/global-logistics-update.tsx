import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { CardList } from '../components/content/CardList';
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
      <section className="section" aria-label={t('All updates')}>
        <div className="container">
          {updates.length > 0 ? (
            <CardList items={updates.map((update) => ({ path: update.path, title: update.title, description: update.description, meta: formatDate(update.date) }))} />
          ) : (
            <p>{t('There are no updates yet.')}</p>
          )}
        </div>
      </section>
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
        title
        description
        date
      }
    }
  }
`;
