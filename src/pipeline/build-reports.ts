/**
 * What a build tells the scripts around it (scripts/dev/locale-builds.ts, the publisher's build.ts): four JSON
 * files in the build's folder, each written by the step that knows it and read back after the build, a failed
 * one's too. Their places are their own rather than ones the caller names, so that the build's environment stays
 * the same for every caller (services/shared/site-builds.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentCheck } from '../shared/content/checks';
import type { ContentIssue } from '../shared/content/parse';

/**
 * The file, in the site's folder, the build writes its content problems to, as JSON (`{ title, issues: [{ source,
 * field, reason }] }`), before it stops: the publisher shows editors the entry, field and reason from it rather than
 * from the log.
 */
export const PROBLEMS_FILE = path.join('.serve', 'build-problems.json');

/**
 * The file, in the site's folder, the build writes, when sourcing from Contentful, the revision it sourced of each
 * entry and asset (`{ [contentfulId]: revision }`): the publisher checks that a publish it was told of is in the
 * build, since a CDN in front of Contentful's Delivery API can serve the previous version for a while after a publish.
 */
export const SOURCED_FILE = path.join('.serve', 'build-sourced.json');

/**
 * The file, in the site's folder, the build writes the content checks of its entries to (`ChecksReport`): every
 * build that reads the content rewrites it, and one that keeps the last read's nodes writes that read's again, so it
 * always describes the content the site was built from. The publisher shows each publish's from it, a failed one's
 * too: scripts/dev/locale-builds.ts removes it when a run starts (and puts back the last build's when that build stands for
 * the run), so after a failed build it is there only when that build wrote it.
 */
export const CHECKS_FILE = path.join('.serve', 'content-checks.json');

export interface ChecksReport {
  site: string;
  checks: ContentCheck[];
}

/** Writes one of the build's reports into the site's folder. */
export function writeReport(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value));
}

export interface ProblemsReport {
  title: string;
  issues: ContentIssue[];
}

/**
 * How many pages the site has, and the next instant at which the same content gives another site (an event or
 * webinar ends, a job closes), or null when nothing scheduled lies ahead: a build is needed again at that instant
 * even when no file changed, and the publisher publishes then on its own. It also lists the HS codes the site shows
 * without a name in its language, for whoever completes the names. Written once the pages are (after-render.ts).
 */
export const BUILD_SUMMARY_FILE = path.join('.serve', 'build-summary.json');

/** The reports a run of the build removes before it starts (the publisher reads them after a failed build too). */
export const RUN_REPORTS = [PROBLEMS_FILE, SOURCED_FILE, CHECKS_FILE];

export interface BuildSummary {
  pages: number;
  /** ISO 8601, or null. */
  nextChange: string | null;
  /** The HS sections and codes the site shows in English for want of a name in its language (src/pipeline/hs-codes.ts). */
  hsWithoutName: string[];
}

const summaryPath = (root: string) => path.join(root, BUILD_SUMMARY_FILE);

export function writeBuildSummary(root: string, summary: BuildSummary): void {
  fs.mkdirSync(path.dirname(summaryPath(root)), { recursive: true });
  fs.writeFileSync(summaryPath(root), `${JSON.stringify(summary)}\n`);
}

export function readBuildSummary(root: string): BuildSummary | null {
  try {
    const value = JSON.parse(fs.readFileSync(summaryPath(root), 'utf8')) as Partial<BuildSummary>;
    if (typeof value.pages !== 'number' || (value.nextChange !== null && typeof value.nextChange !== 'string')) return null;
    const hsWithoutName = Array.isArray(value.hsWithoutName) ? value.hsWithoutName.filter((code) => typeof code === 'string') : [];
    return { pages: value.pages, nextChange: value.nextChange ?? null, hsWithoutName };
  } catch {
    return null;
  }
}
