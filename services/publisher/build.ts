/**
 * One publish's build: each regional site in turn through scripts/build-sites.sh (the build developers and CI
 * run, warm from each locale's own cache), into a staging folder the release is made from. The first site that
 * fails stops the publish; its problems come from the file the source step writes (src/pipeline/live-nodes.ts),
 * entry, field and reason, not from the log.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream';
import { PROBLEMS_FILE_ENV, SOURCED_FILE_ENV, type ProblemsReport } from '../../src/pipeline/live-nodes';
import { buildBreakdown } from '../../scripts/dev/gatsby-log';
import type { Problem, SiteResult } from './store';
import type { SiteInput } from './releases';

export interface BuildOutcome {
  ok: boolean;
  sites: SiteResult[];
  /** Each site's output and rules, when every site built. */
  inputs: SiteInput[];
  problems: Problem[];
  /** The end of the failed build's output. */
  error: string | null;
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

/** Folders of earlier builds being removed in the background. */
const discarding = new Set<string>();

function discard(dir: string, log: (line: string) => void): void {
  if (discarding.has(dir)) return;
  discarding.add(dir);
  fs.promises
    .rm(dir, { recursive: true, force: true })
    .catch((error: unknown) => log(`could not remove ${dir}: ${String(error)}`))
    .finally(() => discarding.delete(dir));
}

/**
 * An empty staging folder. The last build's sites (some 36,000 files each) are moved aside and removed while this
 * build runs: removing them first took about 15 s of the editor's wait. A folder left aside by a stop is removed too.
 */
function clearStaging(staging: string, log: (line: string) => void): void {
  const parent = path.dirname(staging);
  const aside = `${path.basename(staging)}.old-`;
  fs.mkdirSync(parent, { recursive: true });
  for (const name of fs.readdirSync(parent)) if (name.startsWith(aside)) discard(path.join(parent, name), log);
  if (fs.existsSync(staging)) {
    const moved = path.join(parent, `${aside}${Date.now()}`);
    fs.renameSync(staging, moved);
    discard(moved, log);
  }
  fs.mkdirSync(staging);
}

export async function buildSites(options: BuildOptions): Promise<BuildOutcome> {
  const { root, staging } = options;
  const log = options.log ?? (() => undefined);
  clearStaging(staging, log);
  const sites: SiteResult[] = [];
  const inputs: SiteInput[] = [];
  for (const locale of options.locales) {
    if (options.coldReason) {
      log(`${locale}: building cold: ${options.coldReason}`);
      fs.rmSync(path.join(root, '.serve', 'cache', locale), { recursive: true, force: true });
    }
    const problemsFile = path.join(staging, `${locale}.problems.json`);
    const sourcedFile = path.join(staging, `${locale}.sourced.json`);
    const started = Date.now();
    const resync = options.resync ?? { tries: 5, delayMs: 2000 };
    let output = '';
    for (let attempt = 0; ; attempt += 1) {
      fs.rmSync(sourcedFile, { force: true });
      const result = await run('bash', [path.join(root, 'scripts', 'build-sites.sh')], {
        cwd: root,
        env: {
          ...process.env,
          ...options.env,
          LOCALES: locale,
          SITES_OUT: staging,
          [PROBLEMS_FILE_ENV]: problemsFile,
          [SOURCED_FILE_ENV]: sourcedFile,
        },
        logFile: path.join(staging, `${locale}.log`),
      });
      output = result.output;
      const seconds = (Date.now() - started) / 1000;
      if (result.code !== 0) {
        const problems = readProblems(problemsFile, locale);
        const tail = output.trimEnd().split('\n').slice(-TAIL_LINES).join('\n');
        log(`${locale}: the build failed after ${seconds.toFixed(0)} s`);
        return { ok: false, sites, inputs: [], problems, error: `${locale}: the build failed (exit ${result.code}):\n${tail}` };
      }
      // Files as the source: no Contentful versions to check.
      if (!options.expected?.length || !fs.existsSync(sourcedFile)) break;
      const missing = behind(options.expected, JSON.parse(fs.readFileSync(sourcedFile, 'utf8')) as Record<string, number>);
      if (missing.length === 0) break;
      if (attempt >= resync.tries)
        return {
          ok: false,
          sites,
          inputs: [],
          problems: missing.map((problem) => ({ ...problem, locale })),
          error: `${locale}: Contentful still served older versions after ${attempt + 1} builds`,
        };
      log(`${locale}: the build sourced older versions than were published (${missing.map((p) => p.entry).join(', ')}); syncing again`);
      await new Promise((resolve) => setTimeout(resolve, resync.delayMs));
    }
    const seconds = (Date.now() - started) / 1000;
    const rules = path.join(staging, `${locale}.site.conf`);
    // The build writes the rules of the site it built last; the next locale's build overwrites them.
    fs.copyFileSync(path.join(root, '.serve', 'site.conf'), rules);
    const pages = Number(/build [\w-]+: \d+ s, (\d+) pages/.exec(output)?.[1] ?? 0);
    const site: SiteResult = { locale, seconds, pagesWritten: buildBreakdown(output).rendered, pages };
    sites.push(site);
    inputs.push({ locale, siteDir: path.join(staging, locale), rulesFile: rules });
    log(`${locale}: built in ${seconds.toFixed(0)} s, ${site.pagesWritten} of ${pages} pages written`);
  }
  return { ok: true, sites, inputs, problems: [], error: null };
}
