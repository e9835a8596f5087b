import { graphql, type SliceComponentProps } from 'gatsby';
import { Header } from '../site/components/layout/Header';

/**
 * The header as a Gatsby Slice: rendered once per build and stitched into every page, so an edit to the
 * navigation (a product's menu label) re-renders this slice rather than every page.
 */
export default function SiteHeaderSlice({ data }: SliceComponentProps<Queries.SiteHeaderSliceQuery>) {
  return <Header products={data.allProductPage.nodes} />;
}

export const query = graphql`
  query SiteHeaderSlice {
    allProductPage(sort: [{ group: ASC }, { order: ASC }]) {
      nodes {
        path
        navLabel
        group
      }
    }
  }
`;
