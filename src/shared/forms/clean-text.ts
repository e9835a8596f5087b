/**
 * Text as a visitor's browser may send it, made into text the lead database stores. PostgreSQL (and
 * PGlite) refuse NUL in text and `\u0000` or an unpaired surrogate escape in jsonb: one such character
 * in a field, or in the attribution cookie a link can set for half a year, used to make every lead of
 * that browser fail. The form schemas (schemas.ts) run every string through these before any length
 * check, in the browser and on the server alike, and the lead service cleans the attribution cookie
 * with them.
 *
 * - Unpaired UTF-16 surrogates become U+FFFD, as a UTF-8 encoder would make them.
 * - C0 controls, DEL and C1 controls carry no meaning in a form and go; in a multi-line field (a
 *   textarea) tabs stay and every line break becomes `\n`, elsewhere tabs and line breaks become a space.
 * - NFC, not NFKC: NFKC would rewrite the full-width letters and digits Chinese visitors type.
 * Bidirectional controls (U+202A-U+202E, U+2066-U+2069) are kept: right-to-left text needs them, and
 * the lead tools escape them when they print.
 */

const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085]/g;
// Everything C0, DEL and C1, but the tab and the line feed (a multi-line field keeps them).
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROLS_BUT_TAB_AND_LF = /[\0-\x08\x0B-\x1F\x7F-\x9F]/g;
// eslint-disable-next-line no-control-regex -- as above
const NEEDS_WORK = /[\0-\x1F\x7F-\x9F\uD800-\uDFFF]/;

const wellFormed = (text: string) => text.replace(SURROGATES, (pair) => (pair.length === 2 ? pair : '\uFFFD'));

function clean(text: string, lineBreak: string, tab: string): string {
  const kept = NEEDS_WORK.test(text)
    ? wellFormed(text).replace(LINE_BREAKS, lineBreak).replace(/\t/g, tab).replace(CONTROLS_BUT_TAB_AND_LF, '')
    : text;
  return kept.normalize('NFC');
}

/** A single-line field's text (an input, a select's value, a cookie's value). */
export const cleanLine = (text: string): string => clean(text, ' ', ' ');

/** A multi-line field's text (a textarea): its line breaks and tabs kept. */
export const cleanLines = (text: string): string => clean(text, '\n', '\t');

/** The first `max` UTF-16 units of a text, less a surrogate that the cut would leave unpaired. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
