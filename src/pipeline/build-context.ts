/**
 * What the build's hooks share within one run, in one object: when the run began (the steps after rendering
 * touch only files written since), the pages createPages made (which the redirect families expand against),
 * each page's head facts (src/pipeline/head/facts.ts) and when the content read next changes (sourcing). A run starts fresh (onPreInit); the pages start
 * fresh with each createPages run too, which `gatsby develop` repeats after content changes.
 */
import type { HeadFacts } from './head/facts';

export interface BuildContext {
  /** ms since the epoch, a second early; 0 until the build starts writing pages. */
  startedAt: number;
  pages: Set<string>;
  heads: Map<string, HeadFacts>;
  /** ms: the first instant after the build's "now" at which the content read gives other nodes (src/pipeline/build-reports.ts). */
  nextChange: number;
  /** The HS sections and codes without a name in the site's language (none on en-US, whose names are the nomenclature's). */
  hsWithoutName: string[];
}

const fresh = (): BuildContext => ({ startedAt: 0, pages: new Set(), heads: new Map(), nextChange: Infinity, hsWithoutName: [] });

let context: BuildContext = fresh();

export function buildContext(): BuildContext {
  return context;
}

export function resetBuildContext(): void {
  context = fresh();
}
