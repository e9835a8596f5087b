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
import { FEEDS_QUERY, writeFeeds, type FeedsData } from './feeds';
import { cardsOf, writeCards } from './social-cards';
import { buildContext } from './build-context';

/**
 * Writes robots.txt for this regional site, the nginx rules that serve the build and the CDN's rule files
 * (which Gatsby's adapter completes after this hook; compression runs after it too: src/pipeline/adapter.ts).
 */
export function writeServerFiles({ reporter }: BuildArgs): void {
  const root = process.cwd();
  const repaired = stripNulBytes(path.join(root, 'public'), buildContext().startedAt);
  if (repaired.length > 0) reporter.info(`Removed stray NUL bytes of React's stream renderer from ${repaired.length} HTML files`);
  const tagManager = tagManagerScripts();
  const pinned = pinInlineScripts(
    path.join(root, 'public'),
    [...scriptSources(), ...(tagManager ? [tagManager.setupHash] : [])],
    buildContext().startedAt,
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

/** The feeds, and the social cards the pages' head facts name (drawn only when new or changed). */
export async function writeShareables(args: BuildArgs): Promise<void> {
  const { reporter } = args;
  const result = await args.graphql<FeedsData>(FEEDS_QUERY);
  if (result.errors !== undefined || !result.data) {
    reporter.panic(`Could not query the feeds' entries: ${JSON.stringify(result.errors)}`);
    return;
  }
  const root = process.cwd();
  const publicDir = path.join(root, 'public');
  const feeds = writeFeeds(publicDir, result.data, buildLocale());
  reporter.info(`Wrote RSS and Atom feeds: ${feeds.map((feed) => `${feed.path} (${feed.items} items)`).join(', ')}`);
  const started = Date.now();
  const cards = cardsOf(buildContext().heads);
  const drawn = await writeCards(cards, SITE.brandName, publicDir, path.join(root, '.cache', 'social-cards'));
  reporter.info(
    `Social cards: ${cards.size} (${drawn.drawn} drawn, ${drawn.cached} from the cache, ${Math.round(drawn.bytes / 1024)} KB) ` +
      `in ${Date.now() - started} ms`,
  );
}
