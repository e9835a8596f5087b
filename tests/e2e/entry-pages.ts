/**
 * How a template renders its entry, checked on the accessibility sweep's visit of the page of each kind's first
 * entry (scripts/quality/sample-pages.ts picks the same entries as `sample`).
 */
import type { Page } from '@playwright/test';
import { expect, type SiteLocale } from './fixtures';
import { entriesFor, type SampleEntry } from './content';
import { CONTENT_KINDS, KINDS as KIND_FACTS } from '../../src/shared/content/kinds';
import { sectionFor } from '../../src/shared/routing/sections';
import { normalizePath } from '../../src/shared/routing/paths';
import zhCN from '../../locales/zh-CN.json';

/** Every kind the build makes pages of, each rendered by its template. */
const KINDS = CONTENT_KINDS.filter((kind) => KIND_FACTS[kind].template !== null);

/** The H1 each template shows for its entry. */
function headingOf(entry: SampleEntry): string {
  if (entry.kind === 'ProductPage' || entry.kind === 'LandingPage') return String(entry.fields.heroHeading);
  return entry.title;
}

/**
 * The entries whose pages `paths` holds, by path; throws when a kind with a template has none there, so that no
 * template goes unchecked.
 */
export function entryPages(locale: SiteLocale, paths: readonly string[]): Map<string, SampleEntry> {
  const wanted = new Set(paths);
  const found = new Map(
    entriesFor(locale).flatMap((entry) => (wanted.has(normalizePath(entry.path)) ? [[normalizePath(entry.path), entry]] : [])),
  );
  const missing = KINDS.filter((kind) => ![...found.values()].some((entry) => entry.kind === kind));
  if (missing.length > 0) throw new Error(`${locale}: no page of ${missing.join(', ')} among the sampled pages`);
  return found;
}

/** The page shows `entry` as its template should: the heading, the entry in the main content and its back link. */
export async function expectEntryRendered(page: Page, entry: SampleEntry, locale: SiteLocale): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(entry));
  await expect(page.getByRole('main')).toContainText(entry.title.slice(0, 20));
  const label = sectionFor(entry.contentType).backLabel;
  if (label) {
    const expected = locale === 'zh-CN' ? ((zhCN as Record<string, string>)[label] ?? label) : label;
    await expect(page.getByRole('link', { name: expected })).toBeVisible();
  }
}
