import './src/site/styles/global.css';
import './src/site/styles/pages.css';
import type { GatsbyBrowser } from 'gatsby';
import { decideScroll } from './src/shared/routing/scroll';
import { loadIntegrationsWhenIdle, withIntegrations } from './src/site/tracking/integrations';
import { startErrorReporting } from './src/site/tracking/errors';
import { routeChanging } from './src/site/tracking/session-paths';
import { afterFirstInteraction, whenIdle } from './src/site/runtime/when';
import { installPageDataRetry } from './src/site/runtime/page-data-retry';
import { navigationDelayed } from './src/site/runtime/navigation-status';
import { isBotUserAgent } from './src/site/tracking/bots';
import { pageWrapper } from './src/site/wrap-page';
import { renderRoot } from './src/site/runtime/render-root';
import { firstRenderCommitted } from './src/site/runtime/deferred-hydration';
import { SITE_LOCALE } from './src/shared/i18n/use-translate';
import { announceNavigationIn } from './src/site/runtime/route-announcement';
import { applyRouteHead, htmlHeadIsFor, loadedRouteHead } from './src/site/runtime/apply-route-head';

// The browser renders no Pagefind attributes: they matter only in the built HTML (see gatsby-ssr.tsx).
export const wrapPageElement = pageWrapper();

/** The offline app shell is rendered into, not hydrated (src/site/runtime/render-root.ts). */
export const replaceHydrateFunction = () => renderRoot;

/** Gatsby's loader prefetches in batches of 4, 3 s apart, never on 2g or save-data; bots get none at all. */
export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () => isBotUserAgent(navigator.userAgent);

/**
 * Evaluating the app script is the first page's longest task already (15-35 ms on this machine, four times that in
 * Lighthouse's phone simulation); Gatsby ran the rest of its start in the same task, as microtasks. Resolving in a
 * new task gives error reporting's start and Gatsby's loading of the page (it waits for this hook, though its types
 * say void) a task of their own. The other integrations start when their code has loaded, once the browser is idle.
 */
export const onClientEntry = (): Promise<void> => {
  installPageDataRetry();
  announceNavigationIn(SITE_LOCALE);
  // The literal expression, not `previewing` (src/shared/preview.ts): behind an imported constant webpack would
  // still emit the SDK's chunk into a public build; a condition it decides while reading this file leaves it out.
  if (process.env.GATSBY_PREVIEW === 'true') void import('./src/site/preview/start-inspector').then((m) => m.startInspector(SITE_LOCALE));
  // Read now, while the URL still carries the landing's parameters.
  const landing = { search: window.location.search, referrer: document.referrer };
  withIntegrations((client) => client.startIntegrations(landing));
  return new Promise<void>((resolve) =>
    setTimeout(() => {
      startErrorReporting(process.env.GATSBY_SENTRY_DSN, afterFirstInteraction, whenIdle);
      loadIntegrationsWhenIdle();
      resolve();
    }, 0),
  );
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location }) => {
  routeChanging(location.pathname);
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  navigationDelayed.set(false);
  // The first page's head came in its HTML (src/pipeline/head/tags.tsx), unless that HTML was another page's; every
  // later one is set from its data.
  if (prevLocation || !htmlHeadIsFor(location.pathname)) applyRouteHead(loadedRouteHead(location.pathname, SITE_LOCALE));
  withIntegrations((client) => client.routeUpdated(location.pathname));
};

export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  navigationDelayed.set(true);
};

/**
 * Gatsby records a page's scroll position from scroll events, and hears none before the page hydrates. A
 * visitor on a slow connection reads and scrolls while the scripts load, and Back should return them there
 * too: the position reached before hydration is recorded as soon as Gatsby listens.
 */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  if (window.scrollY > 0) window.dispatchEvent(new Event('scroll'));
  firstRenderCommitted();
};

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps, getSavedScrollPosition }) => {
  const location = routerProps.location;
  // Gatsby types this argument as a bare Function; it returns the [x, y] it saved for the location, if any.
  const savedPosition = getSavedScrollPosition as (location: Location) => [number, number] | null | undefined;
  const decision = decideScroll({ hash: location.hash, state: location.state, saved: savedPosition(location) });
  if (decision.kind === 'keep') return false;
  if (decision.kind === 'anchor') {
    const target = document.getElementById(decision.id) ?? document.getElementsByName(decision.id)[0];
    if (target) {
      target.scrollIntoView();
      return false;
    }
    window.scrollTo(0, 0);
    return false;
  }
  window.scrollTo(decision.x, decision.y);
  return false;
};
