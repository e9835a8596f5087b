import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { CardList } from '../../components/content/CardList';
import { CtaBand } from '../../components/content/CtaBand';
import { PageHead } from '../../components/content/PageHead';
import { Seo } from '../../components/layout/Seo';
import { t } from '../../i18n/use-translate';

export default function CustomersPage({ data }: PageProps<Queries.CustomersIndexPageQuery>) {
  const stories = data.allCaseStudy.nodes;
  return (
    <>
      <PageHead
        title={t('Customers')}
        lead={t('How importers and exporters use Harbourline to cut freight and port costs, clear customs with confidence and keep their shelves stocked.')}
      />
      <section className="section" aria-label={t('All customer stories')}>
        <div className="container">
          {stories.length > 0 ? (
            <CardList items={stories.map((story) => ({ path: story.path, title: story.title, description: story.description, tag: story.industry, meta: story.customer }))} />
          ) : (
            <p>{t('There are no customer stories yet.')}</p>
          )}
        </div>
      </section>
      <CtaBand heading={t('Could your supply chain be the next story?')} text={t('Tell us about your lanes and volumes, and we will show you what we would change.')} />
    </>
  );
}

export function Head() {
  return (
    <Seo
      title={t('Customers')}
      description={t('Customer stories: how importers and retailers cut demurrage, freight cost per unit and duty with Harbourline freight, customs and trucking.')}
      path="/company/customers"
    />
  );
}

export const query = graphql`
  query CustomersIndexPage {
    allCaseStudy(sort: { customer: ASC }) {
      nodes {
        path
        title
        description
        customer
        industry
      }
    }
  }
`;
