/**
 * Drafts in the preview, entry by entry. A public build stops at the first invalid entry; the preview cannot: an
 * editor's half-written draft must not take the pages of everyone else's drafts down. So each read keeps every valid
 * draft, and for an invalid one its last valid version from an earlier read of this preview (none on the first read:
 * the entry is then left out), and says which entry, field and why. What it kept and why is written to STATE_FILE for
 * the preview server and the pages (src/shared/preview.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentIssue } from '../shared/content/parse';
import type { PreviewCheck, PreviewProblem, PreviewState } from '../shared/preview';
import type { ContentCheck } from '../shared/content/checks';
import { contentfulSource } from './sources/contentful';
import type { LocalContent, SourcedEntry } from './sources/local';

/** Where the preview's state is written, relative to the project: the preview server reads it from there. */
export const PREVIEW_STATE_FILE = '.cache/preview/state.json';

/** A content node as far as the preview needs it. */
export interface PreviewNode {
  id: string;
  source: string;
  path: string;
  pageTitle: string;
}

/**
 * The entries read, turned into nodes: the problems are those of entries left out or kept at an older version, the
 * checks what the site will do to the entries shown (src/shared/content/checks.ts).
 */
export interface Converted<N extends PreviewNode> {
  nodes: N[];
  issues: ContentIssue[];
  checks: ContentCheck[];
}

/** How many times entries named by a problem of the whole set (a duplicate slug, two pages on one path) are taken out. */
const PASSES = 3;

/**
 * The drafts of one preview: `read` turns Contentful's entries, with each invalid one replaced by its last valid
 * version or left out, into nodes. Problems between entries (a duplicate slug, a path taken twice) come out of the
 * conversion and name an entry too: that entry is replaced or left out in turn, and the rest converted again.
 */
export class DraftKeeper {
  private readonly lastValid = new Map<string, SourcedEntry>();
  private generation = 0;

  read<N extends PreviewNode>(
    loaded: LocalContent,
    convert: (entries: SourcedEntry[]) => Converted<N>,
  ): { converted: Converted<N>; problems: ContentIssue[] } {
    const problems: ContentIssue[] = [...loaded.issues];
    const broken = new Set(problems.map((issue) => issue.source));
    let entries = this.withLastValid(loaded.entries, broken);
    let converted = convert(entries);
    for (let pass = 1; converted.issues.length > 0 && pass <= PASSES; pass += 1) {
      problems.push(...converted.issues);
      for (const issue of converted.issues) broken.add(issue.source);
      // From the second pass on, a last valid version that is itself in conflict is left out too.
      entries = pass === 1 ? this.withLastValid(loaded.entries, broken) : entries.filter((entry) => !broken.has(entry.source));
      converted = convert(entries);
    }
    if (converted.issues.length > 0)
      throw new Error(`The drafts still conflict after ${PASSES} passes: ${converted.issues.map((i) => i.source).join(', ')}`);
    const present = new Set(loaded.entries.map((entry) => entry.source));
    for (const source of [...this.lastValid.keys()]) if (!present.has(source) && !broken.has(source)) this.lastValid.delete(source);
    for (const entry of loaded.entries) if (!broken.has(entry.source)) this.lastValid.set(entry.source, entry);
    return { converted, problems };
  }

  /** The state the preview server and the pages read, for the nodes and problems of a read. */
  state(
    nodes: ReadonlyArray<PreviewNode>,
    problems: ReadonlyArray<ContentIssue>,
    checks: ReadonlyArray<ContentCheck> = [],
    now = new Date(),
  ): PreviewState {
    this.generation += 1;
    const entries: PreviewState['entries'] = {};
    const pathOf = new Map<string, string>();
    for (const node of nodes) {
      pathOf.set(node.source, node.path);
      const from = contentfulSource(node.source);
      if (from) entries[node.id] = { ...from, path: node.path, title: node.pageTitle };
    }
    const listed: PreviewProblem[] = problems.map((issue) => {
      const from = contentfulSource(issue.source);
      return {
        entryId: from?.entryId ?? null,
        locale: from?.locale ?? null,
        field: issue.field,
        reason: issue.reason,
        path: pathOf.get(issue.source) ?? null,
      };
    });
    const checked: PreviewCheck[] = checks.map(({ source, site: _site, ...check }) => {
      const from = contentfulSource(source);
      return { ...check, entryId: from?.entryId ?? null, locale: from?.locale ?? null };
    });
    return { generation: this.generation, readAt: now.toISOString(), entries, problems: listed, checks: checked };
  }

  private withLastValid(entries: SourcedEntry[], broken: ReadonlySet<string>): SourcedEntry[] {
    const out = entries.filter((entry) => !broken.has(entry.source));
    for (const source of broken) {
      const kept = this.lastValid.get(source);
      if (kept) out.push(kept);
    }
    return out;
  }
}

/** Writes the state where the preview server reads it; whole or not at all, since the server may read at any moment. */
export function writePreviewState(root: string, state: PreviewState): void {
  const file = path.join(root, PREVIEW_STATE_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(state));
  fs.renameSync(`${file}.tmp`, file);
}
