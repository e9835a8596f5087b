/**
 * The sitemap of a regional site: every listed page with the date its entry last changed (lastmod), the page on
 * each regional site as hreflang alternates (the same alternates its head gives), and the illustration it shows
 * (src/shared/content/illustrations.ts), from data: the sitemap does not read the pages back. Written with the
 * `sitemap` library, as gatsby-plugin-sitemap wrote it (the same XML); our own step because the plugin queried every page through
 * GraphQL and wrote the files again in every build, about 1.4 s of a build that changed nothing at 10,000 pages.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import { SITE } from '../shared/config/site';
import { PAGE_ILLUSTRATIONS, productIllustration } from '../shared/content/illustrations';
import { buildLocale, type Locale } from '../shared/i18n/locales';
import { alternates } from '../shared/seo/alternates';
import { SITEMAP_INDEX_PATH } from '../shared/seo/sitemap-index';
import { normalizePath } from '../shared/routing/paths';
import { isInSitemap } from '../shared/routing/unlisted';

/** URLs per sitemap file: the protocol allows 50,000 (and 50 MB); gatsby-plugin-sitemap's default, kept. */
const URLS_PER_FILE = 45_000;

export interface SitemapQuery {
  allContentEntry: { nodes: Array<{ path: string; modified: string | null }> };
  allProductPage: { nodes: Array<{ path: string; slug: string; group: string }> };
  /** The illustrations as the pages draw them: the same size and formats, so the same fallback file. */
  illustrations: {
    nodes: Array<{ name: string; childImageSharp: { gatsbyImageData: { images: { fallback?: { src: string } } } } | null }>;
  };
}

export interface SitemapPage {
  path: string;
  modified: string | null;
  /** Site paths of the images the page shows. */
  images: string[];
}

export const SITEMAP_QUERY = `{
  allContentEntry { nodes { path modified } }
  allProductPage { nodes { path slug group } }
  illustrations: allFile(filter: { sourceInstanceName: { eq: "images" }, extension: { eq: "jpg" } }) {
    nodes { name childImageSharp { gatsbyImageData(width: 720, layout: CONSTRAINED, formats: [WEBP, AUTO]) } }
  }
}`;

/**
 * Each listed page of `pagePaths` (src/shared/routing/unlisted.ts) with its lastmod and the fallback file of its
 * illustration, if it shows one.
 */
export function sitemapPages(data: SitemapQuery, pagePaths: Iterable<string>): SitemapPage[] {
  const modified = new Map(data.allContentEntry.nodes.map((entry) => [normalizePath(entry.path), entry.modified]));
  const fileOf = new Map(
    data.illustrations.nodes.map((file) => [file.name, file.childImageSharp?.gatsbyImageData.images.fallback?.src ?? null]),
  );
  const illustrationOf = new Map<string, string>(Object.entries(PAGE_ILLUSTRATIONS));
  for (const product of data.allProductPage.nodes) {
    const name = productIllustration(product);
    if (name) illustrationOf.set(normalizePath(product.path), name);
  }
  return [...pagePaths]
    .filter((page) => isInSitemap(page))
    .map((page) => {
      const pagePath = normalizePath(page);
      const name = illustrationOf.get(pagePath);
      // An illustration not yet added to src/site/images is left out of the page, and so of its entry here.
      const file = name ? fileOf.get(name) : null;
      return { path: page, modified: modified.get(pagePath) ?? null, images: file ? [file] : [] };
    });
}

/** One sitemap entry: `links` and image URLs absolute, as the sitemap protocol wants them. */
export function sitemapEntry(page: SitemapPage, locale = buildLocale()) {
  const pagePath = normalizePath(page.path);
  return {
    url: pagePath,
    ...(page.modified ? { lastmod: page.modified } : {}),
    links: alternates(pagePath),
    img: page.images.map((src) => ({ url: `${SITE.urls[locale]}${src}` })),
  };
}

/**
 * Writes the sitemap index and its sitemaps into `publicDir` for `pages`, unless the last build wrote the same
 * ones (their digest is kept in `stateFile`) and they are still there. Returns how many URLs it lists and whether
 * it wrote them.
 */
export async function writeSitemap(
  publicDir: string,
  pages: ReadonlyArray<SitemapPage>,
  locale: Locale,
  stateFile: string,
): Promise<{ urls: number; written: boolean }> {
  const siteUrl = SITE.urls[locale];
  const entries = pages.map((page) => sitemapEntry(page, locale));
  const digest = crypto
    .createHash('sha256')
    .update(JSON.stringify([siteUrl, URLS_PER_FILE, entries]))
    .digest('hex');
  const count = Math.max(1, Math.ceil(entries.length / URLS_PER_FILE));
  const sitemapFile = (i: number) => `sitemap-${i}.xml`;
  const files = [SITEMAP_INDEX_PATH, ...Array.from({ length: count }, (_, i) => sitemapFile(i))];
  const kept = fs.existsSync(stateFile) && fs.readFileSync(stateFile, 'utf8') === digest;
  if (kept && files.every((file) => fs.existsSync(path.join(publicDir, file)))) return { urls: entries.length, written: false };
  fs.mkdirSync(publicDir, { recursive: true });
  for (let i = 0; i < count; i += 1) {
    const items = Readable.from(entries.slice(i * URLS_PER_FILE, (i + 1) * URLS_PER_FILE));
    fs.writeFileSync(path.join(publicDir, sitemapFile(i)), await streamToPromise(items.pipe(new SitemapStream({ hostname: siteUrl }))));
  }
  const index = Readable.from(Array.from({ length: count }, (_, i) => ({ url: new URL(sitemapFile(i), `${siteUrl}/`).toString() })));
  fs.writeFileSync(path.join(publicDir, SITEMAP_INDEX_PATH), await streamToPromise(index.pipe(new SitemapIndexStream())));
  // Fewer pages can need fewer files: the index no longer names the rest.
  for (let i = count; fs.existsSync(path.join(publicDir, sitemapFile(i))); i += 1) fs.rmSync(path.join(publicDir, sitemapFile(i)));
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  fs.writeFileSync(stateFile, digest);
  return { urls: entries.length, written: true };
}
