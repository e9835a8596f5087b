/**
 * The site-wide dictionary: UI text is keyed by its English wording; the zh-CN translation is optional
 * and falls back to English. `{{year}}` (and any `{{name}}` given in `vars`) is replaced.
 */
import zhCNCatalogue from '../../../locales/zh-CN.json';
import type { Locale } from './locales';

export type DictionaryKey = keyof typeof zhCNCatalogue;
type Dictionary = Record<DictionaryKey, string | null>;

/**
 * The English site needs no dictionary: its bundles get an empty one in its place. The Chinese site's browser bundle
 * gets one too, and each module adds the entries it names (src/pipeline/dictionary-loader.mjs), so a page carries
 * those of its own modules; its server render has them all (src/pipeline/webpack.ts).
 */
const zhCN: Partial<Dictionary> = { ...zhCNCatalogue };

const dictionaries: Record<Locale, Partial<Dictionary>> = { 'en-US': {}, 'zh-CN': zhCN };

export function interpolate(template: string, vars: Record<string, string | number> = {}): string {
  const values: Record<string, string | number> = { year: new Date().getFullYear(), ...vars };
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** Adds translations to the zh-CN dictionary: the browser's comes in parts, with the modules that use them. */
export function addTranslations(entries: Partial<Dictionary>): void {
  Object.assign(zhCN, entries);
}

/** Looks `key` up for `locale`; an absent or empty translation falls back to the English key. */
export function translate(key: DictionaryKey, locale: Locale, vars?: Record<string, string | number>): string {
  const translated = dictionaries[locale][key];
  return interpolate(translated ? translated : key, vars);
}

/** Keys that have no zh-CN translation, for the dictionary check. */
export function missingTranslations(): DictionaryKey[] {
  return (Object.keys(zhCN) as DictionaryKey[]).filter((key) => !zhCN[key]);
}
