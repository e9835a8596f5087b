/**
 * The one place the head facts (src/pipeline/head-facts.ts) become tags: gatsby-ssr's onRenderBody calls it
 * for each page, in the build and under `gatsby develop` alike. Every tag carries `data-build-head`:
 * they describe the first page only, and gatsby-browser removes them on the first in-app navigation.
 */
import type { ReactElement } from 'react';
import { SITE } from '../shared/config/site';
import { LOCALES, type Locale } from '../shared/i18n/locales';
import { normalizePath } from '../shared/routing/paths';
import { breadcrumbList } from '../shared/seo/breadcrumbs';
import { JsonLd } from '../site/components/layout/PageMeta';
import { CARD_HEIGHT, CARD_WIDTH, readHeadTable, type HeadFacts } from './head-table';

export const BUILD_HEAD_ATTRIBUTE = 'data-build-head';

/**
 * The head facts of the page at `pathname`, or undefined for a page that gets none (kept out of search). A
 * build gives the renderer each page's data, whose context carries them: Gatsby then knows which pages' HTML
 * they decide, where a file read while rendering would make every later build render every page again.
 * `gatsby develop` gives the path only, and the table saved when pages were created serves.
 */
export function headFactsOf(
  pathname: string,
  loadPageDataSync?: (pathname: string) => { result: Record<string, unknown> },
): HeadFacts | undefined {
  if (typeof loadPageDataSync !== 'function') return readHeadTable()[normalizePath(pathname)];
  let context: unknown;
  try {
    context = loadPageDataSync(pathname).result.pageContext;
  } catch {
    return undefined;
  }
  return isHeadFactsHolder(context) ? context.head : undefined;
}

function isHeadFactsHolder(value: unknown): value is { head: HeadFacts } {
  if (typeof value !== 'object' || value === null || !('head' in value)) return false;
  const head: unknown = value.head;
  return typeof head === 'object' && head !== null && 'card' in head && 'trail' in head;
}

/** The tags of `head` for the regional site of `locale`. */
export function headTags(head: HeadFacts, locale: Locale): ReactElement[] {
  const mark = { [BUILD_HEAD_ATTRIBUTE]: '' };
  const meta = (property: string, content: string) => (
    <meta key={`${property}:${content}`} property={property} content={content} {...mark} />
  );
  return [
    ...(head.trail.length > 1 ? [<JsonLd key="breadcrumbs" data={breadcrumbList(head.trail, locale)} attributes={mark} />] : []),
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
