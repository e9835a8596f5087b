/**
 * The part of the sections table (./sections.ts) that page scripts need: each content type's back link and the
 * folders of the search indexes. The build works it out from the table and hands it to the bundles as a
 * compile-time constant (src/pipeline/webpack.ts), so the table itself (names, feeds, path prefixes, breadcrumb
 * parents) stays out of every page's first load.
 */
import { translate } from '../i18n/dictionary';
import { buildLocale, type Locale } from '../i18n/locales';
import { SEARCH_SECTIONS } from '../search/sections';
import { SECTION_ROWS } from './sections';

export interface BrowserSections {
  /**
   * Content type -> the section path its items link back to and the link's label in the build's language, for types
   * that show one. Translated here: a key that reached the browser's `t` in a constant would not be in its dictionary
   * (src/pipeline/dictionary-loader.mjs).
   */
  backLinks: Readonly<Record<string, readonly [path: string, label: string]>>;
  /** The search indexes' folders, first the one holding the Pagefind script the browser imports. */
  searchDirs: readonly string[];
}

/** The identifier the bundles are given the value under (webpack's DefinePlugin; vitest's `define`). */
export const BROWSER_SECTIONS_CONSTANT = 'BROWSER_SECTIONS';

export function browserSections(locale: Locale = buildLocale()): BrowserSections {
  const backLinks: Record<string, readonly [string, string]> = {};
  for (const row of SECTION_ROWS) {
    if (row.backLabel === null) continue;
    for (const type of row.contentTypes ?? []) backLinks[type] = [row.path, translate(row.backLabel, locale)];
  }
  return { backLinks, searchDirs: SEARCH_SECTIONS.map((section) => section.dir) };
}
