import { HAN } from '../../../shared/hs/page-text';

/**
 * Suggestions for the duty estimator's HS code field, from /data/hs-index.json (written by the build:
 * every chapter, heading and subheading with its name and page, and its English text on a site whose names
 * are in another language).
 *
 * Only 6-digit subheadings are offered, because a duty estimate needs at least six digits: a chapter
 * or heading picked from the list would only be refused by the form. A query of digits matches codes
 * that start with it (or, for a longer HTSUS number, the subheading it starts with); a query of words
 * matches names (or English texts) that contain a word starting with each of them; Chinese, written without
 * spaces, matches a name that holds each of its runs of Han characters.
 */

export interface HsIndexEntry {
  code: string;
  /** The name in the site's language. */
  name: string;
  /** The nomenclature's English text, where `name` is in another language. */
  english?: string;
  /** The code's page on this site. */
  path: string;
}

export interface PreparedHsEntry extends HsIndexEntry {
  /** The words of the name and the English text in lower case, computed once rather than on every keystroke. */
  words: string[];
  /** The first word of the name and of the English text: a match that starts with the query comes first. */
  leadWords: string[];
}

/** Suggestions start at this many characters: one digit or letter matches far too much to be useful (one Chinese character is a word, 马). */
export const MIN_QUERY_LENGTH = 2;
export const MAX_SUGGESTIONS = 8;

/** Runs of Han characters: Chinese has no spaces between words, so a run is matched within a name. */
const HAN_RUN = new RegExp(`${HAN.source}+`, 'g');

function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

function isEntry(item: unknown): item is HsIndexEntry {
  if (typeof item !== 'object' || item === null) return false;
  const { code, name, english, path } = item as Partial<Record<keyof HsIndexEntry, unknown>>;
  return (
    typeof code === 'string' &&
    typeof name === 'string' &&
    typeof path === 'string' &&
    (english === undefined || typeof english === 'string')
  );
}

/** The usable entries of a fetched hs-index.json, in code order; anything malformed in the file is skipped. */
export function prepareHsIndex(data: unknown): PreparedHsEntry[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter(isEntry)
    .filter((entry) => /^\d{6}$/.test(entry.code) && entry.name.trim() !== '')
    .map((entry) => ({
      ...entry,
      words: wordsOf(`${entry.name} ${entry.english ?? ''}`),
      leadWords: [wordsOf(entry.name)[0], wordsOf(entry.english ?? '')[0]].filter((word) => word !== undefined),
    }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** The suggestions for what the visitor has typed so far; none below MIN_QUERY_LENGTH characters. */
export function suggestHsCodes(index: readonly PreparedHsEntry[], query: string, limit = MAX_SUGGESTIONS): PreparedHsEntry[] {
  const text = query.trim();
  if (text.length < MIN_QUERY_LENGTH && !HAN.test(text)) return [];
  const digits = text.replace(/[.\s]/g, '');
  if (/^\d+$/.test(digits)) {
    return index.filter((entry) => (digits.length <= 6 ? entry.code.startsWith(digits) : digits.startsWith(entry.code))).slice(0, limit);
  }
  const han = text.match(HAN_RUN) ?? [];
  const terms = wordsOf(text.replace(HAN_RUN, ' '));
  if (han.length === 0 && terms.length === 0) return [];
  const matches = index.filter(
    (entry) => han.every((run) => entry.name.includes(run)) && terms.every((term) => entry.words.some((word) => word.startsWith(term))),
  );
  // "coffee" should list "Coffee; roasted..." before "Extracts, essences and concentrates of coffee", 咖啡 list 咖啡 before 咖啡因.
  const first = han[0] ?? terms[0] ?? '';
  const leads = (entry: PreparedHsEntry) =>
    han.length > 0 ? entry.name.startsWith(first) : entry.leadWords.some((word) => word.startsWith(first));
  return [...matches.filter(leads), ...matches.filter((entry) => !leads(entry))].slice(0, limit);
}

/** The 6-digit subheading of a complete HS or HTSUS code (6, 8 or 10 digits, dots and spaces ignored); null while it is incomplete. */
export function hsSubheading(typed: string): string | null {
  const digits = typed.replace(/[.\s]/g, '');
  return /^\d{6}(?:\d{2}){0,2}$/.test(digits) ? digits.slice(0, 6) : null;
}

/** The index entry of the subheading a typed code belongs to, for showing its name; undefined when there is none. */
export function findHsEntry(index: readonly PreparedHsEntry[], typed: string): PreparedHsEntry | undefined {
  const code = hsSubheading(typed);
  return code === null ? undefined : index.find((entry) => entry.code === code);
}
