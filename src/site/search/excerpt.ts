/**
 * Pagefind's excerpts are HTML: the page text with its special characters escaped and the matched words
 * wrapped in <mark>. They are split here into plain text and marked text, so they render as React text
 * (never as HTML): anything other than an exact <mark> or </mark> stays literal text.
 */

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** The named entities an HTML escaper emits; anything else is left as written. */
const NAMED: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
]);

function fromCodePoint(code: number): string | null {
  // NUL, surrogates and values past Unicode are not characters; leave such a reference alone.
  if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
  return String.fromCodePoint(code);
}

/** Decodes character references once: `&amp;lt;` becomes the text `&lt;`, not `<`. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/g, (reference, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      return fromCodePoint(parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10)) ?? reference;
    }
    return NAMED.get(body) ?? reference;
  });
}

/** Splits an excerpt into runs of plain and marked text; adjacent runs of the same kind are joined. */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of html.split(/(<mark>|<\/mark>)/)) {
    if (piece === '<mark>' || piece === '</mark>') {
      marked = piece === '<mark>';
      continue;
    }
    if (piece === '') continue;
    const text = decodeEntities(piece);
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  }
  return parts;
}
