/**
 * Pages kept out of the site search, the sitemap or crawlers' reach: one list, so the three agree where
 * they should and differ only where a rule says so. Patterns are site paths; `*` is one path segment and a
 * trailing `/**` everything below. (Content kinds kept out as a whole say so in src/shared/content/kinds.ts.)
 */
import { APP_SHELL_PATH } from './app-shell';

export interface UnlistedPage {
  pattern: string;
  /** Left out of the site search index. */
  search: boolean;
  /** Left out of the sitemap. */
  sitemap: boolean;
  /** Disallowed to crawlers in robots.txt. */
  robots: boolean;
}

export const UNLISTED_PAGES: readonly UnlistedPage[] = [
  // Error pages answer any missing path; they are no destination.
  { pattern: '/404/', search: true, sitemap: true, robots: false },
  { pattern: '/404.html', search: true, sitemap: true, robots: false },
  { pattern: '/500/', search: true, sitemap: true, robots: false },
  { pattern: '/500.html', search: true, sitemap: true, robots: false },
  { pattern: '/dev-404-page/', search: true, sitemap: true, robots: false },
  { pattern: APP_SHELL_PATH, search: true, sitemap: true, robots: false },
  // Form confirmations and thank-you pages make sense only after a submission; the list of a form's
  // errors only as the answer to one (services/leads/form-errors-page.ts fills it in).
  { pattern: '/**/confirmation/', search: true, sitemap: true, robots: true },
  { pattern: '/thanks/', search: true, sitemap: true, robots: true },
  { pattern: '/newsletter/thanks/', search: true, sitemap: true, robots: true },
  { pattern: '/form-errors/', search: true, sitemap: true, robots: true },
  // Results pages are thin and endless; people reach them from the search box.
  { pattern: '/search/', search: true, sitemap: true, robots: false },
  // One client-rendered shell for every vessel; the data is the app's, not the site's.
  { pattern: '/earth/vessel/**', search: true, sitemap: true, robots: true },
  // Old help short links only forward to the article, whose title they repeat.
  { pattern: '/help/articles/*/', search: true, sitemap: true, robots: false },
];

function patternToRegExp(pattern: string): RegExp {
  const below = pattern.endsWith('/**');
  const body = (below ? pattern.slice(0, -3) : pattern)
    .split('/')
    .map((segment) => (segment === '**' ? '.*' : segment === '*' ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  // A page path matches with or without its trailing slash.
  return new RegExp(`^${below ? `${body}(/.*)?` : `${body.replace(/\/$/, '')}/?`}$`, 'i');
}

/** Whether a page path is listed where `where` says: none of the patterns kept out of it matches. */
function listedIn(where: 'search' | 'sitemap'): (pathname: string) => boolean {
  const unlisted = UNLISTED_PAGES.filter((page) => page[where]).map((page) => patternToRegExp(page.pattern));
  return (pathname) => !unlisted.some((pattern) => pattern.test(pathname));
}

/** Whether the page at `pathname` goes into the site search index. */
export const isSearchable = listedIn('search');

/**
 * Whether the page at `pathname` goes into the sitemap. The sitemap's page list is filtered with it, not with
 * gatsby-plugin-sitemap's `excludes`: the plugin matches each page against each exclude with minimatch, a
 * pattern compiled again per page, about half a second of every build at 10,000 pages.
 */
export const isInSitemap = listedIn('sitemap');

/** The Disallow lines of robots.txt (its `*` matches any run of characters). */
export function robotsDisallows(): string[] {
  return UNLISTED_PAGES.filter((page) => page.robots).map((page) => page.pattern.replace(/\*\*$/, '').replace(/\*+/g, '*'));
}
