import type { GatsbyBrowser } from 'gatsby';
import { Layout } from './components/layout/Layout';
import { isSearchable } from './routing/searchable';
import { ErrorBoundary } from './components/errors/ErrorBoundary';
import { PageError } from './components/errors/PageError';
import { pageFailed } from './tracking/client';

/**
 * Every page gets the site frame, on the server and in the browser alike. A page that throws while
 * rendering is replaced by the error notice inside the frame, so navigation still works; moving to
 * another path gives the boundary a fresh start.
 */
export const wrapPageElement: NonNullable<GatsbyBrowser['wrapPageElement']> = ({ element, props }) => (
  <Layout searchable={isSearchable(props.location.pathname)}>
    <ErrorBoundary
      fallback={<PageError />}
      resetKey={props.location.pathname}
      onError={(error) => pageFailed(props.location.pathname, error)}
    >
      {element}
    </ErrorBoundary>
  </Layout>
);
