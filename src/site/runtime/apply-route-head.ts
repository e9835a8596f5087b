/**
 * The head of the page an in-app navigation arrives at. gatsby-browser calls this in onRouteUpdate, in the same
 * task the new page is committed in, so the canonical follows each route change (the spec) before anything can
 * read it: the title, description, canonical, hreflang and robots are set from the next page's head facts, which
 * its context carries (src/shared/seo/route-head.ts works them out as the renderer does), and the tags written for
 * crawlers and link previews of the first page (`data-build-head`) are removed.
 */
import type { Locale } from '../../shared/i18n/locales';
import { routeHead, routeHeadFactsOf, type RouteHead } from '../../shared/seo/route-head';

/** Gatsby's loader, which production-app.js puts on window: its payload's `json` is the page data's `result`. */
interface GatsbyLoader {
  loadPageSync(pathname: string): { json?: { pageContext?: unknown } } | undefined;
}

declare global {
  interface Window {
    ___loader?: GatsbyLoader;
    /** The page whose HTML this is, which Gatsby writes into it. */
    pagePath?: string;
  }
}

/**
 * Whether the head in the document is that of the page at `pathname`: false when the HTML was another page's (the
 * offline app shell the service worker answers with, or a client route's shell for one of its paths).
 */
export function htmlHeadIsFor(pathname: string): boolean {
  return window.pagePath === undefined || window.pagePath === pathname;
}

/** The route head of the page Gatsby has loaded for `pathname`; undefined when its data carries no head facts. */
export function loadedRouteHead(pathname: string, locale: Locale): RouteHead | undefined {
  const facts = routeHeadFactsOf(window.___loader?.loadPageSync(pathname)?.json?.pageContext);
  return facts ? routeHead(facts, pathname, locale) : undefined;
}

function headElement(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const found = doc.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const made = create();
  doc.head.append(made);
  return made;
}

function namedMeta(doc: Document, name: string, content: string): void {
  const selector = `meta[name="${name}"]`;
  if (!content) {
    doc.head.querySelector(selector)?.remove();
    return;
  }
  headElement(doc, selector, () => Object.assign(doc.createElement('meta'), { name })).setAttribute('content', content);
}

/** Sets the route's tags to `head` (a page without head facts keeps the last ones) and removes the first page's build-time tags. */
export function applyRouteHead(head: RouteHead | undefined, doc: Document = document): void {
  doc.head.querySelectorAll('[data-build-head]').forEach((tag) => tag.remove());
  if (!head) return;
  doc.title = head.title;
  namedMeta(doc, 'description', head.description);
  namedMeta(doc, 'robots', head.noindex ? 'noindex' : '');
  headElement(doc, 'link[rel="canonical"]', () => Object.assign(doc.createElement('link'), { rel: 'canonical' })).setAttribute(
    'href',
    head.canonical,
  );
  doc.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  for (const { lang, url } of head.alternates) {
    doc.head.append(Object.assign(doc.createElement('link'), { rel: 'alternate', hreflang: lang, href: url }));
  }
}
