/**
 * The sitemap of a regional site (gatsby-plugin-sitemap's options): every listed page with the date its
 * entry last changed (lastmod), the page on each regional site as hreflang alternates (the same alternates
 * its head gives), and the images it shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITE } from '../shared/config/site';
import { buildLocale } from '../shared/i18n/locales';
import { alternates } from '../shared/seo/alternates';
import { normalizePath } from '../shared/routing/paths';
import { sitemapExcludes } from '../shared/routing/unlisted';

interface SitemapQuery {
  allSitePage: { nodes: Array<{ path: string }> };
  allContentEntry: { nodes: Array<{ path: string; modified: string | null }> };
}

interface SitemapPage {
  path: string;
  modified: string | null;
}

/** The images in the page's main content, as the built HTML shows them (their fallback src). */
export function imagesOf(html: string): string[] {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  const sources = [...main.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
  return [...new Set(sources.filter((src) => src.startsWith('/') && !src.startsWith('//')))];
}

function pageHtml(publicDir: string, pagePath: string): string {
  const file = path.join(publicDir, normalizePath(pagePath), 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/** One sitemap entry: `links` and image URLs absolute, as the sitemap protocol wants them. */
export function sitemapEntry(page: SitemapPage, html: string, locale = buildLocale()) {
  const pagePath = normalizePath(page.path);
  return {
    url: pagePath,
    ...(page.modified ? { lastmod: page.modified } : {}),
    links: alternates(pagePath),
    img: imagesOf(html).map((src) => ({ url: `${SITE.urls[locale]}${src}` })),
  };
}

export function sitemapOptions(publicDir = path.join(process.cwd(), 'public')) {
  return {
    excludes: sitemapExcludes(),
    query: `{ allSitePage { nodes { path } } allContentEntry { nodes { path modified } } }`,
    resolveSiteUrl: () => SITE.urls[buildLocale()],
    resolvePages: (data: SitemapQuery): SitemapPage[] => {
      const modified = new Map(data.allContentEntry.nodes.map((entry) => [normalizePath(entry.path), entry.modified]));
      return data.allSitePage.nodes.map((page) => ({ path: page.path, modified: modified.get(normalizePath(page.path)) ?? null }));
    },
    serialize: (page: SitemapPage) => sitemapEntry(page, pageHtml(publicDir, page.path)),
  };
}
