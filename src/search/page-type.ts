/**
 * What kind of page a search result is, told from its path alone: Pagefind returns URLs, not content
 * types, and the paths follow the routing table (src/routing/sections.ts) and the kinds' own prefixes.
 */
import type { DictionaryKey } from '../i18n/dictionary';
import { matchablePath } from '../routing/paths';
import { SECTIONS } from '../routing/sections';

export type PageType =
  | 'service'
  | 'blog-post'
  | 'blog'
  | 'help-article'
  | 'help-topic'
  | 'glossary-term'
  | 'hs-code'
  | 'research'
  | 'market-update'
  | 'customer-story'
  | 'event'
  | 'webinar'
  | 'eguide'
  | 'job'
  | 'careers'
  | 'vessel'
  | 'page';

/** The label shown beside a result, through t(). */
export const PAGE_TYPE_LABEL: Readonly<Record<PageType, DictionaryKey>> = {
  service: 'Service',
  'blog-post': 'Blog post',
  blog: 'Blog',
  'help-article': 'Help article',
  'help-topic': 'Help topic',
  'glossary-term': 'Glossary term',
  'hs-code': 'HS code',
  research: 'Research',
  'market-update': 'Market update',
  'customer-story': 'Customer story',
  event: 'Event',
  webinar: 'Webinar',
  eguide: 'E-guide',
  job: 'Job opening',
  careers: 'Careers',
  vessel: 'Vessel',
  page: 'Page',
};

/**
 * Items strictly below a prefix have the type; the first match wins, so narrower prefixes come first
 * (capital posts live under /products/capital, help categories under /help). A section's own landing
 * page (/blog/, /glossary/) is not below its prefix and counts as a plain page.
 */
const RULES: ReadonlyArray<readonly [prefix: string, type: PageType]> = [
  ['/data/hs-code', 'hs-code'],
  [SECTIONS.capital.path, 'blog-post'],
  ['/products', 'service'],
  ['/help/category', 'help-topic'],
  [SECTIONS['help articles'].path, 'help-article'],
  ['/blog/author', 'blog'],
  ['/blog/category', 'blog'],
  [SECTIONS.blog.path, 'blog-post'],
  [SECTIONS['glossary terms'].path, 'glossary-term'],
  [SECTIONS.research.path, 'research'],
  [SECTIONS['market update'].path, 'market-update'],
  [SECTIONS['case-study'].path, 'customer-story'],
  [SECTIONS.events.path, 'event'],
  [SECTIONS.webinars.path, 'webinar'],
  ['/eguides', 'eguide'],
  ['/careers/jobs', 'job'],
  ['/careers/teams', 'careers'],
  ['/careers/locations', 'careers'],
  ['/earth/vessel', 'vessel'],
];

/** The type of the page at `path` (with or without trailing slash, query or hash). */
export function pageTypeOf(path: string): PageType {
  const page = matchablePath(path).toLowerCase();
  for (const [prefix, type] of RULES) {
    if (page.startsWith(`${prefix.toLowerCase()}/`)) return type;
  }
  return 'page';
}

/**
 * Pages that are in the index but are no answer to a search: old help short links (they only forward
 * to the article, whose title they repeat), the error and offline pages, and the search page itself.
 */
const NOT_RESULTS = ['/help/articles', '/404', '/500', '/offline-plugin-app-shell-fallback', '/search'];

export function isSearchResultPath(path: string): boolean {
  const page = matchablePath(path)
    .replace(/\.html$/, '')
    .toLowerCase();
  return !NOT_RESULTS.some((prefix) => page === prefix || page.startsWith(`${prefix}/`));
}
