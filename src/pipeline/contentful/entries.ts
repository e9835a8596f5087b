/**
 * Entries between the content model and Contentful: the export of local files into Contentful's entry
 * format (both locales in one entry), and the way back from an entry's fields in one locale to the raw
 * data the zod schema parses. The two are each other's inverse (unit-tested over all local content).
 */
import { contentSchemas, type ContentKind } from '../../shared/content/kinds';
import { contentfulModel, contentTypeId, type ContentfulContentType } from './model';
import { LOCALES, type Locale } from '../../shared/i18n/locales';

export type Localized<T> = Partial<Record<Locale, T>>;

export interface ContentfulEntry {
  sys: { id: string; type: 'Entry'; contentType: { sys: { type: 'Link'; linkType: 'ContentType'; id: string } } };
  fields: Record<string, Localized<unknown>>;
}

/** An entry of the model as the sources hand it over: kind, a stable key, its data per locale. */
export interface ModelEntry {
  kind: ContentKind;
  key: string;
  byLocale: Localized<Record<string, unknown>>;
}

const TYPES = new Map(contentfulModel().map((type) => [type.sys.id, type]));

export function contentTypeOfKind(kind: ContentKind): ContentfulContentType {
  const type = TYPES.get(contentTypeId(kind));
  if (!type) throw new Error(`No content type for ${kind}`);
  return type;
}

/** Contentful ids: letters, digits, '-', '_' and '.', at most 64 characters. */
export function entryId(kind: ContentKind, key: string): string {
  return `${contentTypeId(kind)}-${key}`.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 64);
}

/**
 * One Contentful entry from the entry's data in each locale. `body` must already be Rich Text (the
 * caller converts Markdown). Shared (non-localized) fields come from en-US, as Contentful keeps them.
 */
export function toContentfulEntry(entry: ModelEntry): ContentfulEntry {
  const type = contentTypeOfKind(entry.kind);
  const fields: Record<string, Localized<unknown>> = {};
  for (const field of type.fields) {
    const values: Localized<unknown> = {};
    for (const locale of LOCALES) {
      if (locale !== 'en-US' && !field.localized) continue;
      const value = entry.byLocale[locale]?.[field.id];
      if (value !== undefined) values[locale] = value;
    }
    if (Object.keys(values).length > 0) fields[field.id] = values;
  }
  return {
    sys: {
      id: entryId(entry.kind, entry.key),
      type: 'Entry',
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: type.sys.id } },
    },
    fields,
  };
}

/**
 * The raw data of an entry in one locale, from field values already resolved for that locale (shared
 * fields included), ready for the zod schema. Returns null when the locale has no version of the entry:
 * zh-CN has no fallback, so an entry nobody translated has no zh-CN title.
 */
export function fromContentfulFields(
  kind: ContentKind,
  locale: Locale,
  values: Record<string, unknown>,
  bodyHtml: string | undefined,
): Record<string, unknown> | null {
  const type = contentTypeOfKind(kind);
  const display = values[type.displayField];
  if (locale !== 'en-US' && (display === undefined || display === null)) return null;
  const raw: Record<string, unknown> = {};
  for (const field of type.fields) {
    const value = field.id === 'body' ? bodyHtml : values[field.id];
    if (value === undefined || value === null) continue;
    // Contentful Date fields may carry a time; the model keeps the calendar date.
    raw[field.id] = field.type === 'Date' && typeof value === 'string' ? value.slice(0, 10) : value;
  }
  if ('locale' in contentSchemas[kind].shape) raw.locale = locale;
  return raw;
}
