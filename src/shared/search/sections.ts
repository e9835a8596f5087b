/**
 * The site search index is split by section, each its own Pagefind index, so that a build re-indexes only
 * the sections whose pages changed (Pagefind cannot update an index in place) and indexing memory grows
 * with the largest section rather than the whole site. The browser loads the first and merges the others.
 */
import { SECTION_ROWS } from '../routing/sections';

export interface SearchSection {
  readonly name: string;
  /** Folder of the built site the index is written to, served at `/${dir}/`. */
  readonly dir: string;
  /** Path prefixes (no leading slash) of the section's pages; none for the section of every other page. */
  readonly prefixes: ReadonlyArray<string>;
}

/** The site's sections with an index of their own (src/shared/routing/sections.ts), after the one of every other page. */
export const SEARCH_SECTIONS: ReadonlyArray<SearchSection> = [
  // First: its folder holds the Pagefind script the browser imports.
  { name: 'site', dir: 'pagefind', prefixes: [] },
  ...SECTION_ROWS.flatMap((row) =>
    row.search ? [{ name: row.search, dir: `pagefind-${row.search}`, prefixes: [row.path.slice(1)] }] : [],
  ),
];

/** The section a page belongs to, from its path relative to the site's root (`glossary/air-waybill/index.html`). */
export function sectionOf(relativePath: string, sections: ReadonlyArray<SearchSection> = SEARCH_SECTIONS): SearchSection {
  const fallback = sections.find((section) => section.prefixes.length === 0);
  const match = sections.find((section) => section.prefixes.some((prefix) => relativePath.startsWith(prefix)));
  const found = match ?? fallback;
  if (!found) throw new Error(`No search section takes ${relativePath}`);
  return found;
}

/** The built site's folders that hold search indexes rather than pages. */
export const SEARCH_INDEX_DIRS: ReadonlyArray<string> = SEARCH_SECTIONS.map((section) => section.dir);
