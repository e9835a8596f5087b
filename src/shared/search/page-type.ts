/**
 * What kind of page a search result is. Each page says it in its Pagefind metadata (`type`), set from its
 * kind in the registry (src/shared/content/kinds.ts) when the build creates it; pages of src/pages are plain pages.
 */
import type { DictionaryKey } from '../i18n/dictionary';
import { matchablePath } from '../routing/paths';
import { isSearchable } from '../routing/unlisted';

/** The label shown beside a result, through t(); its keys are the page types. */
export const PAGE_TYPE_LABEL = {
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
  news: 'Newsroom',
  page: 'Page',
} as const satisfies Readonly<Record<string, DictionaryKey>>;

export type PageType = keyof typeof PAGE_TYPE_LABEL;

export function isPageType(value: unknown): value is PageType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(PAGE_TYPE_LABEL, value);
}

/** The label of a page type (a content node's `pageType`, a search result's `type`); 'Page' for any other value. */
export function pageTypeLabel(value: unknown): DictionaryKey {
  return PAGE_TYPE_LABEL[isPageType(value) ? value : 'page'];
}

/**
 * Whether a page the index returns may be shown as a result: not one of the pages kept out of the search
 * (src/shared/routing/unlisted.ts), should an index built by other rules still hold it.
 */
export function isSearchResultPath(path: string): boolean {
  return isSearchable(matchablePath(path));
}
