/**
 * The one place the head facts (src/pipeline/head/facts.ts) become tags: gatsby-ssr's onRenderBody calls it
 * for each page, in the build, the preview and under `gatsby develop` alike. The route's own tags (title,
 * description, canonical, hreflang, robots: src/shared/seo/route-head.ts) the browser sets again on every in-app
 * navigation; the others carry `data-build-head`: they are for crawlers and link previews, which read the first
 * page only, and gatsby-browser removes them on the first in-app navigation.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { SITE } from '../../shared/config/site';
import { LOCALES, type Locale } from '../../shared/i18n/locales';
import { normalizePath } from '../../shared/routing/paths';
import { breadcrumbList } from '../../shared/seo/breadcrumbs';
import { routeHead } from '../../shared/seo/route-head';
import type { HeadFacts } from './facts';
import { CARD_HEIGHT, CARD_WIDTH, readHeadTable } from './table';
import { isPackedHead, unpackHead } from './pack';
import { pageDataUrl, type PageNeeds } from '../preload-links';
import { structuredDataOf } from '../structured-data';

export const BUILD_HEAD_ATTRIBUTE = 'data-build-head';

/** What the renderer's loadPageDataSync gives for a built page: its data file (public/page-data/.../page-data.json). */
export interface BuiltPageData extends PageNeeds {
  result: { data?: unknown; pageContext?: unknown };
}

/**
 * The data of the page at `pathname`, read once for its head facts, JSON-LD and preloads; undefined for a path
 * without any. A build gives the renderer each page's data: Gatsby then knows which pages' HTML it decides,
 * where a file read while rendering would make every later build render every page again. `gatsby develop`
 * gives the path only, and writes each page's data file before rendering it, so it is read from there.
 */
export function pageDataOf(pathname: string, loadPageDataSync?: (pathname: string) => unknown): BuiltPageData | undefined {
  let data: unknown;
  try {
    data =
      typeof loadPageDataSync === 'function'
        ? loadPageDataSync(pathname)
        : JSON.parse(fs.readFileSync(path.join(process.cwd(), 'public', pageDataUrl(pathname)), 'utf8'));
  } catch {
    return undefined;
  }
  return isBuiltPageData(data) ? data : undefined;
}

function isBuiltPageData(value: unknown): value is BuiltPageData {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'componentChunkName' in value &&
    typeof value.componentChunkName === 'string' &&
    'result' in value &&
    typeof value.result === 'object' &&
    value.result !== null
  );
}

/**
 * The head facts of the page at `pathname` with data `page`, or undefined for a page that gets none (kept out of
 * search). A build's page carries them packed in its context (src/pipeline/head/pack.ts). Under `gatsby develop`
 * (`inBuild` false) the table saved when pages were created serves, so the tags follow content edits at once.
 */
export function headFactsOf(pathname: string, page: BuiltPageData | undefined, inBuild: boolean, locale: Locale): HeadFacts | undefined {
  if (!inBuild) return readHeadTable()[normalizePath(pathname)];
  const context = page?.result.pageContext;
  if (typeof context !== 'object' || context === null || !('head' in context)) return undefined;
  return isPackedHead(context.head) ? unpackHead(context.head, pathname, locale) : undefined;
}

/**
 * JSON-LD as the text of a script element: `<` escaped, so no string in it can close the element.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * A JSON-LD block: a data block, not a script (browsers do not run it, and the page's script policy does not
 * apply); its text is JSON with `<` escaped. Server-rendered only: this module is not in any browser bundle.
 */
function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" {...{ [BUILD_HEAD_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/** The page's own JSON-LD (src/pipeline/structured-data.ts), from the data its template's query returned. */
export function structuredDataTags(page: BuiltPageData, locale: Locale): ReactElement[] {
  return structuredDataOf(page.componentChunkName, page.result.data, locale).map((node, index) => (
    <JsonLd key={`ld:${index}`} data={node} />
  ));
}

/** The tags every page carries, whatever its facts: the browser keeps them across navigations. */
export function siteHeadTags(): ReactElement[] {
  return [
    <meta key="theme-color" name="theme-color" content="#0b2545" />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ];
}

/** The tags of `head`, the facts of the page at `pathname`, for the regional site of `locale`. */
export function headTags(head: HeadFacts, pathname: string, locale: Locale): ReactElement[] {
  const route = routeHead(head, pathname, locale);
  const mark = { [BUILD_HEAD_ATTRIBUTE]: '' };
  const meta = (property: string, content: string) => (
    <meta key={`${property}:${content}`} property={property} content={content} {...mark} />
  );
  // A page kept out of search has no card, trail or feed of its own to offer.
  const sharing = head.noindex !== true;
  return [
    <title key="title">{route.title}</title>,
    ...(route.description ? [<meta key="description" name="description" content={route.description} />] : []),
    <link key="canonical" rel="canonical" href={route.canonical} />,
    ...route.alternates.map(({ lang, url }) => <link key={`alternate:${lang}`} rel="alternate" hrefLang={lang} href={url} />),
    ...(route.noindex ? [<meta key="robots" name="robots" content="noindex" />] : []),
    ...(head.forwardTo ? [<meta key="refresh" httpEquiv="refresh" content={`0; url=${head.forwardTo}`} {...mark} />] : []),
    ...(head.trail.length > 1 ? [<JsonLd key="breadcrumbs" data={breadcrumbList(head.trail, locale)} />] : []),
    meta('og:title', head.title),
    ...(route.description ? [meta('og:description', route.description)] : []),
    meta('og:url', route.canonical),
    meta('og:site_name', SITE.brandName),
    meta('og:locale', locale.replace('-', '_')),
    meta('og:type', head.ogType),
    ...LOCALES.filter((other) => other !== locale).map((other) => meta('og:locale:alternate', other.replace('-', '_'))),
    ...(sharing
      ? [
          meta('og:image', `${SITE.urls[locale]}${head.card.file}`),
          meta('og:image:type', 'image/png'),
          meta('og:image:width', String(CARD_WIDTH)),
          meta('og:image:height', String(CARD_HEIGHT)),
          meta('og:image:alt', head.title),
          <meta key="twitter:card" name="twitter:card" content="summary_large_image" {...mark} />,
        ]
      : []),
    ...(head.feed
      ? [
          <link key="rss" rel="alternate" type="application/rss+xml" title={head.feed.title} href={head.feed.rss} {...mark} />,
          <link key="atom" rel="alternate" type="application/atom+xml" title={head.feed.title} href={head.feed.atom} {...mark} />,
        ]
      : []),
  ];
}
