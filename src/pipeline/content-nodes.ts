/**
 * Turns validated entries into content nodes for one regional build: picks the entry of the build's
 * locale where one exists and falls back to the English one, computes paths, renders Markdown, and
 * refuses duplicates and path collisions with the files named.
 */
import { entryDescription, entryKey, entryPath, entryTitle, contentTypeOf } from '../shared/content/paths';
import type { ContentIssue } from '../shared/content/parse';
import { KINDS, kindFacts, type ContentKind } from '../shared/content/kinds';
import type { Locale } from '../shared/i18n/locales';
import { markdownToBody } from './rich-text/markdown';
import { buildNow, hasEnded } from '../shared/events/schedule';
import { inspectRichText, type RenderedBody } from '../shared/rich-text/sanitize';
import type { ContentCheck, EntryNote } from '../shared/content/checks';
import { contentChecks, type ConvertedEntry } from './content-checks';
import type { SourcedEntry } from './sources/local';
import type { RichText } from './rich-text/render-cache';

export interface ContentNodeFields {
  kind: ContentKind;
  key: string;
  path: string;
  pageTitle: string;
  /** The title its page's head and link preview give (the registry's `headTitle`, else the entry's). */
  headTitle: string;
  /** The description its page's head gives (the registry's `headDescription`, else the entry's `description`). */
  headDescription: string;
  contentType: string;
  /** What the site search and listings call the entry's page (its kind's, from the registry). */
  pageType: string;
  locale: Locale;
  /** When the entry last changed (YYYY-MM-DD), from its kind's own dates; null for kinds without them. */
  modified: string | null;
  /** The schema.org types its page carries as JSON-LD (the registry's `structuredData`). */
  structuredData: string[];
  source: string;
  fields: Record<string, unknown>;
}

function localeOf(entry: SourcedEntry): Locale {
  return 'locale' in entry.data ? entry.data.locale : 'en-US';
}

export function selectForLocale(entries: SourcedEntry[], locale: Locale): { selected: SourcedEntry[]; issues: ContentIssue[] } {
  const byKey = new Map<string, SourcedEntry>();
  const issues: ContentIssue[] = [];
  for (const entry of entries) {
    const entryLocale = localeOf(entry);
    if (entryLocale !== 'en-US' && entryLocale !== locale) continue;
    const id = `${entry.kind}:${entryKey(entry.kind, entry.data)}`;
    const current = byKey.get(id);
    if (current === undefined) {
      byKey.set(id, entry);
      continue;
    }
    const currentLocale = localeOf(current);
    if (currentLocale === entryLocale) {
      issues.push({ source: entry.source, field: 'slug', reason: `duplicates ${current.source} (${id}, ${entryLocale})` });
    } else if (entryLocale === locale) {
      byKey.set(id, entry);
    }
  }
  return { selected: [...byKey.values()], issues };
}

/**
 * When a scheduled entry happens and whether it is over at `now`, and when an entry that closes closes and whether it
 * has, as the fields its pages query.
 */
function scheduleFields(kind: ContentKind, data: SourcedEntry['data'], now: number): Record<string, unknown> {
  const span = kindFacts(kind).schedule?.(data);
  const closes = kindFacts(kind).closes;
  const closesAt = closes?.(data) ?? null;
  return {
    ...(span ? { startsAt: span.start.iso, endsAt: span.end.iso, ended: hasEnded(span, now) } : {}),
    ...(closes ? { closesAt, closed: closesAt !== null && Date.parse(closesAt) <= now } : {}),
  };
}

/** The registry's `formatted` texts of an entry, in the build's language. */
function formattedFields(kind: ContentKind, data: SourcedEntry['data'], locale: Locale): Record<string, string | null> {
  const formatted = kindFacts(kind).formatted ?? {};
  return Object.fromEntries(Object.entries(formatted).map(([name, format]) => [name, format(data, locale)]));
}

/** An entry as the content checks read it: the entry, what its node says of its page, and what was noted of it. */
export function convertedEntry(entry: SourcedEntry, node: ContentNodeFields, notes: EntryNote[]): ConvertedEntry {
  const { kind, path, headTitle, headDescription, contentType } = node;
  return { entry, kind, path, headTitle, headDescription, contentType, notes };
}

/** How a body becomes HTML: `render` is handed the text and the renderer (a cache may skip the call). */
export type RenderBody = (kind: RichText, text: string, render: (text: string) => RenderedBody) => RenderedBody;

const renderNow: RenderBody = (_kind, text, render) => render(text);

/**
 * Builds node fields for every selected entry; `issues` lists path collisions, `checks` what editors should know
 * (src/pipeline/content-checks.ts). `now` decides what is past; `renderBody` may answer from the HTML an earlier build
 * rendered (src/pipeline/rich-text/render-cache.ts).
 */
export function toContentNodes(
  entries: SourcedEntry[],
  locale: Locale,
  now: number = buildNow(),
  renderBody: RenderBody = renderNow,
): { nodes: ContentNodeFields[]; issues: ContentIssue[]; checks: ContentCheck[] } {
  const { selected, issues } = selectForLocale(entries, locale);
  const byPath = new Map<string, ContentNodeFields>();
  const converted: ConvertedEntry[] = [];
  const nodes = selected.map((entry) => {
    const { body, ...rest } = entry.data as Record<string, unknown> & { body?: string };
    const rendered =
      body === undefined
        ? undefined
        : entry.bodyIsHtml
          ? renderBody('html', body, inspectRichText)
          : renderBody('markdown', body, markdownToBody);
    const node: ContentNodeFields = {
      kind: entry.kind,
      key: entryKey(entry.kind, entry.data),
      path: entryPath(entry.kind, entry.data),
      pageTitle: entryTitle(entry.data),
      headTitle: kindFacts(entry.kind).headTitle?.(entry.data) ?? entryTitle(entry.data),
      headDescription: kindFacts(entry.kind).headDescription?.(entry.data) ?? entryDescription(entry.data),
      contentType: contentTypeOf(entry.kind, entry.data),
      pageType: KINDS[entry.kind].pageType,
      locale: localeOf(entry),
      modified: kindFacts(entry.kind).modified?.(entry.data) ?? null,
      structuredData: [...(kindFacts(entry.kind).structuredData?.(entry.data) ?? [])],
      source: entry.source,
      fields: {
        ...rest,
        ...scheduleFields(entry.kind, entry.data, now),
        ...formattedFields(entry.kind, entry.data, locale),
        ...(rendered === undefined ? {} : { html: rendered.html }),
      },
    };
    converted.push(convertedEntry(entry, node, [...(entry.notes ?? []), ...(rendered?.notes ?? [])]));
    const other = byPath.get(node.path);
    if (other) issues.push({ source: entry.source, field: 'path', reason: `${node.path} is also the path of ${other.source}` });
    byPath.set(node.path, node);
    return node;
  });
  return { nodes, issues, checks: contentChecks(converted, locale) };
}
