import { buildLocale } from './locales';
import { translate, type DictionaryKey } from './dictionary';

/**
 * The locale of this regional build; fixed at build time, so the same on server and client. The bundler
 * replaces only the literal `process.env.GATSBY_SITE_LOCALE` expression, so it is read here by name.
 */
export const SITE_LOCALE = buildLocale({ GATSBY_SITE_LOCALE: process.env.GATSBY_SITE_LOCALE });

/** Translates UI text into this build's locale. */
export function t(key: DictionaryKey, vars?: Record<string, string | number>): string {
  return translate(key, SITE_LOCALE, vars);
}
