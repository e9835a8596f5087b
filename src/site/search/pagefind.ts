/**
 * Site search through Pagefind (https://pagefind.app). The build writes one index per section after
 * `gatsby build` (src/pipeline/search-index.ts), the first with its script at /pagefind/, so the script is not
 * part of the bundle: it is imported from its URL the first time someone searches, merges the other
 * sections' indexes, and is kept.
 */
import { isInternalLink, normalizePath } from '../../shared/routing/paths';
import { decodeEntities } from './excerpt';
import { isPageType, isSearchResultPath, type PageType } from '../../shared/search/page-type';
import { SECTIONS_IN_BROWSER } from '../runtime/sections';

export { PAGE_TYPE_LABEL, type PageType } from '../../shared/search/page-type';

/** The parts of Pagefind's browser API the site uses, as documented at pagefind.app/docs/api. */
export interface PagefindFragment {
  /** The page's URL as indexed, e.g. `/glossary/air-waybill/`. */
  url: string;
  /** Matched words wrapped in <mark>, the rest HTML-escaped text. */
  excerpt: string;
  /** `title` is the page's first <h1>, as HTML text (`&amp;` for &). */
  meta: Readonly<Partial<Record<string, string>>>;
  sub_results?: ReadonlyArray<{ title: string; url: string; excerpt: string }>;
}

export interface PagefindResult {
  id: string;
  /** Loads the result's data; each call fetches a fragment, so only the results shown are loaded. */
  data: () => Promise<PagefindFragment>;
}

export interface PagefindResponse {
  results: ReadonlyArray<PagefindResult>;
}

export interface PagefindOptions {
  /** Words in an excerpt (Pagefind's default is 30, too long for the header panel). */
  excerptLength?: number;
}

export interface PagefindModule {
  options: (options: PagefindOptions) => Promise<void>;
  init: () => Promise<void>;
  /** Adds another index to the searches, e.g. `/pagefind-glossary/`. */
  mergeIndex: (url: string, options?: PagefindOptions) => Promise<void>;
  /** Resolves to null when a newer search has replaced this one. */
  search: (query: string) => Promise<PagefindResponse | null>;
  /** Fetches the index chunks a search for `query` will need, without searching. */
  preload: (query: string) => Promise<void>;
}

const [primary, ...merged] = SECTIONS_IN_BROWSER.searchDirs;
export const PAGEFIND_URL = `/${primary ?? 'pagefind'}/pagefind.js`;
/** The other sections' indexes, searched with the first (src/shared/search/sections.ts). */
export const MERGED_INDEXES = merged.map((dir) => `/${dir}/`);
const OPTIONS: PagefindOptions = { excerptLength: 24 };

function isPagefindModule(value: unknown): value is PagefindModule {
  if (typeof value !== 'object' || value === null) return false;
  return ['options', 'init', 'mergeIndex', 'search', 'preload'].every(
    (name) => typeof (value as Record<string, unknown>)[name] === 'function',
  );
}

export type ModuleImporter = (url: string) => Promise<unknown>;

// The bundler must leave this import alone: the file exists only on the built site, next to its index.
const importFromUrl: ModuleImporter = (url) => import(/* webpackIgnore: true */ url);

/**
 * A loader that imports Pagefind once and hands every caller the same module; a failed load (offline,
 * or a site built without the index) is forgotten, so the next search tries again.
 */
export function pagefindLoader(
  importModule: ModuleImporter = importFromUrl,
  url: string = PAGEFIND_URL,
  indexes: ReadonlyArray<string> = MERGED_INDEXES,
): () => Promise<PagefindModule> {
  let loading: Promise<PagefindModule> | null = null;
  return () => {
    if (!loading) {
      loading = (async () => {
        const loaded = await importModule(url);
        if (!isPagefindModule(loaded)) throw new Error(`${url} does not export Pagefind's search API`);
        await loaded.options(OPTIONS);
        await loaded.init();
        // Each merge is a few round trips for its index's entry and metadata: together they cost the slowest one.
        await Promise.all(indexes.map((index) => loaded.mergeIndex(index, OPTIONS)));
        return loaded;
      })();
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
}

export const loadPagefind = pagefindLoader();

/**
 * Starts loading Pagefind and its indexes without waiting: called when the search panel opens, so the loading
 * (4x CPU slowdown: about 2 s of a first search's 3 s) runs while the visitor types. A failure is forgotten by
 * the loader, and the first search tries again and says so.
 */
export function warmSearch(load: () => Promise<PagefindModule> = loadPagefind): void {
  load().catch(() => undefined);
}

/**
 * Fetches the index chunks of what has been typed so far, when Pagefind is ready: the search that follows the
 * pause in typing then finds them loaded.
 */
export function preloadSearch(query: string, load: () => Promise<PagefindModule> = loadPagefind): void {
  load()
    .then((pagefind) => pagefind.preload(query))
    .catch(() => undefined);
}

export interface SearchResult {
  /** The page's path with its trailing slash, ready for navigate() or a link. */
  url: string;
  title: string;
  /** Pagefind's excerpt: render it with <Excerpt>, never as HTML. */
  excerptHtml: string;
  pageType: PageType;
}

export interface SearchResults {
  /** How many pages match; pages that are no result (see isSearchResultPath) are left out as they are met. */
  total: number;
  /** The best `limit` of them, in Pagefind's order. */
  results: SearchResult[];
}

/** A result URL as a site path: `index.html` and `.html` dropped, trailing slash kept; null if not a path of this site. */
export function resultPath(url: string): string | null {
  const pathname = url.replace(/[?#].*$/, '');
  // Browsers read a backslash as a slash, so `/\host` would leave the site.
  // eslint-disable-next-line no-control-regex -- control characters are what this guards against
  if (!isInternalLink(pathname) || /[\\\u0000-\u001f]/.test(pathname)) return null;
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html')) return `${pathname.slice(0, -'.html'.length)}/`;
  return normalizePath(pathname);
}

/** A fragment as the site shows it, or null for a page that is no search result. */
export function toSearchResult(fragment: PagefindFragment): SearchResult | null {
  const url = resultPath(fragment.url);
  if (url === null || !isSearchResultPath(url)) return null;
  // Pagefind keeps the page's text as it was in the HTML, character references included.
  const title = decodeEntities(fragment.meta.title ?? '').trim();
  return {
    url,
    title: title ? title : url,
    excerptHtml: fragment.excerpt,
    pageType: isPageType(fragment.meta.type) ? fragment.meta.type : 'page',
  };
}

/** Searches the site and loads the data of the first `limit` results. */
export async function searchSite(query: string, limit: number, load: () => Promise<PagefindModule> = loadPagefind): Promise<SearchResults> {
  const pagefind = await load();
  const response = await pagefind.search(query);
  const all = response?.results ?? [];
  const results: SearchResult[] = [];
  let skipped = 0;
  for (let at = 0; at < all.length && results.length < limit; at += limit) {
    const fragments = await Promise.all(all.slice(at, at + limit).map((result) => result.data()));
    for (const fragment of fragments) {
      const result = toSearchResult(fragment);
      if (result === null) skipped += 1;
      else if (results.length < limit) results.push(result);
    }
  }
  return { total: all.length - skipped, results };
}
