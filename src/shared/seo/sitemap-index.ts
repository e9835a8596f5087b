/** Where crawlers find a regional site's sitemaps: robots.txt and every page's head name it (src/pipeline/sitemap.ts writes it). */
export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';
