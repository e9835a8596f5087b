import { PREVIEW_ROUTES, type PreviewCheck, type PreviewEntry, type PreviewProblem, type PreviewState } from '../../shared/preview';
import { matchablePath } from '../../shared/routing/paths';
import type { InspectorAttributes } from './use-inspector';

/**
 * The names of Contentful's live-preview SDK (InspectorModeDataAttributes), written out so that only the chunk
 * loaded in the preview carries the SDK.
 */
export const INSPECTOR_ATTRIBUTES = {
  entryId: 'data-contentful-entry-id',
  fieldId: 'data-contentful-field-id',
  locale: 'data-contentful-locale',
} as const;

export function inspectorAttributes(previewing: boolean, entry: PreviewEntry | null, fieldId: string | undefined): InspectorAttributes {
  if (!previewing || !entry || !fieldId) return {};
  return {
    [INSPECTOR_ATTRIBUTES.entryId]: entry.entryId,
    [INSPECTOR_ATTRIBUTES.fieldId]: fieldId,
    [INSPECTOR_ATTRIBUTES.locale]: entry.locale,
  };
}

/** The entry a page shows: its context's `id` is the node id the preview's state is keyed by. */
export function pageEntryOf(state: PreviewState | null, pageContext: unknown): PreviewEntry | null {
  if (!state || typeof pageContext !== 'object' || pageContext === null || !('id' in pageContext)) return null;
  const id = pageContext.id;
  return typeof id === 'string' && Object.hasOwn(state.entries, id) ? (state.entries[id] ?? null) : null;
}

export interface PageProblems {
  /** The page's own draft is not valid: the page shows the entry's last valid version. */
  page: PreviewProblem[];
  /** Drafts that were never valid, so have no page to show them on. */
  pageless: PreviewProblem[];
  /** What the site will do to the page's entry once it is live (src/shared/content/checks.ts), worst first. */
  checks: PreviewCheck[];
}

export const NO_PROBLEMS: PageProblems = { page: [], pageless: [], checks: [] };

export function pageProblems(
  problems: readonly PreviewProblem[],
  entry: PreviewEntry | null,
  pathname: string,
  allChecks: readonly PreviewCheck[] = [],
): PageProblems {
  const here = matchablePath(pathname);
  const checks = allChecks.filter((check) =>
    entry !== null ? check.entryId === entry.entryId && check.locale === entry.locale : matchablePath(check.path) === here,
  );
  const page: PreviewProblem[] = [];
  const pageless: PreviewProblem[] = [];
  for (const problem of problems) {
    const ofEntry = entry !== null && problem.entryId === entry.entryId && problem.locale === entry.locale;
    if (ofEntry || (problem.path !== null && matchablePath(problem.path) === here)) page.push(problem);
    else if (problem.path === null) pageless.push(problem);
  }
  return page.length === 0 && pageless.length === 0 && checks.length === 0 ? NO_PROBLEMS : { page, pageless, checks };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Checks the shape the page relies on, so a half-written or foreign answer is not taken for the state. */
export function isPreviewState(value: unknown): value is PreviewState {
  return (
    isObject(value) &&
    typeof value.generation === 'number' &&
    isObject(value.entries) &&
    Array.isArray(value.problems) &&
    Array.isArray(value.checks)
  );
}

/** The preview's state, or null when it cannot be read (the caller keeps what it had). */
export async function fetchPreviewState(): Promise<PreviewState | null> {
  try {
    const response = await fetch(PREVIEW_ROUTES.state, { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isPreviewState(body) ? body : null;
  } catch {
    return null;
  }
}
