import type { GatsbyBrowser } from 'gatsby';
import { Layout } from './components/layout/Layout';
import { isSearchable } from '../shared/routing/unlisted';
import { ErrorBoundary } from './components/errors/ErrorBoundary';
import { PageError } from './components/errors/PageError';
import { pageFailed } from './tracking/client';

/**
 * The page type a page was created with (from its kind's registry entry, src/build/create-pages.ts); plain
 * pages have none. Search results check it against the known types when they read it back, so every page
 * need not carry that table.
 */
function pageTypeOf(context: unknown): string {
  const type: unknown = typeof context === 'object' && context !== null ? Reflect.get(context, 'pageType') : undefined;
  return typeof type === 'string' ? type : 'page';
}

/**
 * Every page gets the site frame, on the server and in the browser alike. A page that throws while
 * rendering is replaced by the error notice inside the frame, so navigation still works; moving to
 * another path gives the boundary a fresh start.
 */
export const wrapPageElement: NonNullable<GatsbyBrowser['wrapPageElement']> = ({ element, props }) => (
  <Layout searchable={isSearchable(props.location.pathname)} pageType={pageTypeOf(props.pageContext)}>
    <ErrorBoundary
      fallback={<PageError />}
      resetKey={props.location.pathname}
      onError={(error) => pageFailed(props.location.pathname, error)}
    >
      {element}
    </ErrorBoundary>
  </Layout>
);
