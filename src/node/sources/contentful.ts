/**
 * The Contentful content source: reads the entries gatsby-source-contentful sourced (one node per entry
 * and locale), turns each back into the raw data of the content model (src/contentful/entries.ts),
 * renders its Rich Text body with its links, and validates it with the same zod schema as a file, so a
 * broken entry fails the build naming the entry id, locale and field.
 */
import type { Document } from '@contentful/rich-text-types';
import { entryPath, entryTitle } from '../../content/paths';
import { parseEntry, type ContentIssue } from '../../content/parse';
import { contentSchemas, type ContentKind } from '../../content/kinds';
import { fromContentfulFields, contentTypeOfKind } from '../../contentful/entries';
import { contentfulNodeType, type ContentfulField } from '../../contentful/model';
import { richTextToHtml, type LinkedAsset, type LinkedEntry } from '../../rich-text/contentful';
import { normalizePath } from '../../routing/paths';
import type { LocalContent, SourcedEntry } from './local';

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
const LOCALES = ['en-US', 'zh-CN'] as const;
type CfLocale = (typeof LOCALES)[number];

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

/** Entries and assets by Contentful id, for the links inside Rich Text. */
function linkTargets(store: NodeStore): { entries: Map<string, LinkedEntry>; assets: Map<string, LinkedAsset> } {
  const entries = new Map<string, LinkedEntry>();
  for (const kind of KINDS) {
    const type = contentTypeOfKind(kind);
    for (const node of store.getNodesByType(contentfulNodeType(kind))) {
      if (node.node_locale !== 'en-US') continue;
      const values = Object.fromEntries(type.fields.map((field) => [field.id, fieldValue(store, node, field)]));
      const raw = fromContentfulFields(kind, 'en-US', values, 'x');
      const parsed = raw ? parseEntry(kind, sourceName(node, 'en-US'), raw) : null;
      if (parsed?.ok)
        entries.set(String(node.contentful_id), { title: entryTitle(parsed.entry), path: normalizePath(entryPath(kind, parsed.entry)) });
    }
  }
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
  return { entries, assets };
}

export function loadContentfulContent(store: NodeStore): LocalContent {
  const entries: SourcedEntry[] = [];
  const issues: ContentIssue[] = [];
  const targets = linkTargets(store);
  const links = { entry: (id: string) => targets.entries.get(id), asset: (id: string) => targets.assets.get(id) };
  for (const kind of KINDS) {
    const type = contentTypeOfKind(kind);
    for (const node of store.getNodesByType(contentfulNodeType(kind))) {
      const locale = node.node_locale as CfLocale;
      if (!LOCALES.includes(locale)) continue;
      const values = Object.fromEntries(type.fields.map((field) => [field.id, fieldValue(store, node, field)]));
      const document = richTextOf(node);
      const raw = fromContentfulFields(kind, locale, values, document ? richTextToHtml(document, links) : undefined);
      if (raw === null) continue;
      const source = sourceName(node, locale);
      const result = parseEntry(kind, source, raw);
      if (result.ok) entries.push({ kind, source, data: result.entry, bodyIsHtml: true });
      else issues.push(...result.issues);
    }
  }
  return { entries, issues };
}
