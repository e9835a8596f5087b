/**
 * Text the lead tools print to an operator's terminal. What they print holds what visitors sent (and what
 * the operator typed): a stored value may carry an escape sequence (ESC ] 0 ; … BEL retitles the terminal,
 * ESC [ 2 K erases the line), any other C0 or C1 control, or a bidirectional override or isolate that
 * reorders what the line shows. Each becomes a visible escape (`\x1b`, `\u202e`): the terminal is given
 * only text to display.
 */

// C0 controls, DEL, C1 controls, and the bidirectional embeddings, overrides (U+202A-U+202E) and isolates (U+2066-U+2069).
// eslint-disable-next-line no-control-regex -- control characters are what this escapes
const UNSAFE = /[\0-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069]/g;

const escape = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/** One line for the terminal: every control escaped, line breaks included. */
export const terminalText = (text: string): string => text.replace(UNSAFE, escape);

/** Several lines for the terminal (a CSV export shown there): each line escaped, the breaks between them kept. */
export const terminalLines = (text: string): string => text.split(/\r?\n/).map(terminalText).join('\n');
