/**
 * The site's caching, as Gatsby's caching guidance says: HTML, page data and anything whose content changes
 * under the same URL revalidate; hashed assets and static/ are immutable; the service worker and every
 * endpoint answer are never cached. nginx, the CDN's rule files and the endpoints all use these.
 */
export const CACHE = {
  revalidate: 'public, max-age=0, must-revalidate',
  immutable: 'public, max-age=31536000, immutable',
  never: 'no-cache, no-store, must-revalidate',
} as const;
