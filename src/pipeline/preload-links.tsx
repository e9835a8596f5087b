/**
 * What Gatsby's loader fetches before it renders the first page, announced in that page's HTML. The HTML names only
 * the app's scripts; the loader, once they have run, fetches the page's data, the site's app data, the data of the
 * slices the page shows, then the page's and slices' scripts: two round trips after the app's scripts, on a phone
 * the better part of a second in which the page cannot answer a tap. Preloaded, they arrive with the app's
 * scripts, and React hydrates as soon as those have run.
 *
 * Code the page may need at a tap is prefetched (PREFETCHED_CHUNKS).
 *
 * The data is fetched with XMLHttpRequest, which a preload `as="fetch"` with `crossorigin="anonymous"` matches
 * on the same origin; the scripts by webpack's script tags, which `as="script"` matches.
 */
import path from 'node:path';
import type { ReactElement } from 'react';

/** The parts of a page's page-data.json (and a slice's slice-data) that say what it needs. */
export interface PageNeeds {
  componentChunkName: string;
  staticQueryHashes?: string[];
  slicesMap?: Record<string, string>;
}

export interface BuildOutput {
  /** Each chunk group's files, shared chunks included, as the build wrote them (webpack.stats.json). */
  chunkMap: Record<string, string[]>;
  sliceData: (slice: string) => PageNeeds | undefined;
}

/** The page's data file, as the loader names it (its createPageDataUrl). */
export function pageDataUrl(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return `/page-data/${trimmed || 'index'}/page-data.json`;
}

/** The URLs the loader fetches before the first render of `pagePath`: data first, then scripts. */
export function preloadUrls(pagePath: string, page: PageNeeds, output: BuildOutput): { data: string[]; scripts: string[] } {
  const slices = Object.values(page.slicesMap ?? {});
  const sliceNeeds = slices.map((slice) => output.sliceData(slice)).filter((needs): needs is PageNeeds => needs !== undefined);
  const queries = [page, ...sliceNeeds].flatMap((needs) => needs.staticQueryHashes ?? []);
  const data = [
    pageDataUrl(pagePath),
    '/page-data/app-data.json',
    ...slices.map((slice) => `/slice-data/${slice}.json`),
    ...[...new Set(queries)].map((hash) => `/page-data/sq/d/${hash}.json`),
  ];
  const scripts = [page, ...sliceNeeds]
    .flatMap((needs) => output.chunkMap[needs.componentChunkName] ?? [])
    .filter((file) => file.endsWith('.js'));
  return { data, scripts: [...new Set(scripts)] };
}

/**
 * Chunks the page may need at a tap, not before it is usable: prefetched at the network's idle priority, so the tap
 * finds them in the cache. The consent banner, which "Cookie settings" in every page's footer opens.
 */
export const PREFETCHED_CHUNKS = ['consent-banner'] as const;

interface Stats {
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
}

/**
 * Each chunk group's files, shared chunks included, from the build's webpack.stats.json under `publicDir`; undefined
 * where no build wrote one. Not chunk-map.json, which Gatsby writes beside it: that names only each group's own chunk,
 * without the shared ones (the lead forms' react-hook-form and schemas among them).
 */
export function chunkGroupsOf(publicDir: string): Record<string, string[]> | undefined {
  const statsFile = path.join(publicDir, 'webpack.stats.json');
  if (!fs.existsSync(statsFile)) return undefined;
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as Stats;
  return Object.fromEntries(
    Object.entries(stats.namedChunkGroups).map(([name, group]) => [name, group.assets.map((asset) => `/${asset.name}`)]),
  );
}

/**
 * The page renderer's copy of the chunk groups, built into it (src/pipeline/webpack.ts, embedChunkGroups). With
 * slices, Gatsby renders a page's HTML again only when the page or the renderer changed: new browser code alone
 * reaches the pages through the scripts it stitches in, never through their heads. Read from the file, the preloads
 * of a deploy's unchanged pages kept naming the scripts of the build before (fetched for nothing, and the loader
 * then fetched the new ones); built in, new chunk names are a new renderer, and every page is rendered again.
 */
declare const __BROWSER_CHUNK_GROUPS__: Record<string, string[]> | undefined;

let cached: { dir: string; output: BuildOutput | undefined } | undefined;

/**
 * Node's own `fs`, not the one Gatsby's page renderer is bundled with: that one notes every call made while a page
 * renders, and one such call makes every later build render every page again, as Gatsby cannot know what the
 * read decides. What is read here (a slice's component and static queries from its slice-data) changes only with
 * the code.
 */
const fs = process.getBuiltinModule('fs');

/**
 * The build's chunk groups and slice data under `publicDir`; undefined under `gatsby develop`, which writes neither.
 * In the page renderer the chunk groups are those built into it; elsewhere (the budgets check) the file's.
 */
export function buildOutput(publicDir: string): BuildOutput | undefined {
  if (cached?.dir === publicDir) return cached.output;
  const chunkMap = typeof __BROWSER_CHUNK_GROUPS__ !== 'undefined' ? __BROWSER_CHUNK_GROUPS__ : chunkGroupsOf(publicDir);
  const slices = new Map<string, PageNeeds | undefined>();
  const output = chunkMap
    ? {
        chunkMap,
        sliceData: (slice: string) => {
          if (!slices.has(slice)) {
            const file = path.join(publicDir, 'slice-data', `${slice}.json`);
            slices.set(slice, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PageNeeds) : undefined);
          }
          return slices.get(slice);
        },
      }
    : undefined;
  cached = { dir: publicDir, output };
  return output;
}

export function preloadLinks(pagePath: string, page: PageNeeds, output: BuildOutput): ReactElement[] {
  const { data, scripts } = preloadUrls(pagePath, page, output);
  const later = PREFETCHED_CHUNKS.flatMap((name) => output.chunkMap[name] ?? []).filter((file) => file.endsWith('.js'));
  return [
    ...data.map((href) => <link key={href} rel="preload" as="fetch" crossOrigin="anonymous" href={href} />),
    ...scripts.map((href) => <link key={href} rel="preload" as="script" href={href} />),
    // No `as` on a prefetch: HTML allows it only with preload and modulepreload.
    ...later.map((href) => <link key={href} rel="prefetch" href={href} />),
  ];
}
