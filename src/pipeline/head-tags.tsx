/**
 * The one place the head facts (src/pipeline/head-facts.ts) become tags: gatsby-ssr's onRenderBody calls it
 * with the page's path, in the build and under `gatsby develop` alike. Every tag carries `data-build-head`:
 * they describe the first page only, and gatsby-browser removes them on the first in-app navigation.
 */
import type { ReactElement } from 'react';
import { SITE } from '../shared/config/site';
import { LOCALES, type Locale } from '../shared/i18n/locales';
import { normalizePath } from '../shared/routing/paths';
import { breadcrumbList } from '../shared/seo/breadcrumbs';
import { jsonLdText } from '../site/components/layout/PageMeta';
import { CARD_HEIGHT, CARD_WIDTH, readHeadTable, type HeadFacts } from './head-table';

export const BUILD_HEAD_ATTRIBUTE = 'data-build-head';

/** The head facts of the page at `pathname`, or undefined for a page that gets none (kept out of search). */
export function headFactsOf(pathname: string): HeadFacts | undefined {
  return readHeadTable()[normalizePath(pathname)];
}

/** The tags of `head` for the regional site of `locale`. */
export function headTags(head: HeadFacts, locale: Locale): ReactElement[] {
  const mark = { [BUILD_HEAD_ATTRIBUTE]: '' };
  const meta = (property: string, content: string) => (
    <meta key={`${property}:${content}`} property={property} content={content} {...mark} />
  );
  return [
    ...(head.trail.length > 1
      ? [
          <script
            key="breadcrumbs"
            type="application/ld+json"
            {...mark}
            dangerouslySetInnerHTML={{ __html: jsonLdText(breadcrumbList(head.trail, locale)) }}
          />,
        ]
      : []),
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
