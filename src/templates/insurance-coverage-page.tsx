import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { EntrySeo } from '../components/content/EntrySeo';
import { ArticleLayout } from '../components/content/ArticleLayout';
import { PointList } from '../components/content/PointList';
import { t } from '../i18n/use-translate';

export default function InsuranceCoveragePageTemplate({ data }: PageProps<Queries.InsuranceCoveragePageQuery>) {
  const page = data.insuranceCoveragePage;
  if (!page) return null;
  const tiers = (
    <ul className="features">
      {page.tiers.map((tier) => (
        <li key={tier.name}>
          <h3>{tier.name}</h3>
          <p>
            <strong>{tier.rate}</strong>
          </p>
          <h4>{t('Covers')}</h4>
          <PointList items={tier.covers} />
          {tier.excludes.length > 0 ? (
            <>
              <h4>{t('Excludes')}</h4>
              <PointList items={tier.excludes} />
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
  return <ArticleLayout entry={page} summary={{ headingId: 'tiers-heading', title: t('Compare coverage'), content: tiers }} cta={t('Insure your next shipment')} />;
}

export function Head({ data }: HeadProps<Queries.InsuranceCoveragePageQuery>) {
  return <EntrySeo entry={data.insuranceCoveragePage} />;
}

export const query = graphql`
  query InsuranceCoveragePage($id: String!) {
    insuranceCoveragePage(id: { eq: $id }) {
      path
      locale
      contentType
      title
      description
      tiers {
        name
        rate
        covers
        excludes
      }
      html
    }
  }
`;
