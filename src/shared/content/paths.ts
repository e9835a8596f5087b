/** Where each entry is published: one function shared by every content source, from the registry of kinds. */
import { buildSlug } from '../routing/paths';
import { itemPath } from '../routing/sections';
import { kindFacts, type ContentEntry, type ContentKind } from './kinds';

/** The spec's content type of an entry (its section in the routing table), or 'page' outside the table. */
export function contentTypeOf(kind: ContentKind, data: ContentEntry<ContentKind>): string {
  const { route } = kindFacts(kind);
  if (!('section' in route)) return 'page';
  return typeof route.section === 'function' ? route.section(data) : route.section;
}

/** The key that identifies an entry across locales (its own path, its kind's key, or its slug). */
export function entryKey(kind: ContentKind, data: ContentEntry<ContentKind>): string {
  if ('path' in data) return data.path;
  const key = kindFacts(kind).key;
  if (key) return key(data);
  return (data as { slug: string }).slug;
}

export function entryPath(kind: ContentKind, data: ContentEntry<ContentKind>): string {
  if ('path' in data) return data.path;
  const { route } = kindFacts(kind);
  if ('prefix' in route) return buildSlug(route.prefix, entryKey(kind, data));
  return itemPath(contentTypeOf(kind, data), entryKey(kind, data));
}

/** The title a page or list shows for the entry, whatever the kind calls it. */
export function entryTitle(data: ContentEntry<ContentKind>): string {
  if ('title' in data) return data.title;
  if ('name' in data) return data.name;
  return '';
}

/** The entry's description, for kinds that have one; empty for the others. */
export function entryDescription(data: ContentEntry<ContentKind>): string {
  return 'description' in data && typeof data.description === 'string' ? data.description : '';
}
