/**
 * The sitemap of a regional site (gatsby-plugin-sitemap's options): every listed page with the date its
 * entry last changed (lastmod), the page on each regional site as hreflang alternates (the same alternates
 * its head gives), and the illustration it shows (src/shared/content/illustrations.ts), from data: the sitemap
 * does not read the pages back.
 */
import { SITE } from '../shared/config/site';
import { PAGE_ILLUSTRATIONS, productIllustration } from '../shared/content/illustrations';
import { buildLocale } from '../shared/i18n/locales';
import { alternates } from '../shared/seo/alternates';
import { normalizePath } from '../shared/routing/paths';
import { isInSitemap } from '../shared/routing/unlisted';

export interface SitemapQuery {
  allSitePage: { nodes: Array<{ path: string }> };
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

const QUERY = `{
  allSitePage { nodes { path } }
  allContentEntry { nodes { path modified } }
  allProductPage { nodes { path slug group } }
  illustrations: allFile(filter: { sourceInstanceName: { eq: "images" }, extension: { eq: "jpg" } }) {
    nodes { name childImageSharp { gatsbyImageData(width: 720, layout: CONSTRAINED, formats: [WEBP, AUTO]) } }
  }
}`;

/** Each listed page (src/shared/routing/unlisted.ts) with its lastmod and the fallback file of its illustration, if it shows one. */
export function sitemapPages(data: SitemapQuery): SitemapPage[] {
  const modified = new Map(data.allContentEntry.nodes.map((entry) => [normalizePath(entry.path), entry.modified]));
  const fileOf = new Map(
    data.illustrations.nodes.map((file) => [file.name, file.childImageSharp?.gatsbyImageData.images.fallback?.src ?? null]),
  );
  const illustrationOf = new Map<string, string>(Object.entries(PAGE_ILLUSTRATIONS));
  for (const product of data.allProductPage.nodes) {
    const name = productIllustration(product);
    if (name) illustrationOf.set(normalizePath(product.path), name);
  }
  return data.allSitePage.nodes
    .filter((page) => isInSitemap(page.path))
    .map((page) => {
      const pagePath = normalizePath(page.path);
      const name = illustrationOf.get(pagePath);
      // An illustration not yet added to src/site/images is left out of the page, and so of its entry here.
      const file = name ? fileOf.get(name) : null;
      return { path: page.path, modified: modified.get(pagePath) ?? null, images: file ? [file] : [] };
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

export function sitemapOptions() {
  return {
    // The unlisted pages are left out by sitemapPages; the plugin's own defaults (error pages, the app shell) still apply.
    excludes: [],
    query: QUERY,
    resolveSiteUrl: () => SITE.urls[buildLocale()],
    resolvePages: sitemapPages,
    serialize: (page: SitemapPage) => sitemapEntry(page),
  };
}
