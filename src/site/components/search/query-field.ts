import type { InputHTMLAttributes } from 'react';

/** The header's query field, the same whether the search box has loaded or not (SearchPanel's DraftField). */
export const QUERY_FIELD = {
  name: 'q',
  type: 'text',
  autoComplete: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
  enterKeyHint: 'search',
} as const satisfies InputHTMLAttributes<HTMLInputElement>;
