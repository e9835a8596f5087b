/**
 * Content checks: what the site will do to a valid entry that its editor cannot see in the CMS (markup the sanitiser
 * removes, links to entries that are not published, images without alternative text, skipped heading levels, titles
 * and descriptions search results cut or share with another page, labels the Chinese site shows in English). The
 * build works them out as it converts entries (src/pipeline/content-checks.ts); the preview shows them on the entry's
 * page and the publisher on its status page. Shared, since the preview's pages list them too.
 */

/** How much a check matters, worst first. */
export const CHECK_SEVERITIES = ['breaks-publish', 'changes-page', 'advice'] as const;
export type CheckSeverity = (typeof CHECK_SEVERITIES)[number];

/** Each severity as editors read it. */
export const SEVERITY_LABELS: Readonly<Record<CheckSeverity, string>> = {
  'breaks-publish': 'Would break the publish',
  'changes-page': 'Changes what readers see',
  advice: 'Advice',
};

export const CHECK_KINDS = [
  'removed-markup',
  'unpublished-link',
  'missing-alt',
  'skipped-heading',
  'long-title',
  'long-description',
  'same-title',
  'same-description',
  'untranslated-label',
] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** What a check says of one field of an entry, before the build names the entry. */
export interface EntryNote {
  kind: CheckKind;
  severity: CheckSeverity;
  field: string;
  /** A sentence an editor understands: what happens, and why. */
  message: string;
  /** The text just before the spot in a body, so the editor can find it; empty when the whole field is meant. */
  context: string;
}

/** One check of one entry in one regional build. */
export interface ContentCheck extends EntryNote {
  /** The entry: a file of content/ or `contentful:<entry id> (<locale>)`, as problems name it. */
  source: string;
  /** The regional site whose build found it. */
  site: string;
  /** The entry's page on that site. */
  path: string;
}

/** Counts by severity, worst first. */
export function countBySeverity(checks: ReadonlyArray<{ severity: CheckSeverity }>): Record<CheckSeverity, number> {
  const counts: Record<CheckSeverity, number> = { 'breaks-publish': 0, 'changes-page': 0, advice: 0 };
  for (const check of checks) counts[check.severity] += 1;
  return counts;
}

/** Checks worst first, then by entry and field: the order every list of them is shown in. */
export function byWeight<T extends { severity: CheckSeverity; field: string; source?: string }>(checks: ReadonlyArray<T>): T[] {
  const rank = (check: T) => CHECK_SEVERITIES.indexOf(check.severity);
  return [...checks].sort(
    (a, b) => rank(a) - rank(b) || (a.source ?? '').localeCompare(b.source ?? '') || a.field.localeCompare(b.field),
  );
}

/** A check on one line, for logs and notifications. */
export function formatCheck(check: ContentCheck): string {
  const where = check.context ? ` (after “${check.context}”)` : '';
  return `${check.source}: ${check.field}: ${check.message}${where}`;
}
