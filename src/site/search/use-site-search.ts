import { useEffect, useState } from 'react';
import { t } from '../../shared/i18n/use-translate';
import { preloadSearch, searchSite, type SearchResult } from './pagefind';

export type SiteSearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string; previous: { query: string; total: number; results: SearchResult[] } | null }
  | { status: 'done'; query: string; total: number; results: SearchResult[] }
  | { status: 'error'; query: string };

const IDLE: SiteSearchState = { status: 'idle' };

interface Options {
  limit: number;
  /** Wait this long after the last change before searching (typing); 0 searches at once. */
  debounceMs?: number;
  /** Shorter queries are not searched. */
  minLength?: number;
}

/**
 * Searches for `query` whenever it changes; an answer that arrives after the query has changed again is
 * dropped, so results never belong to an older query than the one shown.
 */
export function useSiteSearch(query: string, { limit, debounceMs = 0, minLength = 1 }: Options): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>(IDLE);
  const trimmed = query.trim();
  const searchable = trimmed.length >= minLength;

  // A query too short to search clears the results, so the next search has none to keep showing.
  if (!searchable && state.status !== 'idle') setState(IDLE);

  useEffect(() => {
    if (!searchable) return;
    let current = true;
    // The debounce waits for a pause in typing; the chunks the query needs need not wait for it.
    if (debounceMs > 0) preloadSearch(trimmed);
    const timer = window.setTimeout(() => {
      setState((before) => ({
        status: 'loading',
        query: trimmed,
        previous:
          before.status === 'done'
            ? { query: before.query, total: before.total, results: before.results }
            : before.status === 'loading'
              ? before.previous
              : null,
      }));
      searchSite(trimmed, limit).then(
        (found) => {
          if (current) setState({ status: 'done', query: trimmed, ...found });
        },
        () => {
          if (current) setState({ status: 'error', query: trimmed });
        },
      );
    }, debounceMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [trimmed, searchable, limit, debounceMs]);

  return state;
}

/** "12 results for “isf”", for the live status of the panel and the search page. */
export function resultCountText(total: number, query: string): string {
  if (total === 0) return t('No results for “{{query}}”.', { query });
  if (total === 1) return t('1 result for “{{query}}”', { query });
  return t('{{count}} results for “{{query}}”', { count: total, query });
}

/** The search page showing all results for `query`. */
export function searchPageUrl(query: string): string {
  const q = query.trim();
  return q ? `/search/?q=${encodeURIComponent(q)}` : '/search/';
}
