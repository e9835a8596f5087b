import { Footer } from '../site/components/layout/Footer';

/** The footer as a Gatsby Slice, rendered once per build and stitched into every page. */
export default function SiteFooterSlice() {
  return <Footer />;
}
