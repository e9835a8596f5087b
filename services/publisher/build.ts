/**
 * One publish's build: each regional site through scripts/build-sites.sh (the build developers and CI run), warm in
 * the folder that locale keeps for good (services/shared/site-builds.ts), as many at once as the machine takes
 * (sitesAtOnce). The release is then made from each build folder's output (services/publisher/releases.ts copies what
 * changed, so the next build may rewrite it). A site that fails fails the publish; its problems come from the file
 * the source step writes (src/pipeline/build-reports.ts), entry, field and reason, not from the log. Each build also
 * says when its content next changes with no edit (an event ends, a job closes): the publisher publishes then.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream';
import {
  CHECKS_FILE,
  PROBLEMS_FILE,
  readBuildSummary,
  SOURCED_FILE,
  type ChecksReport,
  type ProblemsReport,
} from '../../src/pipeline/build-reports';
import type { ContentCheck } from '../../src/shared/content/checks';
import { buildBreakdown } from '../shared/gatsby-log';
import { buildEach, siteBuild, sitesAtOnce } from '../shared/site-builds';
import type { Problem, SiteResult } from './store';
import { listSite } from './release-files';
import type { SiteInput } from './releases';

export interface BuildOutcome {
  ok: boolean;
  sites: SiteResult[];
  /** Each site's output and rules, when every site built. */
  inputs: SiteInput[];
  problems: Problem[];
  /** The end of the failed build's output. */
  error: string | null;
  /** Every site's content checks (src/pipeline/content-checks.ts), as its build wrote them. */
  checks: ContentCheck[];
  /** The first instant at which a site's content changes with no edit (ISO), or null: src/pipeline/build-reports.ts. */
  nextChange?: string | null;
}

export interface BuildOptions {
  root: string;
  locales: string[];
  staging: string;
  /** Why this build starts without Gatsby's cache, or null for a warm build. */
  coldReason: string | null;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** What Contentful told the publisher it published: a build that sourced older versions syncs again. */
  expected?: ExpectedVersion[];
  /** Builds after the first when the sourced versions are behind, and the pause before each. */
  resync?: { tries: number; delayMs: number };
  /** Sites built at the same time; default sitesAtOnce() of the build's environment. */
  atOnce?: number;
}

export interface ExpectedVersion {
  id: string;
  action: 'publish' | 'unpublish' | 'delete';
  version: number;
}

/**
 * The published versions this build did not source: a publish whose entry came in at an older revision, an
 * unpublish or delete whose entry is still there. A CDN in front of Contentful's Delivery API can answer with
 * the state before a publish for a while after Contentful sent the webhook.
 */
export function behind(expected: readonly ExpectedVersion[], sourced: Record<string, number>): Problem[] {
  const latest = new Map<string, ExpectedVersion>();
  for (const version of expected) {
    const seen = latest.get(version.id);
    if (!seen || version.version >= seen.version) latest.set(version.id, version);
  }
  const problems: Problem[] = [];
  for (const version of latest.values()) {
    const have = sourced[version.id];
    if (version.action === 'publish' && (have ?? 0) < version.version)
      problems.push({
        entry: version.id,
        field: 'sys.revision',
        reason: `Contentful's Delivery API served ${have === undefined ? 'no version' : `revision ${have}`}, the publish was revision ${version.version}`,
      });
    if (version.action !== 'publish' && have !== undefined)
      problems.push({
        entry: version.id,
        field: 'sys.revision',
        reason: `Contentful's Delivery API still served it after the ${version.action}`,
      });
  }
  return problems;
}

const TAIL_LINES = 30;

function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string; onSpawn?: (pid: number) => void },
) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = fs.createWriteStream(options.logFile);
    const chunks: Buffer[] = [];
    // The log file is a copy of what is read here: a disk too full to take it must not end the publisher (an
    // 'error' nobody listens for throws), and the output read says why the file is short.
    let logFailed = false;
    out.on('error', (error) => {
      if (!logFailed) chunks.push(Buffer.from(`\n[the build's log file ${options.logFile} could not be written: ${error.message}]\n`));
      logFailed = true;
    });
    const take = (chunk: Buffer) => {
      chunks.push(chunk);
      out.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (error) => {
      out.end();
      resolve({ code: 1, output: String(error) });
    });
    child.on('close', (code) => {
      out.end();
      // Once the log file has taken the last writes or refused them, so that the output says which.
      finished(out, () => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
    });
  });
}

function readProblems(file: string, locale: string): Problem[] {
  if (!fs.existsSync(file)) return [];
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as ProblemsReport;
  return report.issues.map((issue) => ({ entry: issue.source, field: issue.field, reason: issue.reason, locale }));
}

/** The checks a site's build wrote; none when it wrote none (it stopped before reading the content). */
function readChecks(file: string): ContentCheck[] {
  if (!fs.existsSync(file)) return [];
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as ChecksReport).checks;
}

/** An empty staging folder: each site's log, problems and sourced versions of this build. */
function clearStaging(staging: string): void {
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
}

type SiteBuilt =
  | { ok: true; site: SiteResult; input: SiteInput; checks: ContentCheck[] }
  | { ok: false; problems: Problem[]; error: string; checks: ContentCheck[] };

/** One regional site's build, synced again while Contentful's Delivery API lags behind what was published. */
async function buildSite(options: BuildOptions, locale: string, atOnce: number): Promise<SiteBuilt> {
  const { root, staging } = options;
  const log = options.log ?? (() => undefined);
  if (options.coldReason) log(`${locale}: building cold: ${options.coldReason}`);
  const build = siteBuild(locale, root);
  // The build's reports, in its folder (src/pipeline/build-reports.ts): build-sites removes them before each build.
  const problemsFile = path.join(build.root, PROBLEMS_FILE);
  const sourcedFile = path.join(build.root, SOURCED_FILE);
  const checksFile = path.join(build.root, CHECKS_FILE);
  const started = Date.now();
  const resync = options.resync ?? { tries: 5, delayMs: 2000 };
  let output = '';
  for (let attempt = 0; ; attempt += 1) {
    const result = await run('bash', [path.join(root, 'scripts', 'build-sites.sh')], {
      cwd: root,
      env: {
        ...process.env,
        ...options.env,
        LOCALES: locale,
        // The share of cores each build's workers get follows how many build at once (scripts/build-sites.ts).
        SITES_AT_ONCE: String(atOnce),
        ...(options.coldReason && attempt === 0 ? { COLD: '1' } : {}),
      },
      logFile: path.join(staging, `${locale}.log`),
    });
    output = result.output;
    const seconds = (Date.now() - started) / 1000;
    if (result.code !== 0) {
      const tail = output.trimEnd().split('\n').slice(-TAIL_LINES).join('\n');
      log(`${locale}: the build failed after ${seconds.toFixed(0)} s`);
      return {
        ok: false,
        problems: readProblems(problemsFile, locale),
        error: `${locale}: the build failed (exit ${result.code}):\n${tail}`,
        checks: readChecks(checksFile),
      };
    }
    // Files as the source: no Contentful versions to check.
    if (!options.expected?.length || !fs.existsSync(sourcedFile)) break;
    const missing = behind(options.expected, JSON.parse(fs.readFileSync(sourcedFile, 'utf8')) as Record<string, number>);
    if (missing.length === 0) break;
    if (attempt >= resync.tries)
      return {
        ok: false,
        problems: missing.map((problem) => ({ ...problem, locale })),
        error: `${locale}: Contentful still served older versions after ${attempt + 1} builds`,
        checks: readChecks(checksFile),
      };
    log(`${locale}: the build sourced older versions than were published (${missing.map((p) => p.entry).join(', ')}); syncing again`);
    await new Promise((resolve) => setTimeout(resolve, resync.delayMs));
  }
  const seconds = (Date.now() - started) / 1000;
  const pages = readBuildSummary(build.root)?.pages ?? 0;
  const site: SiteResult = { locale, seconds, pagesWritten: buildBreakdown(output).rendered, pages };
  log(`${locale}: built in ${seconds.toFixed(0)} s, ${site.pagesWritten} of ${pages} pages written`);
  // Listed now, while a site built at the same time may still build: the release needs the listing next.
  const listing = listSite(build.site);
  listing.catch(() => undefined);
  return { ok: true, site, input: { locale, siteDir: build.site, rulesFile: build.rules, listing }, checks: readChecks(checksFile) };
}

export async function buildSites(options: BuildOptions): Promise<BuildOutcome> {
  clearStaging(options.staging);
  const atOnce = options.atOnce ?? sitesAtOnce({ ...process.env, ...options.env });
  // A site that failed fails the publish: the ones not started yet are not built.
  const results = await buildEach(
    options.locales,
    atOnce,
    (locale) => buildSite(options, locale, atOnce),
    (built) => !built.ok,
  );
  const built = options.locales.map((locale) => results.get(locale)).filter((result) => result !== undefined);
  const sites = built.flatMap((result) => (result.ok ? [result.site] : []));
  const failed = built.filter((result) => !result.ok);
  if (failed.length > 0)
    return {
      ok: false,
      sites,
      inputs: [],
      problems: failed.flatMap((result) => result.problems),
      error: failed.map((result) => result.error).join('\n'),
      checks: built.flatMap((result) => result.checks),
    };
  const changes = options.locales
    .map((locale) => readBuildSummary(siteBuild(locale, options.root).root)?.nextChange ?? null)
    .filter((at): at is string => at !== null)
    .sort();
  return {
    ok: true,
    sites,
    inputs: built.flatMap((result) => (result.ok ? [result.input] : [])),
    problems: [],
    error: null,
    checks: built.flatMap((result) => result.checks),
    nextChange: changes[0] ?? null,
  };
}
