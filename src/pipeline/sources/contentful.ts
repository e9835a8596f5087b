/**
 * The Contentful content source: reads the entries gatsby-source-contentful sourced (one node per entry
 * and locale), turns each back into the raw data of the content model (src/pipeline/contentful/entries.ts),
 * renders its Rich Text body with its links, and validates it with the same zod schema as a file, so a
 * broken entry fails the build naming the entry id, locale and field.
 */
import type { Document } from '@contentful/rich-text-types';
import type { z } from 'zod';
import { entryPath, entryTitle } from '../../shared/content/paths';
import { isLocale, type Locale } from '../../shared/i18n/locales';
import { parseEntry, type ContentIssue } from '../../shared/content/parse';
import { contentSchemas, type ContentEntry, type ContentKind } from '../../shared/content/kinds';
import { fromContentfulFields, contentTypeOfKind } from '../contentful/entries';
import { contentfulNodeType, EMBED_NODE_TYPE, type ContentfulField } from '../contentful/model';
import { richTextToHtml, type LinkedAsset, type LinkedEmbed, type LinkedEntry } from '../rich-text/contentful-rich-text';
import { normalizePath } from '../../shared/routing/paths';
import type { LocalContent, SourcedEntry } from './local';
import type { EntryNote } from '../../shared/content/checks';

/** The parts of a Gatsby node this source reads. */
export interface GatsbyNodeLike {
  id: string;
  internal: { type: string; content?: string };
  [field: string]: unknown;
}

export interface NodeStore {
  getNodesByType(type: string): GatsbyNodeLike[];
  getNode(id: string): GatsbyNodeLike | undefined;
}

const KINDS = Object.keys(contentSchemas) as ContentKind[];

function linked(store: NodeStore, node: GatsbyNodeLike, field: string): GatsbyNodeLike | GatsbyNodeLike[] | undefined {
  const ref = node[`${field}___NODE`];
  if (typeof ref === 'string') return store.getNode(ref);
  if (Array.isArray(ref))
    return ref.map((id) => (typeof id === 'string' ? store.getNode(id) : undefined)).filter((n): n is GatsbyNodeLike => n !== undefined);
  return undefined;
}

function jsonContent(node: GatsbyNodeLike | undefined): unknown {
  return node?.internal.content ? (JSON.parse(node.internal.content) as unknown) : undefined;
}

/** A field's value as the entry holds it, whatever node shape gatsby-source-contentful gave it. */
function fieldValue(store: NodeStore, node: GatsbyNodeLike, field: ContentfulField): unknown {
  if (field.type === 'Text') {
    const text = linked(store, node, field.id);
    return text && !Array.isArray(text) ? text[field.id] : node[field.id];
  }
  if (field.type === 'Object') {
    const json = linked(store, node, field.id);
    if (Array.isArray(json)) return json.map(jsonContent);
    return json ? jsonContent(json) : node[field.id];
  }
  return node[field.id];
}

function richTextOf(node: GatsbyNodeLike): Document | undefined {
  const body = node.body as { raw?: unknown } | undefined;
  return typeof body?.raw === 'string' ? (JSON.parse(body.raw) as Document) : undefined;
}

/** A text field of a Contentful node; anything else reads as empty. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function sourceName(node: GatsbyNodeLike, locale: string): string {
  return `contentful:${textOf(node.contentful_id) || String(node.id)} (${locale})`;
}

/** The entry id and locale `sourceName` wrote into a source (`contentful:<id> (<locale>)`); null for a file's. */
export function contentfulSource(source: string): { entryId: string; locale: string } | null {
  const match = /^contentful:(\S+) \(([^)]+)\)$/.exec(source);
  return match ? { entryId: match[1] ?? '', locale: match[2] ?? '' } : null;
}

/** Assets by Contentful id, for the images and files inside Rich Text. */
function linkedAssets(store: NodeStore): Map<string, LinkedAsset> {
  const assets = new Map<string, LinkedAsset>();
  for (const node of store.getNodesByType('ContentfulAsset')) {
    if (node.node_locale !== 'en-US') continue;
    const file = node.file as { url?: string; contentType?: string } | undefined;
    if (!file?.url) continue;
    assets.set(String(node.contentful_id), {
      url: file.url,
      contentType: file.contentType ?? '',
      title: textOf(node.title),
      description: textOf(node.description),
    });
  }
  return assets;
}

/** Embedded media by Contentful id and locale (`<id> <locale>`), for the frames inside Rich Text. */
function linkedEmbeds(store: NodeStore): Map<string, LinkedEmbed> {
  const embeds = new Map<string, LinkedEmbed>();
  for (const node of store.getNodesByType(EMBED_NODE_TYPE)) {
    const url = textOf(node.url);
    if (url) embeds.set(`${textOf(node.contentful_id)} ${textOf(node.node_locale)}`, { title: textOf(node.title), url });
  }
  return embeds;
}

/** Stands in for a Rich Text body while the entry is validated; the rendered HTML replaces it. */
const BODY_PENDING = '(rich text)';

interface Parsed {
  kind: ContentKind;
  locale: Locale;
  node: GatsbyNodeLike;
  source: string;
  data: Record<string, unknown>;
  document: Document | undefined;
}

/**
 * Each entry is validated once. Its Rich Text links to other entries by id, and a link shows the target's
 * title and path, which only a validated target has: so the entries are validated first (the body stands
 * in), the link targets taken from them, and then each body is rendered and checked with the schema's
 * own rule for it. `published`, in the preview (whose nodes are drafts): the ids of the entries Contentful's Delivery
 * API serves, so that what links to the others can say the live page will not have the link.
 */
export function loadContentfulContent(store: NodeStore, published?: ReadonlySet<string>): LocalContent {
  const issues: ContentIssue[] = [];
  const parsed: Parsed[] = [];
  for (const kind of KINDS) {
    const type = contentTypeOfKind(kind);
    for (const node of store.getNodesByType(contentfulNodeType(kind))) {
      const locale: unknown = node.node_locale;
      if (!isLocale(locale)) continue;
      const values = Object.fromEntries(type.fields.map((field) => [field.id, fieldValue(store, node, field)]));
      const document = richTextOf(node);
      const raw = fromContentfulFields(kind, locale, values, document ? BODY_PENDING : undefined);
      if (raw === null) continue;
      const source = sourceName(node, locale);
      const result = parseEntry(kind, source, raw);
      if (result.ok) parsed.push({ kind, locale, node, source, data: result.entry, document });
      else issues.push(...result.issues);
    }
  }
  const linkedEntries = new Map<string, LinkedEntry>();
  for (const entry of parsed) {
    if (entry.locale !== 'en-US') continue;
    const data = entry.data as ContentEntry<ContentKind>;
    const id = String(entry.node.contentful_id);
    const draft = published !== undefined && !published.has(id);
    linkedEntries.set(id, { title: entryTitle(data), path: normalizePath(entryPath(entry.kind, data)), ...(draft ? { draft } : {}) });
  }
  const assets = linkedAssets(store);
  const embeds = linkedEmbeds(store);
  const entries: SourcedEntry[] = [];
  for (const { kind, locale, source, data, document, node } of parsed) {
    const notes: EntryNote[] = [];
    // An embed's title in the entry's language where it has one (Contentful gives every locale a node; zh-CN has no fallback).
    const embed = (id: string) => {
      const own = embeds.get(`${id} ${locale}`);
      return own?.title ? own : (embeds.get(`${id} en-US`) ?? own);
    };
    const links = { entry: (id: string) => linkedEntries.get(id), asset: (id: string) => assets.get(id), embed };
    if (document) {
      const shape: Record<string, z.ZodType> = contentSchemas[kind].shape;
      const body = shape.body?.safeParse(richTextToHtml(document, links, notes));
      if (body && !body.success) {
        issues.push(...body.error.issues.map((issue) => ({ source, field: 'body', reason: issue.message })));
        continue;
      }
      if (body) data.body = body.data;
    }
    const draft = published !== undefined && !published.has(String(node.contentful_id));
    entries.push({
      kind,
      source,
      data: data as ContentEntry<ContentKind>,
      bodyIsHtml: true,
      ...(notes.length ? { notes } : {}),
      ...(draft ? { draft } : {}),
    });
  }
  return { entries, issues };
}
