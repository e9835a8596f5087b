/**
 * The part of the sections table (./sections.ts) that page scripts need: each content type's back link and the
 * folders of the search indexes. The build works it out from the table and hands it to the bundles as a
 * compile-time constant (src/pipeline/webpack.ts), so the table itself (names, feeds, path prefixes, breadcrumb
 * parents) stays out of every page's first load.
 */
import type { DictionaryKey } from '../i18n/dictionary';
import { SEARCH_SECTIONS } from '../search/sections';
import { SECTION_ROWS } from './sections';

export interface BrowserSections {
  /** Content type -> the section path its items link back to and the link's label, for types that show one. */
  backLinks: Readonly<Record<string, readonly [path: string, label: DictionaryKey]>>;
  /** The search indexes' folders, first the one holding the Pagefind script the browser imports. */
  searchDirs: readonly string[];
}

/** The identifier the bundles are given the value under (webpack's DefinePlugin; vitest's `define`). */
export const BROWSER_SECTIONS_CONSTANT = 'BROWSER_SECTIONS';

export function browserSections(): BrowserSections {
  const backLinks: Record<string, readonly [string, DictionaryKey]> = {};
  for (const row of SECTION_ROWS) {
    if (row.backLabel === null) continue;
    for (const type of row.contentTypes ?? []) backLinks[type] = [row.path, row.backLabel];
  }
  return { backLinks, searchDirs: SEARCH_SECTIONS.map((section) => section.dir) };
}
