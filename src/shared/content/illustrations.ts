/**
 * Which page shows which illustration of src/site/images (by file name): what the product template and the
 * About us page draw, and what the image sitemap (src/pipeline/sitemap.ts) lists for them, from this one place.
 */

/** Freight shows the port, except air freight and trucking; fulfilment the warehouse; the other products none. */
export function productIllustration(product: { slug: string; group: string }): string | null {
  if (product.group === 'freight') return product.slug === 'air-freight' ? 'air-cargo' : product.slug === 'trucking' ? 'truck' : 'hero-port';
  if (product.group === 'fulfilment') return 'warehouse';
  return null;
}

/**
 * Pages outside the content entries that show an illustration, by path. Their page queries name the same file
 * (GraphQL in a page must be a literal); the sitemap's browser test holds the two together.
 */
export const PAGE_ILLUSTRATIONS: Readonly<Record<string, string>> = {
  '/company/about-us/': 'hero-port',
};
