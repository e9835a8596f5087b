import type { GatsbyBrowser, GatsbySSR } from 'gatsby';
import { Layout, type MainAttributes } from './components/layout/Layout';
import { ErrorBoundary } from './components/errors/ErrorBoundary';
import { PageError } from './components/errors/PageError';
import { withIntegrations } from './tracking/integrations';
import { PreviewProvider } from './preview/PreviewProvider';

type WrapPageElement = NonNullable<GatsbyBrowser['wrapPageElement']> & NonNullable<GatsbySSR['wrapPageElement']>;
type WrapPageProps = Parameters<NonNullable<GatsbyBrowser['wrapPageElement']>>[0]['props'];

/**
 * Every page gets the site frame, on the server and in the browser alike. A page that throws while
 * rendering is replaced by the error notice inside the frame, so navigation still works; moving to
 * another path gives the boundary a fresh start. `mainAttributes` are for the built HTML only (the server
 * renderer passes them), so what decides them never reaches the browser.
 */
export function pageWrapper(mainAttributes?: (props: WrapPageProps) => MainAttributes): WrapPageElement {
  return ({ element, props }) => {
    const page = (
      <ErrorBoundary
        fallback={<PageError />}
        resetKey={props.location.pathname}
        onError={(error) => withIntegrations((client) => client.pageFailed(props.location.pathname, error))}
      >
        {element}
      </ErrorBoundary>
    );
    return (
      <Layout mainAttributes={mainAttributes?.(props)}>
        {/* The literal expression, not `previewing`: webpack drops the branch, and so the preview's modules, only from
            a condition it can decide while reading this file (src/shared/preview.ts). The preview's notice stays
            outside the error boundary, so a page that fails to render still lists its draft's problems. */}
        {process.env.GATSBY_PREVIEW === 'true' ? (
          <PreviewProvider pageContext={props.pageContext} pathname={props.location.pathname}>
            {page}
          </PreviewProvider>
        ) : (
          page
        )}
      </Layout>
    );
  };
}
