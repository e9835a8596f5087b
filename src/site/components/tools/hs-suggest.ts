/**
 * Suggestions for the duty estimator's HS code field, from /data/hs-index.json (written by the build:
 * every chapter, heading and subheading with its description and page).
 *
 * Only 6-digit subheadings are offered, because a duty estimate needs at least six digits: a chapter
 * or heading picked from the list would only be refused by the form. A query of digits matches codes
 * that start with it (or, for a longer HTSUS number, the subheading it starts with); a query of words
 * matches descriptions that contain a word starting with each of them.
 */

export interface HsIndexEntry {
  code: string;
  description: string;
  /** The code's page on this site. */
  path: string;
}

export interface PreparedHsEntry extends HsIndexEntry {
  /** The description's words in lower case, computed once rather than on every keystroke. */
  words: string[];
}

/** Suggestions start at this many characters: one digit or letter matches far too much to be useful. */
export const MIN_QUERY_LENGTH = 2;
export const MAX_SUGGESTIONS = 8;

function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

function isEntry(item: unknown): item is HsIndexEntry {
  if (typeof item !== 'object' || item === null) return false;
  const { code, description, path } = item as Partial<Record<keyof HsIndexEntry, unknown>>;
  return typeof code === 'string' && typeof description === 'string' && typeof path === 'string';
}

/** The usable entries of a fetched hs-index.json, in code order; anything malformed in the file is skipped. */
export function prepareHsIndex(data: unknown): PreparedHsEntry[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter(isEntry)
    .filter((entry) => /^\d{6}$/.test(entry.code) && entry.description.trim() !== '')
    .map(({ code, description, path }) => ({ code, description, path, words: wordsOf(description) }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** The suggestions for what the visitor has typed so far; none below MIN_QUERY_LENGTH characters. */
export function suggestHsCodes(index: readonly PreparedHsEntry[], query: string, limit = MAX_SUGGESTIONS): PreparedHsEntry[] {
  const text = query.trim();
  if (text.length < MIN_QUERY_LENGTH) return [];
  const digits = text.replace(/[.\s]/g, '');
  if (/^\d+$/.test(digits)) {
    return index.filter((entry) => (digits.length <= 6 ? entry.code.startsWith(digits) : digits.startsWith(entry.code))).slice(0, limit);
  }
  const terms = wordsOf(text);
  const first = terms[0];
  if (first === undefined) return [];
  const matches = index.filter((entry) => terms.every((term) => entry.words.some((word) => word.startsWith(term))));
  // "coffee" should list "Coffee; roasted..." before "Extracts, essences and concentrates of coffee".
  const leading = matches.filter((entry) => entry.words[0]?.startsWith(first));
  const others = matches.filter((entry) => !entry.words[0]?.startsWith(first));
  return [...leading, ...others].slice(0, limit);
}

/** The 6-digit subheading of a complete HS or HTSUS code (6, 8 or 10 digits, dots and spaces ignored); null while it is incomplete. */
export function hsSubheading(typed: string): string | null {
  const digits = typed.replace(/[.\s]/g, '');
  return /^\d{6}(?:\d{2}){0,2}$/.test(digits) ? digits.slice(0, 6) : null;
}

/** The index entry of the subheading a typed code belongs to, for showing its description; undefined when there is none. */
export function findHsEntry(index: readonly PreparedHsEntry[], typed: string): PreparedHsEntry | undefined {
  const code = hsSubheading(typed);
  return code === null ? undefined : index.find((entry) => entry.code === code);
}
