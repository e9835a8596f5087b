import type { GatsbyBrowser, GatsbySSR } from 'gatsby';
import { Layout, type MainAttributes } from './components/layout/Layout';
import { ErrorBoundary } from './components/errors/ErrorBoundary';
import { PageError } from './components/errors/PageError';
import { withIntegrations } from './tracking/integrations';

type WrapPageElement = NonNullable<GatsbyBrowser['wrapPageElement']> & NonNullable<GatsbySSR['wrapPageElement']>;
type WrapPageProps = Parameters<NonNullable<GatsbyBrowser['wrapPageElement']>>[0]['props'];

/**
 * Every page gets the site frame, on the server and in the browser alike. A page that throws while
 * rendering is replaced by the error notice inside the frame, so navigation still works; moving to
 * another path gives the boundary a fresh start. `mainAttributes` are for the built HTML only (the server
 * renderer passes them), so what decides them never reaches the browser.
 */
export function pageWrapper(mainAttributes?: (props: WrapPageProps) => MainAttributes): WrapPageElement {
  return ({ element, props }) => (
    <Layout mainAttributes={mainAttributes?.(props)}>
      <ErrorBoundary
        fallback={<PageError />}
        resetKey={props.location.pathname}
        onError={(error) => withIntegrations((client) => client.pageFailed(props.location.pathname, error))}
      >
        {element}
      </ErrorBoundary>
    </Layout>
  );
}
