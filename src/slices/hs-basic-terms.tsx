import { graphql, type SliceComponentProps } from 'gatsby';
import { GlossaryCards } from '../site/components/content/HsGlossaryTerms';

/**
 * The glossary terms every HS code page links to (`forAllHsCodes`). A slice, so that editing one of them
 * re-renders this fragment once instead of every HS page.
 */
export default function HsBasicTermsSlice({ data }: SliceComponentProps<Queries.HsBasicTermsSliceQuery>) {
  return <GlossaryCards terms={data.allGlossaryTerm.nodes} />;
}

export const query = graphql`
  query HsBasicTermsSlice {
    allGlossaryTerm(filter: { forAllHsCodes: { eq: true } }, sort: { title: ASC }) {
      nodes {
        title
        description
        path
      }
    }
  }
`;
