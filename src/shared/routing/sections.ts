/**
 * The site's sections, one row each: the one home of what is true of a section. Its page's path (written as
 * the site serves it, with both slashes), its name (breadcrumbs, card eyebrows, feed titles), the back link of
 * its items and the spec's content types those items have, where the items live when not under the section's
 * path, the section it sits in, other path prefixes of its pages, its feed and its own search index. The
 * spec's routing table (content type -> section path and back link), the breadcrumb hubs, the feeds and the
 * search sections all derive from here. Used by the build and by components in the browser.
 */
import type { DictionaryKey } from '../i18n/dictionary';
import { buildSlug, normalizePath } from './paths';

interface SectionRow {
  path: string;
  label: DictionaryKey;
  /** The back link shown on an item page; null where the spec gives none. */
  backLabel: DictionaryKey | null;
  /** The spec's content types of the section's items. */
  contentTypes?: readonly string[];
  /** The items live at the site's root, `/{slug}`, rather than under the section's path. */
  itemsAtRoot?: true;
  /** The section this one sits in (for breadcrumbs), when it is not the home page. */
  parent?: string;
  /** Other path prefixes of pages that belong to the section. */
  alsoUnder?: readonly string[];
  /** The GraphQL list of the entries its RSS and Atom feeds carry. */
  feed?: 'allBlogPost' | 'allNewsroomPost' | 'allMarketUpdate';
  /** The name of the section's own search index, for sections that have one. */
  search?: string;
}

export const SITE_SECTIONS = {
  // Sections with a search index of their own are merged into search results in this order.
  hsCodes: { path: '/data/hs-code/', label: 'HS codes', backLabel: null, search: 'hs-codes' },
  blog: { path: '/blog/', label: 'Blog', backLabel: 'Back to Blog', contentTypes: ['blog'], feed: 'allBlogPost', search: 'blog' },
  glossary: { path: '/glossary/', label: 'Glossary', backLabel: 'Back to Glossary', contentTypes: ['glossary terms'], search: 'glossary' },
  help: {
    path: '/help/',
    label: 'Help Center',
    backLabel: 'Back to Help Center',
    contentTypes: ['help center', 'help articles'],
    search: 'help',
  },
  research: { path: '/research/', label: 'Research', backLabel: 'Back to Research', contentTypes: ['research', 'research+blog'] },
  marketUpdates: {
    path: '/global-logistics-update/',
    label: 'Global Logistics Update',
    backLabel: 'Back to Global Logistics Update',
    contentTypes: ['global logistics update', 'market update'],
    feed: 'allMarketUpdate',
  },
  webinars: { path: '/webinars/', label: 'Videos and Webinars', backLabel: 'Back to Videos and Webinars', contentTypes: ['webinars'] },
  eguides: { path: '/eguides/', label: 'E-guides', backLabel: null },
  events: { path: '/events/', label: 'Events', backLabel: null, contentTypes: ['events'] },
  capital: { path: '/products/capital/', label: 'Capital', backLabel: 'Back to Capital', contentTypes: ['capital', 'capital+blog'] },
  customers: { path: '/company/customers/', label: 'Customers', backLabel: 'Back to Customers', contentTypes: ['case-study'] },
  newsroom: {
    path: '/company/newsroom/',
    label: 'Newsroom',
    backLabel: null,
    contentTypes: ['newsroom'],
    itemsAtRoot: true,
    feed: 'allNewsroomPost',
  },
  careers: { path: '/company/careers/', label: 'Careers', backLabel: null, alsoUnder: ['/careers/'] },
  jobs: { path: '/careers/jobs/', label: 'Open roles', backLabel: null, parent: 'careers' },
} as const satisfies Record<string, SectionRow>;

export type SectionId = keyof typeof SITE_SECTIONS;
export const SECTION_ROWS: ReadonlyArray<SectionRow & { id: SectionId }> = Object.entries(SITE_SECTIONS).map(([id, row]) => ({
  ...(row as SectionRow),
  id: id as SectionId,
}));

type ContentTypesOf<R> = R extends { readonly contentTypes: ReadonlyArray<infer T> } ? T : never;
/** The spec's content types that have a section. */
export type SectionName = ContentTypesOf<(typeof SITE_SECTIONS)[SectionId]>;

export interface Section {
  path: string;
  /** The back link shown on an item page; null where the spec gives none. */
  backLabel: DictionaryKey | null;
}

const ROOT: Section = { path: '/', backLabel: null };

/** The row whose items have the content type (each type is in one row at most). */
function rowOf(contentType: string): (SectionRow & { id: SectionId }) | undefined {
  return SECTION_ROWS.find((row) => row.contentTypes?.includes(contentType));
}

/** The section of a content type's items; a type the table does not name lives at the root. */
export function sectionFor(contentType: string): Section {
  const row = rowOf(contentType);
  return row ? { path: row.path, backLabel: row.backLabel } : ROOT;
}

/** Where an item of the content type lives: under its section's path, or at the root for sections that say so. */
export function itemPath(contentType: string, slug: string): string {
  const row = rowOf(contentType);
  return buildSlug(row && !row.itemsAtRoot ? row.path : '/', slug);
}

/**
 * The section a page belongs to, for its breadcrumbs: that of its content type where the items live at the
 * root, else the section with the longest path (or other prefix) the page's path starts with; null for none.
 */
export function sectionOfPage(path: string, contentType?: string): (SectionRow & { id: SectionId }) | null {
  const page = normalizePath(path);
  const byType = contentType === undefined ? undefined : rowOf(contentType);
  if (byType?.itemsAtRoot) return byType;
  let best: { row: SectionRow & { id: SectionId }; length: number } | null = null;
  for (const row of SECTION_ROWS) {
    for (const prefix of [row.path, ...(row.alsoUnder ?? [])]) {
      if (page.startsWith(prefix) && page !== row.path && (best === null || prefix.length > best.length))
        best = { row, length: prefix.length };
    }
  }
  return best?.row ?? null;
}
