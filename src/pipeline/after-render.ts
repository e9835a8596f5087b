/**
 * The build after Gatsby has rendered the pages, in the order it runs: each step calls a module with one job.
 * onPostBuild runs AFTER_RENDER; Gatsby's adapter (src/pipeline/adapter.ts) runs after onPostBuild and ends
 * with AFTER_ADAPTER, so that what the adapter rewrote is compressed too. What must stay around `gatsby build`
 * stays in scripts/build-sites.sh: the per-locale cache, and the cold start after a change to CSS alone.
 *
 * Only the modules in HTML_READERS read the pages Gatsby wrote (a unit test holds the pipeline to it): every
 * other step works from data, the head facts included (src/pipeline/head/facts.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { SITE } from '../shared/config/site';
import { buildNow } from '../shared/events/schedule';
import { buildLocale, type Locale } from '../shared/i18n/locales';
import { robotsDisallows } from '../shared/routing/unlisted';
import { describeReport, pageFileCollector, updateSearchIndex } from './search-index';
import { buildContext } from './build-context';
import { writeBuildSummary } from './build-reports';
import { CALENDAR_QUERY, calendarSources, writeCalendarFiles } from './calendar-files';
import { FEEDS_QUERY, writeFeeds, type FeedsData } from './feeds';
import { visitFiles } from './files';
import { leftoverRemover } from './leftovers';
import { precompress } from './precompress';
import { readSavedRules } from './redirects';
import { scriptPolicyPinner } from './script-hashes';
import { cdnHeaders, cdnRedirects } from './server/cdn';
import { restoreClientRouteFiles } from './server/client-routes';
import { scriptSources } from './server/headers';
import { nginxSiteConf } from './server/nginx';
import { SITEMAP_INDEX_PATH } from '../shared/seo/sitemap-index';
import { SITEMAP_QUERY, sitemapPages, writeSitemap, type SitemapQuery } from './sitemap';
import { cardsOf, writeCards } from './social-cards';
import { sourceMapMover } from './source-maps';
import { nulRepair } from './strip-nul';
import { tagManagerScripts } from './tracking/tag-manager-script';

/** The modules of src/pipeline that read built HTML, and why each must. */
export const HTML_READERS = {
  'strip-nul.ts': "repairs what React's stream renderer wrote",
  'search-index.ts': "Pagefind indexes each page's <main>",
  'script-hashes.ts': "hashes each page's inline scripts into its own policy",
  'precompress.ts': 'compresses every file, pages included',
} as const;

export interface StepArgs {
  root: string;
  publicDir: string;
  locale: Locale;
  /** ms: the steps that read pages touch only those written since (a warm build rewrites some). */
  since: number;
  /** The build's data (its GraphQL and nodes); none after the adapter. */
  gatsby: GatsbyData | undefined;
  /** The built pages (relative to publicDir), once the walk of the output has found them. */
  pages?: string[];
}

/** What the steps read of the build's data. */
export type GatsbyData = Pick<BuildArgs, 'graphql' | 'getNodesByType'>;

interface Step {
  name: string;
  /** Does the step's work; returns what it did, for the build's log. */
  run: (args: StepArgs) => string | Promise<string>;
}

/** Data for a step from the build's GraphQL; a failed query stops the build naming the step. */
async function query<T>(args: StepArgs, text: string, step: string): Promise<T> {
  if (!args.gatsby) throw new Error(`${step}: the build's GraphQL is gone after the adapter`);
  const result = await args.gatsby.graphql<T>(text);
  if (result.errors !== undefined || !result.data) throw new Error(`${step}: the query failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

export const AFTER_RENDER: ReadonlyArray<Step> = [
  {
    name: 'calendar files',
    run: async (args) => {
      const data = await query<Parameters<typeof calendarSources>[0]>(args, CALENDAR_QUERY, 'calendar files');
      const written = writeCalendarFiles(args.publicDir, calendarSources(data, args.locale, buildNow()), args.locale);
      return `${written} .ics files for the events and webinars ahead of ${new Date(buildNow()).toISOString()}`;
    },
  },
  {
    name: 'feeds',
    run: async (args) => {
      const feeds = writeFeeds(args.publicDir, await query<FeedsData>(args, FEEDS_QUERY, 'feeds'), args.locale);
      return `RSS and Atom: ${feeds.map((feed) => `${feed.path} (${feed.items} items)`).join(', ')}`;
    },
  },
  {
    name: 'social cards',
    run: async (args) => {
      const cards = cardsOf(buildContext().heads);
      const drawn = await writeCards(cards, SITE.brandName, args.publicDir, path.join(args.root, '.cache', 'social-cards'));
      return `${cards.size} (${drawn.drawn} drawn, ${drawn.cached} from the cache, ${drawn.placed} put in place, ${Math.round(drawn.bytes / 1024)} KB)`;
    },
  },
  {
    // One walk over the 60,000 files of the output for the steps that go file by file: a walk costs more than
    // their own work in a build that changed little. Each file meets them in this order, so the script policy
    // hashes the repaired page.
    name: 'files written',
    run: (args) => {
      const tagManager = tagManagerScripts();
      const sources = [...scriptSources(), ...(tagManager ? [tagManager.setupHash] : [])];
      const pages = pageFileCollector(args.publicDir);
      const reports = visitFiles(args.publicDir, [
        nulRepair(args.since),
        scriptPolicyPinner(args.publicDir, sources, args.since, path.join(args.root, '.cache', 'script-policy-sources.txt')),
        sourceMapMover(args.publicDir, path.join(args.root, '.serve', 'source-maps', args.locale)),
        pages,
        leftoverRemover(args.publicDir, new Set(cardsOf(buildContext().heads).keys())),
      ]);
      args.pages = pages.pages();
      return reports.join('; ');
    },
  },
  {
    name: 'search index',
    run: async (args) => {
      const reports = await updateSearchIndex(args.publicDir, path.join(args.root, '.cache', 'search-index'), args.pages);
      return reports.map(describeReport).join('; ');
    },
  },
  {
    name: 'sitemap',
    run: async (args) => {
      if (!args.gatsby) throw new Error("sitemap: the build's pages are gone after the adapter");
      // Every page Gatsby holds, whichever plugin made it: read from its node store, not through GraphQL.
      const pagePaths = args.gatsby.getNodesByType('SitePage').map((page) => String(page.path));
      const pages = sitemapPages(await query<SitemapQuery>(args, SITEMAP_QUERY, 'sitemap'), pagePaths);
      const written = await writeSitemap(args.publicDir, pages, args.locale, path.join(args.root, '.cache', 'sitemap.digest'));
      return `${written.urls} URLs, ${written.written ? 'written' : 'unchanged, kept'}`;
    },
  },
  {
    name: 'robots.txt',
    run: (args) => {
      const disallowed = robotsDisallows().map((pattern) => `Disallow: ${pattern}\n`);
      const sitemap = `${SITE.urls[args.locale]}${SITEMAP_INDEX_PATH}`;
      fs.writeFileSync(path.join(args.publicDir, 'robots.txt'), `User-agent: *\n${disallowed.join('')}\nSitemap: ${sitemap}\n`);
      return `${disallowed.length} disallowed`;
    },
  },
  {
    name: 'server rules',
    run: (args) => {
      const serverDir = path.join(args.root, '.serve');
      fs.mkdirSync(serverDir, { recursive: true });
      const { rules, hosts } = readSavedRules(args.root);
      fs.writeFileSync(path.join(serverDir, 'site.conf'), nginxSiteConf(rules, hosts));
      // The adapter completes these two after onPostBuild.
      fs.writeFileSync(path.join(args.publicDir, '_redirects'), cdnRedirects());
      fs.writeFileSync(path.join(args.publicDir, '_headers'), cdnHeaders());
      return '.serve/site.conf for nginx, public/_redirects and public/_headers for a CDN';
    },
  },
  {
    name: 'build summary',
    run: (args) => {
      if (!args.gatsby) throw new Error("build summary: the build's pages are gone after the adapter");
      const pages = args.gatsby.getNodesByType('SitePage').length;
      // A build whose date is pinned (BUILD_DATE, the tests) gives the same site whenever it runs.
      const pinned = Boolean(process.env.BUILD_DATE);
      const next = buildContext().nextChange;
      const nextChange = !pinned && Number.isFinite(next) ? new Date(next).toISOString() : null;
      const { hsWithoutName } = buildContext();
      writeBuildSummary(args.root, { pages, nextChange, hsWithoutName });
      return (
        `${pages} pages; the content next changes ${nextChange ? `at ${nextChange}` : pinned ? 'never: its date is pinned' : 'never, as it stands'}` +
        (hsWithoutName.length > 0 ? `; ${hsWithoutName.length} HS codes or sections without a name in the site's language` : '')
      );
    },
  },
];

export const AFTER_ADAPTER: ReadonlyArray<Step> = [
  { name: 'client-route files', run: (args) => `${restoreClientRouteFiles(args.publicDir).length} restored at their own paths` },
  { name: 'compression', run: async (args) => `${await precompress(args.publicDir)} files gzipped for gzip_static` },
];

/** Runs `steps` in order, logging what each did and how long it took. */
export async function runSteps(
  steps: ReadonlyArray<Step>,
  gatsby: GatsbyData | undefined,
  log: (line: string) => void,
  root: string = process.cwd(),
): Promise<void> {
  const args: StepArgs = { root, publicDir: path.join(root, 'public'), locale: buildLocale(), since: buildContext().startedAt, gatsby };
  for (const step of steps) {
    const started = Date.now();
    const done = await step.run(args);
    log(`${step.name}: ${done} (${Date.now() - started} ms)`);
  }
}
