/**
 * The part of a page's head that follows the route: the document's title, the description, the canonical link,
 * the hreflang alternates and robots. One function works them out from the page's head facts
 * (src/pipeline/head/facts.ts) and its path, for the renderer that writes them into the HTML
 * (src/pipeline/head/tags.tsx) and for the browser that sets them on each in-app navigation
 * (src/site/runtime/apply-route-head.ts): the two cannot disagree.
 */
import { SITE } from '../config/site';
import type { Locale } from '../i18n/locales';
import { previewing } from '../preview';
import { normalizePath } from '../routing/paths';
import { alternates } from './alternates';

/** What of the head facts the route's head needs; a page context's packed `head` carries them as they are. */
export interface RouteHeadFacts {
  title: string;
  /** Empty or absent when the page has none. */
  description?: string;
  /** The page this one only forwards to: its canonical names that page. */
  forwardTo?: string;
  /** Kept out of search engines' indexes (decided when the facts were worked out, by src/shared/routing/unlisted.ts). */
  noindex?: boolean;
}

export interface RouteHead {
  /** The document's title, with the brand. */
  title: string;
  description: string;
  canonical: string;
  alternates: Array<{ lang: string; url: string }>;
  /** Kept out of search engines: a page its facts say so of, or any page of the preview. */
  noindex: boolean;
}

/** The document's title of a page titled `title`: the brand first on the home page, last on every other. */
export function documentTitle(title: string, pathname: string): string {
  return normalizePath(pathname) === '/' ? `${SITE.brandName} — ${title}` : `${title} | ${SITE.brandName}`;
}

export function routeHead(facts: RouteHeadFacts, pathname: string, locale: Locale): RouteHead {
  const canonicalPath = normalizePath(facts.forwardTo ?? pathname);
  return {
    title: documentTitle(facts.title, pathname),
    description: facts.description ?? '',
    canonical: `${SITE.urls[locale]}${canonicalPath}`,
    alternates: alternates(canonicalPath),
    noindex: previewing || facts.noindex === true,
  };
}

/**
 * The route's head facts in a page context's `head` (src/pipeline/head/pack.ts: the facts packed, or whole under
 * `full`), or undefined for a context without them.
 */
export function routeHeadFactsOf(context: unknown): RouteHeadFacts | undefined {
  if (typeof context !== 'object' || context === null || !('head' in context)) return undefined;
  const packed = context.head;
  const facts = typeof packed === 'object' && packed !== null && 'full' in packed ? packed.full : packed;
  if (typeof facts !== 'object' || facts === null || !('title' in facts) || typeof facts.title !== 'string') return undefined;
  return {
    title: facts.title,
    ...('description' in facts && typeof facts.description === 'string' ? { description: facts.description } : {}),
    ...('forwardTo' in facts && typeof facts.forwardTo === 'string' ? { forwardTo: facts.forwardTo } : {}),
    ...('noindex' in facts && facts.noindex === true ? { noindex: true } : {}),
  };
}
