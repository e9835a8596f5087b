/**
 * The one place the head facts (src/pipeline/head-facts.ts) become tags: gatsby-ssr's onRenderBody calls it
 * for each page, in the build and under `gatsby develop` alike. Every tag carries `data-build-head`:
 * they describe the first page only, and gatsby-browser removes them on the first in-app navigation.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { SITE } from '../shared/config/site';
import { LOCALES, type Locale } from '../shared/i18n/locales';
import { normalizePath } from '../shared/routing/paths';
import { breadcrumbList } from '../shared/seo/breadcrumbs';
import { CARD_HEIGHT, CARD_WIDTH, readHeadTable, type HeadFacts } from './head-table';
import { isPackedHead, unpackHead } from './head-pack';
import { pageDataUrl, type PageNeeds } from './preload-links';
import { structuredDataOf } from './structured-data';

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
 * search). A build's page carries them packed in its context (src/pipeline/head-pack.ts). Under `gatsby develop`
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

/** The tags of `head` for the regional site of `locale`. */
export function headTags(head: HeadFacts, locale: Locale): ReactElement[] {
  const mark = { [BUILD_HEAD_ATTRIBUTE]: '' };
  const meta = (property: string, content: string) => (
    <meta key={`${property}:${content}`} property={property} content={content} {...mark} />
  );
  return [
    ...(head.trail.length > 1 ? [<JsonLd key="breadcrumbs" data={breadcrumbList(head.trail, locale)} />] : []),
    meta('og:type', head.ogType),
    ...LOCALES.filter((other) => other !== locale).map((other) => meta('og:locale:alternate', other.replace('-', '_'))),
    meta('og:image', `${SITE.urls[locale]}${head.card.file}`),
    meta('og:image:type', 'image/png'),
    meta('og:image:width', String(CARD_WIDTH)),
    meta('og:image:height', String(CARD_HEIGHT)),
    meta('og:image:alt', head.title),
    <meta key="twitter:card" name="twitter:card" content="summary_large_image" {...mark} />,
    ...(head.feed
      ? [
          <link key="rss" rel="alternate" type="application/rss+xml" title={head.feed.title} href={head.feed.rss} {...mark} />,
          <link key="atom" rel="alternate" type="application/atom+xml" title={head.feed.title} href={head.feed.atom} {...mark} />,
        ]
      : []),
  ];
}
