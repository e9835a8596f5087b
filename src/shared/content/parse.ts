import type { z } from 'zod';
import { contentSchemas, type ContentKind, type ContentEntry } from './kinds';

/** One problem with one entry: where it is, which field, and why. */
export interface ContentIssue {
  source: string;
  field: string;
  reason: string;
}

export type ParseResult<K extends ContentKind> =
  | { ok: true; entry: ContentEntry<K> }
  | { ok: false; issues: ContentIssue[] };

function issuesOf(source: string, error: z.ZodError): ContentIssue[] {
  return error.issues.map((issue) => ({
    source,
    field: issue.path.length > 0 ? issue.path.join('.') : '(entry)',
    reason: issue.message,
  }));
}

/** Parses raw entry data of one kind; `source` names the file or CMS entry in every issue. */
export function parseEntry<K extends ContentKind>(kind: K, source: string, raw: unknown): ParseResult<K> {
  const schema = contentSchemas[kind];
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, entry: result.data as ContentEntry<K> };
  return { ok: false, issues: issuesOf(source, result.error) };
}

export function formatIssue(issue: ContentIssue): string {
  return `${issue.source}: ${issue.field}: ${issue.reason}`;
}
