/**
 * What a finished build tells the scripts around it (scripts/build-sites.ts, the publisher), in its folder's
 * `.serve/build-summary.json`: how many pages the site has, and the next instant at which the same content gives
 * another site (an event or webinar ends, a job closes), or null when nothing scheduled lies ahead. A build is
 * needed again at that instant even when no file changed, and the publisher publishes then on its own. It also
 * lists the HS codes the site shows without a name in its language, for whoever completes the names.
 */
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_SUMMARY_FILE = 'build-summary.json';

export interface BuildSummary {
  pages: number;
  /** ISO 8601, or null. */
  nextChange: string | null;
  /** The HS sections and codes the site shows in English for want of a name in its language (src/pipeline/hs-codes.ts). */
  hsWithoutName: string[];
}

const summaryPath = (root: string) => path.join(root, '.serve', BUILD_SUMMARY_FILE);

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
