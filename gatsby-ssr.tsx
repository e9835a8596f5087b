import path from 'node:path';
import type { GatsbySSR } from 'gatsby';
import { HTML_LANG } from './src/shared/i18n/locales';
import { SITEMAP_INDEX_PATH } from './src/shared/seo/sitemap-index';
import { SITE_LOCALE } from './src/shared/i18n/use-translate';
import { tagManagerScripts } from './src/pipeline/tracking/tag-manager-script';
import { headFactsOf, headTags, pageDataOf, siteHeadTags, structuredDataTags } from './src/pipeline/head/tags';
import { buildOutput, preloadLinks } from './src/pipeline/preload-links';

import { pageWrapper } from './src/site/wrap-page';
import { pagefindAttributes } from './src/site/search/pagefind-attributes';

// The renderer's bundle sees only literal process.env.GATSBY_* expressions, so they are passed by name.
// Loaded blocking on purpose: hlConsent must exist before the app's first call.
const tagManager = tagManagerScripts({ GATSBY_GTM_ID: process.env.GATSBY_GTM_ID, GATSBY_GTM_HOST: process.env.GATSBY_GTM_HOST });

export const wrapPageElement = pageWrapper(pagefindAttributes);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, loadPageDataSync, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: HTML_LANG[SITE_LOCALE] });
  if (tagManager) setHeadComponents([<script key="tag-manager" src={tagManager.head.path} />]);
  setHeadComponents([<link key="sitemap" rel="sitemap" type="application/xml" href={SITEMAP_INDEX_PATH} />]);
  // The page's data, once: a build hands it to the renderer; `gatsby develop` writes it before rendering.
  const page = pageDataOf(pathname, loadPageDataSync);
  // The page's whole head, from the head facts worked out when pages were created: no page has a Head of its own.
  const head = headFactsOf(pathname, page, typeof loadPageDataSync === 'function', SITE_LOCALE);
  setHeadComponents(siteHeadTags());
  if (head) setHeadComponents(headTags(head, pathname, SITE_LOCALE));
  if (page) setHeadComponents(structuredDataTags(page, SITE_LOCALE));
  // What the first render needs besides the app's scripts, fetched alongside them (src/pipeline/preload-links.tsx).
  // Only a build writes the chunk groups; under `gatsby develop`, public/ may hold an earlier build's.
  const output = process.env.NODE_ENV === 'production' ? buildOutput(path.join(process.cwd(), 'public')) : undefined;
  if (output && page) setHeadComponents(preloadLinks(pathname, page, output));
};
