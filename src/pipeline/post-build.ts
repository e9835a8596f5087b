import fs from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { SITE } from '../shared/config/site';
import { buildLocale } from '../shared/i18n/locales';
import { nginxSiteConf } from './server/nginx';
import { cdnHeaders, cdnRedirects } from './server/cdn';
import { stripNulBytes } from './strip-nul';
import { readSavedRules } from './redirects';
import { moveSourceMaps } from './source-maps';
import { robotsDisallows } from '../shared/routing/unlisted';
import { pinInlineScripts } from './script-hashes';
import { scriptSources } from './server/headers';
import { tagManagerScripts } from './tracking/tag-manager-script';

import { CALENDAR_QUERY, calendarSources, writeCalendarFiles } from './calendar-files';
import { buildNow } from '../shared/events/schedule';
import { contentTypesByPath, planHeads, writeHeads } from './share-tags';
import { FEEDS_QUERY, writeFeeds, type FeedsData } from './feeds';
import { writeCards } from './social-cards';

let buildStartedAt = 0;

/** Remembers when this build began, so the steps after it only touch files the build wrote. */
export function markBuildStart(): void {
  buildStartedAt = Date.now() - 1000;
}

/**
 * Writes robots.txt for this regional site, the nginx rules that serve the build and the CDN's rule files
 * (which Gatsby's adapter completes after this hook; compression runs after it too: src/pipeline/adapter.ts).
 */
export function writeServerFiles({ reporter }: BuildArgs): void {
  const root = process.cwd();
  const repaired = stripNulBytes(path.join(root, 'public'), buildStartedAt);
  if (repaired.length > 0) reporter.info(`Removed stray NUL bytes of React's stream renderer from ${repaired.length} HTML files`);
  const tagManager = tagManagerScripts();
  const pinned = pinInlineScripts(
    path.join(root, 'public'),
    [...scriptSources(), ...(tagManager ? [tagManager.setupHash] : [])],
    buildStartedAt,
    path.join(root, '.cache', 'script-policy-sources.txt'),
  );
  reporter.info(`Wrote each page's script policy (its inline scripts by hash) into ${pinned} pages written by this build`);
  const siteUrl = SITE.urls[buildLocale()];
  const disallowed = robotsDisallows().map((pattern) => `Disallow: ${pattern}\n`);
  fs.writeFileSync(
    path.join(root, 'public', 'robots.txt'),
    `User-agent: *\n${disallowed.join('')}\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );
  const serverDir = path.join(root, '.serve');
  fs.mkdirSync(serverDir, { recursive: true });
  const { rules, hosts } = readSavedRules(root);
  fs.writeFileSync(path.join(serverDir, 'site.conf'), nginxSiteConf(rules, hosts));
  fs.writeFileSync(path.join(root, 'public', '_redirects'), cdnRedirects());
  fs.writeFileSync(path.join(root, 'public', '_headers'), cdnHeaders());
  reporter.info('Wrote public/robots.txt, public/_redirects, public/_headers and .serve/site.conf');
  const maps = moveSourceMaps(path.join(root, 'public'), path.join(serverDir, 'source-maps', buildLocale()));
  if (maps > 0) reporter.info(`Moved ${maps} source maps out of public/ to .serve/source-maps/${buildLocale()} (not published)`);
}

/** Writes the calendar file of every event and webinar still ahead at the build's date. */
export async function writeCalendars(args: BuildArgs): Promise<void> {
  const { reporter } = args;
  const result = await args.graphql<Parameters<typeof calendarSources>[0]>(CALENDAR_QUERY);
  if (result.errors !== undefined || !result.data) {
    reporter.panic(`Could not query events and webinars for their calendar files: ${JSON.stringify(result.errors)}`);
    return;
  }
  const locale = buildLocale();
  const written = writeCalendarFiles(path.join(process.cwd(), 'public'), calendarSources(result.data, locale, buildNow()), locale);
  reporter.info(`Wrote ${written} calendar files (.ics) for the events and webinars ahead of ${new Date(buildNow()).toISOString()}`);
}

/**
 * The feeds, the social cards and each page's head tags for crawlers and link previews (trail, card, feeds:
 * src/pipeline/share-tags.ts), before the script policies are pinned on the final HTML.
 */
export async function writeShareables(args: BuildArgs): Promise<void> {
  const { reporter } = args;
  const result = await args.graphql<FeedsData & { allContentEntry: { nodes: Array<{ path: string; contentType: string }> } }>(
    `{ ${FEEDS_QUERY.slice(1, -1)} allContentEntry { nodes { path contentType } } }`,
  );
  if (result.errors !== undefined || !result.data) {
    reporter.panic(`Could not query the feeds' entries and the pages' content types: ${JSON.stringify(result.errors)}`);
    return;
  }
  const root = process.cwd();
  const publicDir = path.join(root, 'public');
  const locale = buildLocale();
  const feeds = writeFeeds(publicDir, result.data, locale);
  reporter.info(`Wrote RSS and Atom feeds: ${feeds.map((feed) => `${feed.path} (${feed.items} items)`).join(', ')}`);
  const started = Date.now();
  const plans = planHeads(publicDir, locale, contentTypesByPath(result.data.allContentEntry.nodes), buildStartedAt);
  const cards = new Map(plans.flatMap(({ head }) => (head?.ownCard ? [[head.card.file, head.card.facts] as const] : [])));
  const drawn = await writeCards(cards, SITE.brandName, publicDir, path.join(root, '.cache', 'social-cards'));
  const pages = writeHeads(plans, locale);
  reporter.info(
    `Social cards: ${cards.size} (${drawn.drawn} drawn, ${drawn.cached} from the cache, ${Math.round(drawn.bytes / 1024)} KB); ` +
      `head tags written into ${pages} pages in ${Date.now() - started} ms`,
  );
}
