import path from 'node:path';
import type { GatsbySSR } from 'gatsby';
import { HTML_LANG } from './src/shared/i18n/locales';
import { SITE_LOCALE } from './src/shared/i18n/use-translate';
import { tagManagerScripts } from './src/pipeline/tracking/tag-manager-script';
import { headFactsOf, headTags } from './src/pipeline/head-tags';
import { buildOutput, preloadLinks, type PageNeeds } from './src/pipeline/preload-links';

import { pageWrapper } from './src/site/wrap-page';
import { pagefindAttributes } from './src/site/search/pagefind-attributes';

// The renderer's bundle sees only literal process.env.GATSBY_* expressions, so they are passed by name.
// Loaded blocking on purpose: hlConsent must exist before the app's first call.
const tagManager = tagManagerScripts({ GATSBY_GTM_ID: process.env.GATSBY_GTM_ID, GATSBY_GTM_HOST: process.env.GATSBY_GTM_HOST });

export const wrapPageElement = pageWrapper(pagefindAttributes);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, loadPageDataSync, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: HTML_LANG[SITE_LOCALE] });
  if (tagManager) setHeadComponents([<script key="tag-manager" src={tagManager.head.path} />]);
  // The page's tags for crawlers and link previews, from the head facts worked out when pages were created.
  const head = headFactsOf(pathname, loadPageDataSync);
  if (head) setHeadComponents(headTags(head, SITE_LOCALE));
  // What the first render needs besides the app's scripts, fetched alongside them (src/pipeline/preload-links.tsx).
  // Only a build writes the chunk groups; under `gatsby develop`, public/ may hold an earlier build's.
  const output = process.env.NODE_ENV === 'production' ? buildOutput(path.join(process.cwd(), 'public')) : undefined;
  const page = output && pageNeeds(pathname, loadPageDataSync);
  if (output && page) setHeadComponents(preloadLinks(pathname, page, output));
};

function pageNeeds(pathname: string, loadPageDataSync: ((pathname: string) => unknown) | undefined): PageNeeds | undefined {
  if (typeof loadPageDataSync !== 'function') return undefined;
  try {
    const data = loadPageDataSync(pathname);
    return typeof data === 'object' && data !== null && 'componentChunkName' in data && typeof data.componentChunkName === 'string'
      ? (data as PageNeeds)
      : undefined;
  } catch {
    return undefined;
  }
}
