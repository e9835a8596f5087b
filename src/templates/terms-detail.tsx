import { graphql, type PageProps } from 'gatsby';
import { ArticleLayout } from '../site/components/content/ArticleLayout';

export default function TermsDetailTemplate({ data }: PageProps<Queries.TermsDetailQuery>) {
  const terms = data.termsDetail;
  if (!terms) return null;
  return <ArticleLayout entry={terms} date={{ label: 'Effective', date: terms.effectiveDate }} />;
}

export const query = graphql`
  query TermsDetail($id: String!) {
    termsDetail(id: { eq: $id }) {
      ...ArticleEntry
      effectiveDate
    }
  }
`;
