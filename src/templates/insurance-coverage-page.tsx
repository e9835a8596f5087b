import { graphql, type PageProps } from 'gatsby';
import { ArticleLayout } from '../site/components/content/ArticleLayout';
import { PointList } from '../site/components/content/PointList';
import pageCatalogue from '../../locales/zh-CN/templates/insurance-coverage-page.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

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
          <h4>{tp('Covers')}</h4>
          <PointList items={tier.covers} />
          {tier.excludes.length > 0 ? (
            <>
              <h4>{tp('Excludes')}</h4>
              <PointList items={tier.excludes} />
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <ArticleLayout
      entry={page}
      summary={{ headingId: 'tiers-heading', title: tp('Compare coverage'), content: tiers }}
      cta={tp('Insure your next shipment')}
    />
  );
}

export const query = graphql`
  query InsuranceCoveragePage($id: String!) {
    insuranceCoveragePage(id: { eq: $id }) {
      ...ArticleEntry
      tiers {
        name
        rate
        covers
        excludes
      }
    }
  }
`;
