/**
 * Reads the embedded content the way the build does, so browser tests can expect the real titles of
 * real entries instead of copies of them.
 */
import path from 'node:path';
import { loadLocalContent } from '../../src/pipeline/sources/local';
import { toContentNodes } from '../../src/pipeline/content-nodes';
import type { ContentKind } from '../../src/shared/content/kinds';
import type { SiteLocale } from './fixtures';

const root = path.resolve(__dirname, '../..');
const loaded = loadLocalContent(path.join(root, 'content'), root);

export interface SampleEntry {
  kind: ContentKind;
  path: string;
  title: string;
  contentType: string;
  locale: string;
  fields: Record<string, unknown>;
}

export function entriesFor(locale: SiteLocale): SampleEntry[] {
  return toContentNodes(loaded.entries, locale).nodes.map((n) => ({
    kind: n.kind,
    path: n.path,
    title: n.pageTitle,
    contentType: n.contentType,
    locale: n.locale,
    fields: n.fields,
  }));
}

/** The first entry of a kind (in file order), optionally one matching a predicate. */
export function sample(locale: SiteLocale, kind: ContentKind, where: (e: SampleEntry) => boolean = () => true): SampleEntry {
  const found = entriesFor(locale).find((e) => e.kind === kind && where(e));
  if (!found) throw new Error(`No ${kind} entry in the embedded content`);
  return found;
}
