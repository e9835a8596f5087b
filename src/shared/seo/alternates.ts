import { SITE } from '../config/site';
import { HTML_LANG, LOCALES } from '../i18n/locales';
import { normalizePath } from '../routing/paths';

/**
 * The page at `path` on each regional site, by its hreflang, and the en-US page as x-default: what a page's
 * head and the sitemap both give as its alternates.
 */
export function alternates(path: string): Array<{ lang: string; url: string }> {
  const pagePath = normalizePath(path);
  return [
    ...LOCALES.map((locale) => ({ lang: HTML_LANG[locale], url: `${SITE.urls[locale]}${pagePath}` })),
    { lang: 'x-default', url: `${SITE.urls['en-US']}${pagePath}` },
  ];
}
