import React from 'react';
import { t } from '../../../shared/i18n/use-translate';

interface SearchFormProps {
  /** The input's id, unique on the page. */
  inputId: string;
  /** The query shown in the field, for a form whose page tracks it; the field is left to itself without it. */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** Handles the submission in the page (the search page updates its URL); without it the browser submits to /search/. */
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  hint?: string;
}

/** The site search form, which submits to the search page. */
export function SearchForm({ inputId, query, onQueryChange, onSubmit, hint }: SearchFormProps) {
  return (
    <form role="search" action="/search/" method="get" className="search-form" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={inputId}>{t('Search for')}</label>
        <input id={inputId} type="search" name="q" value={query} onChange={onQueryChange ? (event) => onQueryChange(event.target.value) : undefined} autoComplete="off" />
        {hint ? <span className="field__hint">{hint}</span> : null}
      </div>
      <button type="submit" className="button">
        {t('Search')}
      </button>
    </form>
  );
}
