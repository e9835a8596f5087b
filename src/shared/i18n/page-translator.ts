import { interpolate } from './dictionary';
import type { Locale } from './locales';
import { SITE_LOCALE } from './use-translate';

/**
 * A page's own zh-CN text (locales/zh-CN/<pages|templates>/<file>.json, English key -> translation).
 * Copy that only one page shows lives there rather than in the site-wide dictionary, so it ships in
 * that page's chunk and not in the app bundle every page loads.
 */
export type PageCatalogue = Record<string, string | null>;

/** The keys of a catalogue, taken from its JSON file so that a key missing from it fails to compile. */
export type CatalogueKey<C extends PageCatalogue> = Extract<keyof C, string>;

/**
 * A translator for one page, with the fallback and interpolation of `translate`: an absent or empty
 * translation, and the en-US site, give the English key; `{{year}}` and `vars` are replaced. On the en-US
 * build the bundler swaps every zh-CN catalogue for an empty one (src/pipeline/webpack.ts).
 */
export function pageTranslator<C extends PageCatalogue>(catalogue: Partial<C>, locale: Locale = SITE_LOCALE) {
  return function tp(key: CatalogueKey<C>, vars?: Record<string, string | number>): string {
    const translated = locale === 'en-US' ? null : catalogue[key];
    return interpolate(translated ? translated : key, vars);
  };
}
