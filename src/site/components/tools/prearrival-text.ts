/**
 * The PAPS/PARS checker's problems and changes in the site's language. src/shared/tools/paps-pars.ts writes
 * them as English sentences with values in them (the system, characters, lengths, what was typed); each
 * sentence it can write is a template in the site-wide dictionary, with {{name}} where a value goes.
 * A sentence is matched against the templates, its values taken out, and the template translated with
 * them. On the en-US site this gives back the module's own sentence (tests/unit/prearrival-text.test.ts
 * checks every branch of the module), so the two cannot drift apart silently.
 */
import type { Locale } from '../../../shared/i18n/locales';
import { SITE_LOCALE } from '../../../shared/i18n/use-translate';
import checkerCatalogue from '../../../../locales/zh-CN/components/tools/PreArrivalChecker.json';
import { pageTranslator, type CatalogueKey } from '../../../shared/i18n/page-translator';

/**
 * The checker's text lives in its own catalogue, not the site-wide dictionary: only the PAPS and PARS
 * pages load it (and en-US bundles ship it empty, see src/pipeline/webpack.ts).
 */
type CheckerKey = CatalogueKey<typeof checkerCatalogue>;
const translators = { 'en-US': pageTranslator(checkerCatalogue, 'en-US'), 'zh-CN': pageTranslator(checkerCatalogue, 'zh-CN') };

/** The checker's own text in the site's language (or `locale`). */
export function checkerText(key: CheckerKey, vars?: Record<string, string | number>, locale: Locale = SITE_LOCALE): string {
  return translators[locale](key, vars);
}

export const PREARRIVAL_TEMPLATES: readonly CheckerKey[] = [
  'Enter the {{system}} number printed on the barcode label.',
  'Spaces and hyphens were removed: a {{system}} number is filed without them.',
  'Spaces were removed: a {{system}} number is filed without them.',
  'Hyphens were removed: a {{system}} number is filed without them.',
  'Small letters were changed to capitals.',
  'It contains a character a {{system}} number cannot have: {{characters}}. Use only {{allowed}}.',
  'It contains characters a {{system}} number cannot have: {{characters}}. Use only {{allowed}}.',
  'It is too long: a {{system}} number has at most {{max}} characters (the SCAC and up to {{more}} more), and this one has {{length}}.',
  'It is too long: a {{system}} number has at most {{max}} characters (the carrier code and up to {{more}} more), and this one has {{length}}.',
  'The SCAC you gave, {{given}}, is not a SCAC: it must be 2 to 4 letters.',
  'The carrier code you gave, {{given}}, is not a CBSA carrier code: it must be 4 letters, digits or hyphens.',
  "The number must start with the carrier's SCAC {{code}}, but it starts with {{start}}.",
  'The number must start with the carrier code {{code}}, but it starts with {{start}}.',
  "A PAPS number starts with the carrier's SCAC, 2 to 4 letters (usually 4), but this one starts with {{start}}. Check that the carrier code has not been left off.",
  "It is too short: after the carrier's SCAC must come the carrier's shipment number, such as its PRO number.",
  "It is too short: a PARS number is the carrier's 4-character CBSA carrier code followed by the shipment number.",
  "It is too short: a PARS number is the carrier's 4-character CBSA carrier code followed by the shipment number, and this one has only {{count}} character.",
  "It is too short: a PARS number is the carrier's 4-character CBSA carrier code followed by the shipment number, and this one has only {{count}} characters.",
];

/** Phrases the module puts into a sentence that need translating themselves. */
const PHRASES: Readonly<Record<string, CheckerKey>> = {
  'the letters A to Z and the digits 0 to 9': 'the letters A to Z and the digits 0 to 9',
  'the letters A to Z, the digits 0 to 9 and hyphens': 'the letters A to Z, the digits 0 to 9 and hyphens',
};

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = PREARRIVAL_TEMPLATES.map((key) => {
  const names: string[] = [];
  const source = key
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (name === undefined) return escape(part);
      names.push(name);
      return '([\\s\\S]*?)';
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/** The dictionary template a module sentence was written from, with its values (in `locale`); null for a sentence it does not know. */
export function matchPreArrivalText(
  sentence: string,
  locale: Locale = SITE_LOCALE,
): { key: CheckerKey; vars: Record<string, string> } | null {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const vars: Record<string, string> = {};
    names.forEach((name, at) => {
      const value = match[at + 1] ?? '';
      const phrase = PHRASES[value];
      vars[name] = phrase ? checkerText(phrase, undefined, locale) : value;
    });
    return { key, vars };
  }
  return null;
}

/** A problem or change from the PAPS/PARS check, in the site's language; a sentence no template knows is shown as written. */
export function preArrivalText(sentence: string, locale: Locale = SITE_LOCALE): string {
  const match = matchPreArrivalText(sentence, locale);
  return match ? checkerText(match.key, match.vars, locale) : sentence;
}
