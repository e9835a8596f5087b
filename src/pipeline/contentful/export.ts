/**
 * The local `content/` folder as a Contentful space-import file: the content model (derived from the
 * zod schemas), both locales, and every entry with its English and Chinese versions merged, Markdown
 * bodies converted to Rich Text. Moving from files to Contentful loses nothing the site shows.
 */
import { richTextFromMarkdown } from '@contentful/rich-text-from-markdown';
import type { Document } from '@contentful/rich-text-types';
import { entryKey } from '../../shared/content/paths';
import type { SourcedEntry } from '../sources/local';
import { toContentfulEntry, type ContentfulEntry, type ModelEntry } from './entries';
import { CONTENTFUL_LOCALES, contentfulModel, type ContentfulContentType } from './model';

export interface SpaceImport {
  contentTypes: ContentfulContentType[];
  locales: Array<(typeof CONTENTFUL_LOCALES)[number]>;
  entries: ContentfulEntry[];
  assets: never[];
}

export function modelImport(): Omit<SpaceImport, 'entries' | 'assets'> {
  return { contentTypes: contentfulModel(), locales: [...CONTENTFUL_LOCALES] };
}

/** Groups the files' entries (one per locale) into model entries (one per kind and key). */
export function groupEntries(sourced: ReadonlyArray<SourcedEntry>): ModelEntry[] {
  const grouped = new Map<string, ModelEntry>();
  for (const entry of sourced) {
    const key = entryKey(entry.kind, entry.data);
    const id = `${entry.kind}:${key}`;
    const data = { ...(entry.data as Record<string, unknown>) };
    const locale = data.locale === 'zh-CN' ? 'zh-CN' : 'en-US';
    delete data.locale;
    const group = grouped.get(id) ?? { kind: entry.kind, key, byLocale: {} };
    group.byLocale[locale] = data;
    grouped.set(id, group);
  }
  return [...grouped.values()];
}

function textOf(node: unknown): string {
  const value: unknown = typeof node === 'object' && node !== null ? Reflect.get(node, 'value') : undefined;
  return typeof value === 'string' ? value : '';
}

export async function markdownToRichText(markdown: string): Promise<Document> {
  // Raw HTML in Markdown has no Rich Text equivalent; the files use none, and a stray tag is kept as text.
  return richTextFromMarkdown(markdown, (node) => Promise.resolve({ nodeType: 'text', value: textOf(node), marks: [], data: {} }));
}

export async function exportLocalContent(sourced: ReadonlyArray<SourcedEntry>): Promise<SpaceImport> {
  const entries: ContentfulEntry[] = [];
  for (const entry of groupEntries(sourced)) {
    for (const data of Object.values(entry.byLocale)) {
      if (data && typeof data.body === 'string') data.body = await markdownToRichText(data.body);
    }
    entries.push(toContentfulEntry(entry));
  }
  return { ...modelImport(), entries, assets: [] };
}
