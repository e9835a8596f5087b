/**
 * npm run bench:publish — an editor's wait on our own servers, and where it goes: from Contentful's signed webhook to
 * the changed page served by nginx, through the publisher (services/publisher) building both regional sites from the
 * default content (the whole HS nomenclature). Rows: a glossary term not on HS pages, a blog post, a product page;
 * each run changes the text again.
 *
 * For each row: p50 and p95 of the wait, and the medians of where it went by wall clock: the queue (webhook to the
 * build's start), each site's Gatsby phases (compile, bootstrap, webpack, queries, HTML, onPostBuild, and Gatsby's
 * time between them), the adapter and our steps after it, what the build script does around `gatsby build`, and the
 * release and the switch. "Outside Gatsby" is everything but the time a site spends from its compile to its onPostBuild
 * (the longer site's, when both build at once).
 *
 * The reference, in the same run: a bare Gatsby site of the same page count (scripts/bench/bare-site.ts), built warm
 * once per locale, one after the other, before each row; the ratio is the row's p95 against the median of those.
 *
 *   npm run bench:publish [-- --runs 5]
 *
 * Works in a temporary copy of the project, with its own publisher, releases and nginx; the checkout is untouched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { signRequest } from '@contentful/node-apps-toolkit';
import { copyProject, copyScripts } from '../dev/project-copy';
import { sitesAtOnce } from '../../services/shared/site-builds';
import { buildBreakdown, type GatsbyPhase } from '../../services/shared/gatsby-log';
import { serveSite, untilAnswering } from '../dev/serve-site';
import { writeBareSite } from './bare-site';
import { BENCH_BUILD_ENV, measure, median, stopGroupWithBenchmark, whenStopped } from './measure';
import type { Publish } from '../../services/publisher/store';
import { liveSite } from '../../services/publisher/releases';

const root = path.resolve(__dirname, '../..');
const at = process.argv.indexOf('--runs');
const RUNS = Number(at > 0 ? process.argv[at + 1] : 5);
const LOCALES = ['en-US', 'zh-CN'] as const;
const PUBLISHER_PORT = 9531;
const NGINX_PORTS = { 'en-US': 8321, 'zh-CN': 8322 } as const;

interface Edit {
  name: string;
  file: string;
  /** The line changed, as a regular expression over the file, and the page that shows it. */
  line: RegExp;
  field: string;
  page: string;
}

const EDITS: Edit[] = [
  { name: 'glossary term', file: 'content/glossary/air-waybill.md', line: /^title: .*$/m, field: 'title', page: '/glossary/air-waybill/' },
  {
    name: 'blog post',
    file: 'content/blog/posts/isf-10-plus-2-filing-and-penalties.md',
    line: /^title: .*$/m,
    field: 'title',
    page: '/blog/isf-10-plus-2-filing-and-penalties/',
  },
  {
    name: 'product page',
    file: 'content/products/air-freight.md',
    line: /^heroHeading: .*$/m,
    field: 'heroHeading',
    page: '/products/air-freight/',
  },
];

const env: NodeJS.ProcessEnv = { ...process.env, ...BENCH_BUILD_ENV };

/** Writes a new text into the edit's line; returns the text, which the page must show. */
function applyEdit(site: string, edit: Edit, label: string): string {
  const file = path.join(site, edit.file);
  const text = `Edited for the publish benchmark, ${label}`;
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(edit.line, `${edit.field}: "${text}"`));
  return text;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const sec = (value: number) => `${value.toFixed(1)} s`;

const GATSBY_PHASES: GatsbyPhase[] = ['compile', 'bootstrap', 'webpack', 'queries', 'html', 'onPostBuild'];

/** Where one publish's wait went, in seconds, by part. */
type Parts = Record<string, number>;

/**
 * One site's build, from its log: Gatsby's phases, Gatsby's time between them, the adapter and our steps after
 * onPostBuild (when the build script says how long `gatsby build` ran), and the build script's own time around it.
 */
function siteParts(locale: string, log: string, siteSeconds: number): { parts: Parts; gatsby: number } {
  const breakdown = buildBreakdown(log);
  const parts: Parts = {};
  const inPhases = GATSBY_PHASES.reduce((sum, phase) => sum + breakdown.phases[phase], 0);
  for (const phase of GATSBY_PHASES) parts[`${locale} ${phase}`] = breakdown.phases[phase];
  parts[`${locale} gatsby between phases`] = Math.max(0, breakdown.done - inPhases);
  const gatsbyWall = Number(/gatsby build ([\d.]+) s/.exec(log)?.[1] ?? NaN);
  if (Number.isFinite(gatsbyWall)) {
    parts[`${locale} adapter and our steps after it`] = Math.max(0, gatsbyWall - breakdown.done);
    parts[`${locale} around gatsby build`] = Math.max(0, siteSeconds - gatsbyWall);
  } else {
    // An older build script says only its own total: the adapter and what runs around Gatsby together.
    parts[`${locale} adapter, and around gatsby build`] = Math.max(0, siteSeconds - breakdown.done);
  }
  return { parts, gatsby: breakdown.done };
}

/** What the steps share: the project copy, the bare site, the publisher's settings and the servers started. */
interface Bench {
  site: string;
  bare: string;
  secret: string;
  token: string;
  publishDir: string;
  nginxDirs: Record<string, string>;
  /** The command the publisher runs after a switch: nginx rereads the live release. */
  reload: string;
  base: string;
  /** Set as soon as it is spawned, so that the clean-up stops it even when it never answers. */
  publisher: ChildProcess | undefined;
  nginx: ChildProcess[];
  /** The revision of the last webhook sent: each publish is a newer one. */
  revision: number;
}

/** One edit's line in the table, and the medians of where its waits went. */
interface EditResult {
  row: string;
  /** Runs that failed. */
  failed: number;
  breakdown: { name: string; parts: Parts };
}

async function main(): Promise<void> {
  const bench = copyForBench();
  try {
    const pages = await warmCaches(bench);
    writeBareSite(bench.bare, pages);
    await bareBuild(bench);
    await startPublisher(bench);
    await publishFirstRelease(bench);
    const measured: EditResult[] = [];
    for (const edit of EDITS) measured.push(await measureEdit(bench, edit));
    printTables(pages, measured);
    const failed = measured.reduce((sum, m) => sum + m.failed, 0);
    if (failed > 0) {
      console.error(`${failed} run(s) failed: the table holds the others`);
      process.exitCode = 1;
    }
  } catch (error) {
    printLogs(bench);
    throw error;
  } finally {
    await cleanUp(bench);
  }
}

/** Copies the project, and settles the publisher's secrets and folders and the nginx reload command. */
function copyForBench(): Bench {
  const site = copyProject('bench-publish-');
  copyScripts(site);
  const secret = crypto.randomBytes(32).toString('hex');
  const token = crypto.randomBytes(16).toString('hex');
  const publishDir = path.join(site, '.publisher');
  const nginxDirs = Object.fromEntries(LOCALES.map((locale) => [locale, path.join(site, '.serve', `bench-nginx-${locale}`)]));
  const reload = LOCALES.map(
    (locale) => `[ ! -f ${nginxDirs[locale]}/nginx.pid ] || kill -HUP "$(cat ${nginxDirs[locale]}/nginx.pid)"`,
  ).join('; ');
  const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-publish-bare-'));
  const base = `http://127.0.0.1:${PUBLISHER_PORT}`;
  const bench: Bench = { site, bare, secret, token, publishDir, nginxDirs, reload, base, publisher: undefined, nginx: [], revision: 0 };
  // On a signal the publisher's group is stopped with the commands measure() runs (startPublisher).
  whenStopped(() => removeBench(bench));
  return bench;
}

/** Builds both sites cold once, so that every measured build is warm; returns how many pages the en-US site has. */
async function warmCaches({ site }: Bench): Promise<number> {
  // The builds are warm from the start, as on a server that has published before.
  console.log('bench:publish: building both sites cold once, to warm their caches');
  const warmUp = await measure('bash', ['scripts/build-sites.sh'], { cwd: site, env: { ...env, LOCALES: LOCALES.join(' ') } });
  if (warmUp.code !== 0) throw new Error(`the first build failed:\n${warmUp.output.slice(-3000)}`);
  const pages = Number(/build en-US: [\d.]+ s.*?, (\d+) pages/.exec(warmUp.output)?.[1] ?? 0);
  if (!pages) throw new Error(`the first build did not say how many pages it made:\n${warmUp.output.slice(-2000)}`);
  return pages;
}

/** Measures one warm build of the bare site, in seconds. */
async function bareBuild({ bare }: Bench): Promise<number> {
  const gatsby = path.join(root, 'node_modules/.bin/gatsby');
  const built = await measure(gatsby, ['build'], { cwd: bare, env });
  if (built.code !== 0) throw new Error(`the bare site did not build:\n${built.output.slice(-2000)}`);
  return built.seconds;
}

/** Starts the publisher on the copy, its output in .serve/publisher.log, and waits until it answers. */
async function startPublisher(bench: Bench): Promise<void> {
  const log = fs.openSync(path.join(bench.site, '.serve', 'publisher.log'), 'a');
  bench.publisher = spawn(process.execPath, ['--import', 'tsx', 'services/publisher/server.ts'], {
    cwd: bench.site,
    env: {
      ...env,
      PUBLISH_DIR: bench.publishDir,
      PUBLISH_LOCALES: LOCALES.join(' '),
      PUBLISHER_PORT: String(PUBLISHER_PORT),
      PUBLISHER_TOKEN: bench.token,
      CONTENTFUL_WEBHOOK_SECRET: bench.secret,
      PUBLISH_RELOAD_COMMAND: bench.reload,
    },
    stdio: ['ignore', log, log],
    // A group of its own, with the builds it starts: a signal to the benchmark stops them all.
    detached: true,
  });
  stopGroupWithBenchmark(bench.publisher.pid);
  fs.closeSync(log);
  await untilAnswering(bench.publisher, `${bench.base}/health`, 'the publisher', { okOnly: true, attempts: 300 });
}

/** Sends Contentful's signed publish webhook for an entry, a newer revision each time. */
async function webhook(bench: Bench, id: string): Promise<void> {
  bench.revision += 1;
  const body = JSON.stringify({ sys: { id, type: 'Entry', revision: bench.revision } });
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  };
  const signed = signRequest(bench.secret, { method: 'POST', path: '/hooks/contentful', headers, body });
  const response = await fetch(`${bench.base}/hooks/contentful`, { method: 'POST', headers: { ...headers, ...signed }, body });
  if (response.status !== 202) throw new Error(`the publisher answered the webhook ${response.status}`);
}

/** Network codes of a poll that reached no answer: refused while a port is not yet or no more listening, reset with a kept-alive socket. */
const DROPPED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

/** An error and the errors under it (fetch throws "fetch failed" with the socket's error as its cause). */
function causeChain(error: unknown): Array<{ text: string; code: string | null }> {
  const chain: Array<{ text: string; code: string | null }> = [];
  let at: unknown = error;
  for (let depth = 0; at !== undefined && at !== null && depth < 8; depth += 1) {
    if (!(at instanceof Error)) {
      chain.push({ text: typeof at === 'string' ? at : JSON.stringify(at), code: null });
      break;
    }
    const code = 'code' in at && typeof at.code === 'string' ? at.code : null;
    chain.push({ text: `${at.name}: ${at.message}${code ? ` (${code})` : ''}`, code });
    at = at.cause;
  }
  return chain;
}

const codesOf = (error: unknown): string[] => causeChain(error).flatMap(({ code }) => (code ? [code] : []));

/** An error with the causes under it, which `fetch failed` alone does not say. */
const withCauses = (error: unknown): string =>
  causeChain(error)
    .map(({ text }) => text)
    .join('\n  caused by ');

/** A GET that is tried again, up to ten times in about eight seconds, when the connection was refused or reset. */
async function poll(url: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= 10 || !codesOf(error).some((code) => DROPPED.has(code))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150 * attempt));
    }
  }
}

const until = async (check: () => Promise<boolean>, what: string) => {
  const limit = Date.now() + 900_000;
  while (!(await check())) {
    if (Date.now() > limit) throw new Error(`${what} did not happen in 15 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const status = async ({ base, token }: Bench) =>
  (await poll(`${base}/status.json`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<{
    idle: boolean;
    publishes: Publish[];
  }>;
const publisherIdle = (bench: Bench) => async () => (await status(bench)).idle;
const shows = (page: string, text: string) => async () => {
  const response = await poll(`http://localhost:${NGINX_PORTS['en-US']}${page}`).catch(() => null);
  return response !== null && response.ok && (await response.text()).includes(text);
};

/** The newest publish once it has ended (nginx serves the release a moment before the publish is recorded as live). */
const lastPublish = async (bench: Bench): Promise<Publish> => {
  for (;;) {
    const newest = (await status(bench)).publishes[0];
    if (newest && newest.state !== 'building') return newest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** Where a publish's wait went, from its record and its sites' logs. */
const partsOf = (publishDir: string, publish: Publish, sent: number, live: number): { parts: Parts; outside: number } => {
  const started = Date.parse(publish.startedAt);
  const ended = publish.endedAt ? Date.parse(publish.endedAt) : live;
  const parts: Parts = { queue: (started - sent) / 1000 };
  const siteSeconds: number[] = [];
  const gatsbySeconds: number[] = [];
  for (const built of publish.sites) {
    const logFile = path.join(publishDir, 'staging', `${built.locale}.log`);
    const { parts: own, gatsby } = siteParts(built.locale, fs.readFileSync(logFile, 'utf8'), built.seconds);
    Object.assign(parts, own);
    siteSeconds.push(built.seconds);
    gatsbySeconds.push(gatsby);
  }
  // Sites built at once start together (services/publisher/build.ts): on the wall clock their builds take the
  // longer one's time, and the time some site is in Gatsby's phases is the longer one's (a few tenths of a second
  // of our own before Gatsby starts aside). One after the other, they add up.
  const atOnce = Math.min(sitesAtOnce(), publish.sites.length) > 1;
  const wall = (values: number[]) => (atOnce ? Math.max(0, ...values) : values.reduce((sum, value) => sum + value, 0));
  const sites = wall(siteSeconds);
  const inGatsby = wall(gatsbySeconds);
  parts['release and switch'] = Math.max(0, (ended - started) / 1000 - sites);
  const total = (live - sent) / 1000;
  return { parts, outside: total - inGatsby };
};

/** Publishes once to make the first release, then serves each locale's live release with nginx. */
async function publishFirstRelease(bench: Bench): Promise<void> {
  const { publishDir, nginxDirs } = bench;
  // The first publish makes the first release, which nginx then serves. It carries an edit, so that it builds (an
  // unchanged build is left out) as a server that has published before has built: Gatsby's caches then hold what the
  // publisher's builds made, not only the warm-up's.
  for (const edit of EDITS.slice(0, 1)) applyEdit(bench.site, edit, 'the first publish');
  await webhook(bench, 'bench-first-publish');
  await until(() => Promise.resolve(fs.existsSync(path.join(publishDir, 'live'))), 'the first release');
  const first = await lastPublish(bench);
  console.log(
    `first publish: ${first.sites.map((s) => `${s.locale} ${s.seconds.toFixed(1)} s, ${s.pagesWritten} pages written`).join('; ')}`,
  );
  for (const line of compiledWhy(publishDir, first)) console.log(`  ${line}`);
  for (const locale of LOCALES)
    bench.nginx.push(
      await serveSite({
        port: NGINX_PORTS[locale],
        ...liveSite(publishDir, locale),
        nginxDir: nginxDirs[locale],
      }),
    );
}

/** Measures one edit: the bare reference, then RUNS publishes of it; returns its table row and the medians of its parts. */
async function measureEdit(bench: Bench, edit: Edit): Promise<EditResult> {
  await until(publisherIdle(bench), 'the publisher idle');
  // The reference: both sites' worth of a bare warm build, one after the other, as the publisher builds ours.
  const references: number[] = [];
  for (let pair = 0; pair < 1; pair += 1) references.push((await bareBuild(bench)) + (await bareBuild(bench)));
  const waits: number[] = [];
  const outside: number[] = [];
  const runs: Parts[] = [];
  // A run that fails is counted and said, and the row keeps its reference and the runs that did not fail.
  let failed = 0;
  for (let run = 1; run <= RUNS; run += 1) {
    try {
      const { wait, away, parts } = await publishEdit(bench, edit, run);
      waits.push(wait);
      outside.push(away);
      runs.push(parts);
    } catch (error) {
      failed += 1;
      console.error(`${edit.name} run ${run} failed: ${withCauses(error)}`);
    }
  }
  const reference = median(references);
  const p95 = waits.length ? percentile(waits, 95) : NaN;
  const row =
    `| ${edit.name} | ${waits.length ? sec(percentile(waits, 50)) : '-'} | ${waits.length ? sec(p95) : '-'} | ${sec(reference)} | ` +
    `${(p95 / reference).toFixed(2)}x | ${waits.length ? sec(percentile(outside, 50)) : '-'} | ${waits.length ? sec(percentile(outside, 95)) : '-'} | ` +
    `${failed} |`;
  const names = [...new Set(runs.flatMap((parts) => Object.keys(parts)))];
  return {
    row,
    failed,
    breakdown: {
      name: edit.name,
      parts: Object.fromEntries(names.map((name) => [name, median(runs.map((parts) => parts[name] ?? 0))])),
    },
  };
}

/** Measures one publish of an edit, from the webhook until nginx serves the new text, and where that wait went. */
async function publishEdit(bench: Bench, edit: Edit, run: number): Promise<{ wait: number; away: number; parts: Parts }> {
  // The publisher's clean-up after a switch (old releases removed) must not share the machine with the build.
  await until(publisherIdle(bench), 'the publisher idle');
  const text = applyEdit(bench.site, edit, `publish ${run}`);
  const sent = Date.now();
  await webhook(bench, `bench-${edit.name}-${run}`);
  await until(shows(edit.page, text), `${edit.page} showing the publish`);
  const live = Date.now();
  const publish = await lastPublish(bench);
  const { parts, outside: away } = partsOf(bench.publishDir, publish, sent, live);
  const wait = (live - sent) / 1000;
  console.log(
    `${edit.name} run ${run}: webhook to live ${sec(wait)}, outside Gatsby ${sec(away)} ` +
      `(${publish.sites.map((s) => `${s.locale} ${s.seconds.toFixed(1)} s, ${s.pagesWritten} pages written`).join('; ')})`,
  );
  for (const line of compiledWhy(bench.publishDir, publish)) console.log(`  ${line}`);
  return { wait, away, parts };
}

// What the patched Gatsby says when it compiles webpack again rather than leaving the compile out (patches/README.md);
// Gatsby's reporter wraps the line, and each reason ends in one of these words.
const COMPILED_WHY =
  /(Compiling Gatsby Functions|Building production JavaScript and CSS bundles|Building HTML renderer): ([\s\S]*?(?:changed|compile))\b/g;

/** Each webpack compile a publish's builds ran, and why: a content edit should run none. */
function compiledWhy(publishDir: string, publish: Publish): string[] {
  return publish.sites.flatMap((built) => {
    const log = stripVTControlCharacters(fs.readFileSync(path.join(publishDir, 'staging', `${built.locale}.log`), 'utf8'));
    return [...log.matchAll(COMPILED_WHY)].map(
      (said) => `${built.locale} compiled: ${said[1]}, as ${(said[2] ?? '').replace(/\s+/g, ' ')}`,
    );
  });
}

/** Prints the table of waits against the bare reference, then the table of where the waits went. */
function printTables(pages: number, measured: EditResult[]): void {
  const rows = measured.map((m) => m.row);
  const breakdowns = measured.map((m) => m.breakdown);
  console.log(
    `\nboth sites (${LOCALES.join(', ')}), ${RUNS} runs per edit; reference: a bare site of ${pages} pages built warm once per ` +
      `locale, the two builds one after the other (the publisher builds ${sitesAtOnce()} at once)`,
  );
  console.log('| edit | webhook to live p50 | p95 | bare warm, both sites | p95 / bare | outside Gatsby p50 | p95 | runs failed |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log('\nwhere the wait went, medians over the runs (seconds):');
  const names = [...new Set(breakdowns.flatMap((b) => Object.keys(b.parts)))];
  console.log(`| part | ${breakdowns.map((b) => b.name).join(' | ')} |`);
  console.log(`|---|${breakdowns.map(() => '---').join('|')}|`);
  for (const name of names) console.log(`| ${name} | ${breakdowns.map((b) => (b.parts[name] ?? 0).toFixed(1)).join(' | ')} |`);
}

/** Prints the ends of the publisher's log and of each site's last build log. */
function printLogs({ site, publishDir }: Bench): void {
  // The copy goes with the clean-up: what the publisher said is the one trace of what went wrong.
  const publisherLog = path.join(site, '.serve', 'publisher.log');
  if (fs.existsSync(publisherLog)) console.error(`the publisher's log ends:\n${fs.readFileSync(publisherLog, 'utf8').slice(-4000)}`);
  for (const locale of LOCALES) {
    const staging = path.join(publishDir, 'staging', `${locale}.log`);
    if (fs.existsSync(staging)) console.error(`${locale}'s last build log ends:\n${fs.readFileSync(staging, 'utf8').slice(-1500)}`);
  }
}

/** Stops nginx and removes the copy and the bare site. */
function removeBench({ nginx, site, bare }: Bench): void {
  for (const server of nginx) server.kill('SIGTERM');
  fs.rmSync(site, { recursive: true, force: true });
  fs.rmSync(bare, { recursive: true, force: true });
}

/** Stops the publisher, waiting for it to exit, then nginx, and removes the copy and the bare site. */
async function cleanUp(bench: Bench): Promise<void> {
  const { publisher } = bench;
  if (publisher && publisher.exitCode === null) {
    publisher.kill('SIGTERM');
    await new Promise((resolve) => publisher.once('exit', resolve));
  }
  removeBench(bench);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  if (error instanceof Error && error.cause !== undefined) console.error(`  caused by ${withCauses(error.cause)}`);
  process.exit(1);
});
