/**
 * What the build's hooks share within one run, in one object: when the run began (the steps after rendering
 * touch only files written since), the pages createPages made (which the redirect families expand against)
 * and each page's head facts (src/pipeline/head-facts.ts). A run starts fresh (onPreInit); the pages start
 * fresh with each createPages run too, which `gatsby develop` repeats after content changes.
 */
import type { HeadFacts } from './head-table';

export interface BuildContext {
  /** ms since the epoch, a second early; 0 until the build starts writing pages. */
  startedAt: number;
  pages: Set<string>;
  heads: Map<string, HeadFacts>;
}

let context: BuildContext = { startedAt: 0, pages: new Set(), heads: new Map() };

export function buildContext(): BuildContext {
  return context;
}

export function resetBuildContext(): void {
  context = { startedAt: 0, pages: new Set(), heads: new Map() };
}
