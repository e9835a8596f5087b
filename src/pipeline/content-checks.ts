/**
 * The content checks of one regional build (src/shared/content/checks.ts), worked out from the entries as they are
 * converted into nodes (src/pipeline/content-nodes.ts), never from built pages: what each entry's source and body
 * rendering noted (links the live page will not have, what the sanitiser removed, images without alternative text,
 * skipped heading levels), and what only the whole set shows: titles and descriptions search results cut or that two
 * pages share, entries named by slug that are not on the site or, in the preview, only drafts, and on the Chinese site
 * labels its dictionary has no translation for.
 */
import { kindFacts, type ContentKind } from '../shared/content/kinds';
import { entryKey } from '../shared/content/paths';
import { byWeight, type ContentCheck, type EntryNote } from '../shared/content/checks';
import { missingTranslations, type DictionaryKey } from '../shared/i18n/dictionary';
import type { Locale } from '../shared/i18n/locales';
import { trailOf } from '../shared/seo/breadcrumbs';
import { SECTION_ROWS } from '../shared/routing/sections';
import type { SourcedEntry } from './sources/local';

/**
 * What Google shows of a title and a description before it cuts them (about 600 px: some 60 characters of a title,
 * and some 155-160 of a description on a desktop result; Google Search Central, "Influencing title links" and
 * "Control your snippets"). Our pages add " | Harbourline Freight" to the title; search engines drop that first.
 */
export const SEARCH_TITLE_CHARS = 60;
export const SEARCH_DESCRIPTION_CHARS = 160;

/** An entry as converted: what the checks read of its node. */
export interface ConvertedEntry {
  entry: SourcedEntry;
  kind: ContentKind;
  path: string;
  headTitle: string;
  headDescription: string;
  contentType: string;
  /** What its source and its body's rendering noted. */
  notes: EntryNote[];
}

const kindLabel = (kind: string) => kind.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A text's start, cut where search results cut it, for an editor to see where. */
const cutAt = (text: string, chars: number) => `${text.slice(0, chars).trimEnd()}…`;

function lengthNotes(item: ConvertedEntry): EntryNote[] {
  const notes: EntryNote[] = [];
  const { headTitle: title, headDescription: description } = item;
  if (title.length > SEARCH_TITLE_CHARS)
    notes.push({
      kind: 'long-title',
      severity: 'advice',
      field: 'title',
      message:
        `The title has ${title.length} characters; search results show about ${SEARCH_TITLE_CHARS}, so it reads ` +
        `“${cutAt(title, SEARCH_TITLE_CHARS)}” there. Put what matters first, or shorten it.`,
      context: '',
    });
  if (description.length > SEARCH_DESCRIPTION_CHARS)
    notes.push({
      kind: 'long-description',
      severity: 'advice',
      field: 'description',
      message: `The description has ${description.length} characters; search results show about ${SEARCH_DESCRIPTION_CHARS}, so it reads “${cutAt(description, SEARCH_DESCRIPTION_CHARS)}” there.`,
      context: '',
    });
  return notes;
}

/** Entries whose title (or description) is another's too: search engines show one of such pages, or ask which. */
function sameTextNotes(items: ReadonlyArray<ConvertedEntry>, field: 'title' | 'description'): Map<ConvertedEntry, EntryNote> {
  const byText = new Map<string, ConvertedEntry[]>();
  for (const item of items) {
    const text = (field === 'title' ? item.headTitle : item.headDescription).trim().toLowerCase();
    if (text) byText.set(text, [...(byText.get(text) ?? []), item]);
  }
  const notes = new Map<ConvertedEntry, EntryNote>();
  for (const group of byText.values()) {
    if (group.length < 2) continue;
    for (const item of group) {
      const others = group.filter((other) => other !== item).map((other) => other.path);
      notes.set(item, {
        kind: field === 'title' ? 'same-title' : 'same-description',
        severity: 'advice',
        field,
        message:
          `The same ${field} as ${others.slice(0, 3).join(', ')}${others.length > 3 ? ` and ${others.length - 3} more` : ''}: ` +
          'search results cannot tell the pages apart. Make it say what only this page says.',
        context: '',
      });
    }
  }
  return notes;
}

/**
 * The entries an entry names by slug (the registry's `links`) that the build does not have, or that are drafts in the
 * preview. A list of them is a non-null list in GraphQL: a missing one fails the page's query, so the publish.
 */
function relationNotes(item: ConvertedEntry, bySlug: ReadonlyMap<string, SourcedEntry>): EntryNote[] {
  const notes: EntryNote[] = [];
  const data = item.entry.data as Record<string, unknown>;
  for (const { to, from } of Object.values(kindFacts(item.kind).links ?? {})) {
    const value = data[from];
    const list = Array.isArray(value);
    const slugs = (list ? value : [value]).filter((slug): slug is string => typeof slug === 'string' && slug !== '');
    for (const slug of slugs) {
      const target = bySlug.get(`${to}:${slug}`);
      if (target && !target.draft) continue;
      const named = `the ${kindLabel(to)} “${slug}”`;
      notes.push({
        kind: 'unpublished-link',
        severity: list ? 'breaks-publish' : 'changes-page',
        field: from,
        message: target
          ? `Names ${named}, which is a draft: publish it first or together, or ${list ? 'the publish fails' : 'the live page shows no link to it'}.`
          : `Names ${named}, which is not on the site (not published, archived, deleted, or no entry has that slug): ${list ? 'the publish fails' : 'the page shows no link to it'}.`,
        context: '',
      });
    }
  }
  return notes;
}

/** The dictionary's labels an entry's page shows: its trail, its back link and what its data selects. */
function pageLabels(item: ConvertedEntry): DictionaryKey[] {
  const labels = new Set<DictionaryKey>();
  trailOf(item.path, item.headTitle, (key) => (labels.add(key), key), item.contentType);
  const back = SECTION_ROWS.find((row) => row.backLabel !== null && (row.contentTypes ?? []).includes(item.contentType))?.backLabel;
  if (back) labels.add(back);
  for (const key of kindFacts(item.kind).labels?.(item.entry.data) ?? []) labels.add(key);
  return [...labels];
}

function untranslatedNotes(item: ConvertedEntry, locale: Locale, untranslated: ReadonlySet<DictionaryKey>): EntryNote[] {
  if (locale === 'en-US') return [];
  const missing = pageLabels(item).filter((key) => untranslated.has(key));
  if (missing.length === 0) return [];
  return [
    {
      kind: 'untranslated-label',
      severity: 'changes-page',
      field: '(page)',
      message:
        `The page shows ${missing.map((key) => `“${key}”`).join(', ')} in English: the site's dictionary ` +
        `(locales/${locale}.json) has no ${locale} translation ${missing.length > 1 ? 'for these labels' : 'for this label'} yet. ` +
        'Ask for one before publishing.',
      context: '',
    },
  ];
}

/** Every check of a build's converted entries, worst first. */
export function contentChecks(items: ReadonlyArray<ConvertedEntry>, locale: Locale): ContentCheck[] {
  const bySlug = new Map<string, SourcedEntry>();
  for (const { entry, kind } of items) {
    const slug = (entry.data as { slug?: unknown }).slug;
    bySlug.set(`${kind}:${typeof slug === 'string' ? slug : entryKey(kind, entry.data)}`, entry);
  }
  const untranslated = new Set(missingTranslations());
  const withPages = items.filter((item) => kindFacts(item.kind).template !== null);
  const sameTitle = sameTextNotes(withPages, 'title');
  const sameDescription = sameTextNotes(withPages, 'description');
  const checks: ContentCheck[] = [];
  for (const item of items) {
    // A kind without pages of its own (src/shared/content/kinds.ts) has no title in search results nor labels.
    const hasPage = kindFacts(item.kind).template !== null;
    const notes = [
      ...item.notes,
      ...relationNotes(item, bySlug),
      ...(hasPage ? lengthNotes(item) : []),
      ...[sameTitle.get(item), sameDescription.get(item)].filter((note) => note !== undefined),
      ...(hasPage ? untranslatedNotes(item, locale, untranslated) : []),
    ];
    for (const note of notes) checks.push({ ...note, source: item.entry.source, site: locale, path: item.path });
  }
  return byWeight(checks);
}
