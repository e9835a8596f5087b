import React, { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { navigate } from 'gatsby';
import { t } from '../../../shared/i18n/use-translate';
import { PAGE_TYPE_LABEL } from '../../../shared/search/page-type';
import { warmSearch, type SearchResult } from '../../search/pagefind';
import { resultCountText, searchPageUrl, useSiteSearch } from '../../search/use-site-search';
import { SiteLink } from '../navigation/SiteLink';
import { QUERY_FIELD } from './query-field';
import { Excerpt } from './Excerpt';

export { warmSearch };

const LIMIT = 8;
const MIN_LENGTH = 2;
const DEBOUNCE_MS = 150;
const NO_RESULTS: SearchResult[] = [];

interface SearchBoxProps {
  open: boolean;
  /** Changes on every opening of the panel, which moves focus into the field. */
  focusKey: number;
  /** What was typed while the box loaded (SearchPanel's DraftField); read once, when the box mounts. */
  initialQuery: string;
  onClose: (returnFocus: boolean) => void;
}

/** What the search has found for the query, and the text of the live status below the field. */
function useSearchResults(query: string) {
  const state = useSiteSearch(query, { limit: LIMIT, debounceMs: DEBOUNCE_MS, minLength: MIN_LENGTH });
  // While the next answer loads, the last one stays on screen rather than flashing empty.
  const shown = state.status === 'done' ? state : state.status === 'loading' ? state.previous : null;
  const results = shown?.results ?? NO_RESULTS;

  let status: string;
  if (state.status === 'idle') status = t('Type at least two characters.');
  else if (state.status === 'error') status = t('Search is not available right now. Please try again later.');
  else if (state.status === 'loading') status = t('Searching…');
  else status = resultCountText(state.total, state.query);

  return { shown, results, status };
}

/** The result the arrow keys have made active, by index; -1 for none. */
function useActiveResult(results: SearchResult[]) {
  const [active, setActive] = useState(-1);
  // New results start with none active.
  const [activeFor, setActiveFor] = useState(results);
  if (activeFor !== results) {
    setActiveFor(results);
    setActive(-1);
  }
  return [active, setActive] as const;
}

/** The ref of the field, which takes focus on every opening of the panel, with the caret after what is there. */
function useFieldFocus(open: boolean, focusKey: number) {
  const inputRef = useRef<HTMLInputElement>(null);
  // A layout effect: the box replaces the field that had focus, and a key pressed before a later effect
  // would land on the page.
  useLayoutEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open, focusKey]);

  useLayoutEffect(() => {
    const input = inputRef.current;
    // Typing goes on after what was typed while the box loaded.
    if (input && document.activeElement === input) input.setSelectionRange(input.value.length, input.value.length);
  }, []);
  return inputRef;
}

interface ResultListProps {
  id: string;
  open: boolean;
  results: SearchResult[];
  active: number;
  optionId: (index: number) => string;
  onPick: (result: SearchResult) => void;
}

/** The results as the combobox's listbox, each with its title, page type and excerpt. */
function ResultList({ id, open, results, active, optionId, onPick }: ResultListProps) {
  return (
    <ul id={id} role="listbox" aria-label={t('Search results')} className="site-search__results" hidden={!open}>
      {results.map((result, index) => (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard picks options from the search field (aria-activedescendant)
        <li
          key={result.url}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          aria-labelledby={`${optionId(index)}-title`}
          aria-describedby={`${optionId(index)}-type ${optionId(index)}-excerpt`}
          className="site-search__result"
          // Keeps focus in the field, so the click is not also a blur that closes the panel.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(result)}
        >
          <span id={`${optionId(index)}-title`} className="site-search__title">
            {result.title}
          </span>
          <span id={`${optionId(index)}-type`} className="site-search__type">
            {t(PAGE_TYPE_LABEL[result.pageType])}
          </span>
          <span id={`${optionId(index)}-excerpt`} className="site-search__excerpt">
            <Excerpt html={result.excerptHtml} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header panel's field and results, as an ARIA combobox with a listbox: focus stays in the field,
 * ArrowDown and ArrowUp move the active result (aria-activedescendant), Enter opens it, or the search
 * page when none is active. Loaded on first use (see SearchPanel).
 */
export default function SearchBox({ open, focusKey, initialQuery, onClose }: SearchBoxProps) {
  const [query, setQuery] = useState(initialQuery);
  const inputRef = useFieldFocus(open, focusKey);
  const id = useId();
  const ids = { input: `${id}input`, list: `${id}list`, status: `${id}status` };
  const optionId = (index: number) => `${id}option-${index}`;

  const { shown, results, status } = useSearchResults(query);
  const [active, setActive] = useActiveResult(results);

  // The box mounts when the panel first opens: the index loads while the visitor types.
  useEffect(() => warmSearch(), []);

  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const go = (to: string) => {
    onClose(false);
    void navigate(to);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm a Chinese input method's candidate are not ours.
    if (event.nativeEvent.isComposing) return;
    const count = results.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
    } else if (event.key === 'Enter') {
      const chosen = results[active];
      if (chosen) {
        event.preventDefault();
        go(chosen.url);
      }
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    go(searchPageUrl(query));
  };

  const listOpen = open && results.length > 0;
  const activeResult = results[active];

  return (
    <form
      role="search"
      action="/search/"
      method="get"
      className="site-search__form"
      aria-label={t('Search the website')}
      onSubmit={onSubmit}
    >
      <div className="site-search__field">
        <label htmlFor={ids.input} className="visually-hidden">
          {t('Search the website')}
        </label>
        <input
          ref={inputRef}
          id={ids.input}
          {...QUERY_FIELD}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listOpen}
          aria-controls={ids.list}
          aria-activedescendant={activeResult ? optionId(active) : undefined}
          aria-describedby={ids.status}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="site-search__close" onClick={() => onClose(true)}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('Close search')}</span>
        </button>
      </div>
      <p id={ids.status} className="site-search__status" role="status">
        {status}
      </p>
      <ResultList id={ids.list} open={listOpen} results={results} active={active} optionId={optionId} onPick={(result) => go(result.url)} />
      {shown && shown.total > 0 ? (
        <p className="site-search__all">
          <SiteLink to={searchPageUrl(shown.query)} onClick={() => onClose(false)}>
            {t('See all results')}
          </SiteLink>
        </p>
      ) : null}
    </form>
  );
}
