/**
 * The local-files content source (the default; needs no credentials): Markdown with front matter and
 * YAML under `content/`, each file parsed with its kind's zod schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';
import { formatIssue, parseEntry, type ContentIssue } from '../../shared/content/parse';
import { CONTENT_KINDS, KINDS, type ContentEntry, type ContentKind } from '../../shared/content/kinds';
import type { EntryNote } from '../../shared/content/checks';

export interface SourcedEntry<K extends ContentKind = ContentKind> {
  kind: K;
  /** Path of the file relative to the project root, named in every error. */
  source: string;
  data: ContentEntry<K>;
  /** The body is HTML already (rendered from a CMS's rich text) rather than Markdown. */
  bodyIsHtml?: boolean;
  /** What its source noted while reading it (a CMS's rich-text link to an entry the live site will not have). */
  notes?: EntryNote[];
  /** Only in the preview: the entry has never been published. */
  draft?: boolean;
}

export interface LocalContent {
  entries: SourcedEntry[];
  issues: ContentIssue[];
}

function readRaw(file: string, markdown: boolean): unknown {
  const text = fs.readFileSync(file, 'utf8');
  if (!markdown) return YAML.parse(text);
  const parsed = matter(text);
  return { ...parsed.data, body: parsed.content };
}

function listFiles(dir: string, markdown: boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  const wanted = markdown ? /\.md$/ : /\.ya?ml$/;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile() && wanted.test(d.name))
    .map((d) => path.join(dir, d.name))
    .sort();
}

/** Reads and validates every entry under `contentDir`; problems are collected, not thrown. */
export function loadLocalContent(contentDir: string, projectRoot = path.dirname(contentDir)): LocalContent {
  const entries: SourcedEntry[] = [];
  const issues: ContentIssue[] = [];
  for (const kind of CONTENT_KINDS) {
    const { folder, markdown } = KINDS[kind];
    for (const file of listFiles(path.join(contentDir, folder), markdown)) {
      const source = path.relative(projectRoot, file);
      let raw: unknown;
      try {
        raw = readRaw(file, markdown);
      } catch (error) {
        issues.push({ source, field: '(file)', reason: `cannot be read: ${(error as Error).message.split('\n')[0]}` });
        continue;
      }
      const result = parseEntry(kind, source, raw);
      if (result.ok) entries.push({ kind, source, data: result.entry });
      else issues.push(...result.issues);
    }
  }
  return { entries, issues };
}

export { formatIssue };
