/**
 * Each regional site's build as scripts/build-sites.ts runs it: what stays around `gatsby build`, because Gatsby
 * cannot do it from inside (the script's comment lists it). A module of its own, so that tests run it against a
 * project of their own, with a `gatsby build` of their own.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contentfulOptions } from '../../src/pipeline/config/contentful-options';
import { buildInputs, inputsDigest } from '../../src/pipeline/build-inputs';
import { BUILD_SUMMARY_FILE, CHECKS_FILE, readBuildSummary, RUN_REPORTS } from '../../src/pipeline/build-reports';
import { fileVersion, filesUnder } from '../../src/pipeline/files';
import { BUILD_SOURCES, buildEach, linkSources, siteBuild, siteBuildEnvironment, type SiteBuild } from '../../services/shared/site-builds';

/** What a locale's last successful build was made from (siteInputs), in its build folder. */
export const BUILT_FROM = path.join('.serve', 'built-from.json');

/** Runs `gatsby build` in `root` under `env`, each line of its output marked with `label` when not null; resolves to its exit code. */
export type GatsbyRun = (root: string, env: NodeJS.ProcessEnv, label: string | null) => Promise<number>;

export interface BuildSitesOptions {
  /** The checkout the builds are of. */
  projectRoot: string;
  locales: readonly string[];
  /** The caller's environment: each build keeps of it what siteBuildEnvironment lets through. */
  env: NodeJS.ProcessEnv;
  gatsby: GatsbyRun;
  /** How many locales build at the same time, and the cores each one's workers get (null: Gatsby's own choice). */
  atOnce: number;
  cpus: number | null;
  /** Every locale starts from an empty cache (COLD=1). */
  cold?: boolean;
  /** `gatsby build` runs even when nothing it reads changed (FORCE_BUILD=1). */
  force?: boolean;
  log?: (line: string) => void;
}

/** The digest of the site's stylesheets, which a locale's cache is kept with. */
function stylesDigest(projectRoot: string): string {
  const hash = crypto.createHash('sha256');
  const styles = filesUnder(path.join(projectRoot, 'src'))
    .filter((file) => file.endsWith('.css'))
    .sort();
  for (const file of styles) hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** What the folder's build reads (src/pipeline/build-inputs.ts), as one digest. */
function siteInputs(build: SiteBuild, env: NodeJS.ProcessEnv): string {
  return inputsDigest(buildInputs(build.root, env, BUILD_SOURCES), env);
}

interface Built {
  inputs: string;
  styles: string;
  /**
   * The content checks that build wrote (CHECKS_FILE, as it wrote them; null: none), which are this run's when that
   * build stands for it: the file itself is gone when a run starts.
   */
  checks: string | null;
}

function readBuilt(build: SiteBuild): Built | null {
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(path.join(build.root, BUILT_FROM), 'utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { inputs, styles, checks } = value as Record<string, unknown>;
  if (typeof inputs !== 'string' || typeof styles !== 'string' || (checks !== null && typeof checks !== 'string')) return null;
  return { inputs, styles, checks };
}

function writeBuilt(build: SiteBuild, built: Built): void {
  fs.mkdirSync(path.dirname(path.join(build.root, BUILT_FROM)), { recursive: true });
  fs.writeFileSync(path.join(build.root, BUILT_FROM), JSON.stringify(built));
}

/** Why the locale's last build cannot stand for this one; null when it can. */
function whyBuild(build: SiteBuild, built: Built | null, inputs: string, env: NodeJS.ProcessEnv, force: boolean): string | null {
  if (!built) return 'no build on record';
  if (built.inputs !== inputs) return 'its inputs changed';
  if (contentfulOptions(env) !== null) return 'the content comes from Contentful';
  const summary = readBuildSummary(build.root);
  if (!summary || !fs.existsSync(path.join(build.site, 'index.html')) || !fs.existsSync(build.rules)) return 'its output is incomplete';
  if (summary.nextChange !== null && Date.parse(summary.nextChange) <= Date.now()) return `the content changes at ${summary.nextChange}`;
  if (force) return 'asked to (FORCE_BUILD=1)';
  return null;
}

/**
 * What Gatsby writes into its cache before any hook runs, on every run, each with a record of its own of what it was
 * made from: the compile of gatsby-config and gatsby-node (patches/gatsby+5.16.1.patch, compile-gatsby-files) and
 * Parcel's cache of it.
 */
const COMPILED_BEFORE_HOOKS = new Set(['compiled', '.parcel-cache']);

/**
 * The state of the folder's Gatsby cache, as one digest of every file's path and version but for what Gatsby compiles
 * before its hooks run. Gatsby initialises its cache only once onPreInit is over (that hook gets a cache not yet opened:
 * gatsby's api-runner-node), and writes pages after that: a build that stopped earlier (the environment check of
 * gatsby-node's onPreInit, a config that does not load) leaves the state as it found it, and nothing to throw away.
 */
function cacheState(build: SiteBuild): string {
  const cache = path.join(build.root, '.cache');
  const hash = crypto.createHash('sha256');
  const entries = fs.existsSync(cache) ? fs.readdirSync(cache).filter((name) => !COMPILED_BEFORE_HOOKS.has(name)) : [];
  for (const name of entries.sort()) {
    const at = path.join(cache, name);
    const files = fs.lstatSync(at).isDirectory() ? filesUnder(at).sort() : [at];
    hash.update(`${name}: ${files.length}\0`);
    for (const file of files) hash.update(`${file} ${fileVersion(fs.lstatSync(file))}\0`);
  }
  return hash.digest('base64url');
}

const seconds = (since: number): string => ((Date.now() - since) / 1000).toFixed(1);

function emptyCache(build: SiteBuild): void {
  for (const dir of ['.cache', 'public', BUILT_FROM, BUILD_SUMMARY_FILE])
    fs.rmSync(path.join(build.root, dir), { recursive: true, force: true });
}

/** `.serve/sites/<locale>` names each locale's built site, for the tools that serve and check the sites. */
function linkOutputs(projectRoot: string, locale: string, build: SiteBuild): void {
  const link = path.join(projectRoot, '.serve', 'sites', locale);
  fs.mkdirSync(path.dirname(link), { recursive: true });
  const relative = path.relative(path.dirname(link), build.site);
  let current: string | null = null;
  try {
    current = fs.readlinkSync(link);
  } catch {
    current = null;
  }
  if (current === relative) return;
  fs.rmSync(link, { recursive: true, force: true });
  fs.symlinkSync(relative, link, 'dir');
}

async function buildLocale(
  options: BuildSitesOptions,
  locale: string,
  build: SiteBuild,
  styles: string,
  label: string | null,
): Promise<boolean> {
  const { projectRoot, cpus } = options;
  const log = options.log ?? console.log;
  const started = Date.now();
  const env = siteBuildEnvironment({ ...options.env, SITE_LOCALE: locale, ...(cpus ? { GATSBY_CPU_COUNT: String(cpus) } : {}) });
  // Node keeps the bytecode of the modules it compiled, checked against each file's content when loaded again: the
  // build and each of its workers load Gatsby's thousands of modules, and a warm build starts about a second sooner.
  env.NODE_COMPILE_CACHE = path.join(build.root, '.serve', 'node-compile-cache');
  const inputs = siteInputs(build, env);
  const built = readBuilt(build);
  if (options.cold) {
    log(`build ${locale}: starting cold, as asked`);
    emptyCache(build);
  } else if (built && built.styles !== styles) {
    log(`build ${locale}: the stylesheets changed since its cache was built; building cold`);
    emptyCache(build);
  } else {
    const why = whyBuild(build, built, inputs, env, options.force === true);
    if (why === null) {
      if (built?.checks != null) fs.writeFileSync(path.join(build.root, CHECKS_FILE), built.checks);
      const pages = readBuildSummary(build.root)?.pages ?? 0;
      log(`build ${locale}: ${seconds(started)} s, ${pages} pages (nothing it reads changed since its last build: not built again)`);
      linkOutputs(projectRoot, locale, build);
      return true;
    }
  }
  // The last build's record, unless a cold start above removed it: it stands again when this build writes nothing.
  const standing = readBuilt(build);
  // Gone while the build runs: a build stopped half-way is not the last one that succeeded.
  fs.rmSync(path.join(build.root, BUILT_FROM), { force: true });
  const cacheBefore = cacheState(build);
  const gatsbyStarted = Date.now();
  const code = await options.gatsby(build.root, env, label);
  const gatsbySeconds = seconds(gatsbyStarted);
  if (code !== 0) {
    if (cacheState(build) === cacheBefore) {
      if (standing) writeBuilt(build, standing);
      log(`build ${locale}: failed (exit ${code}) before Gatsby wrote to its cache, which its next build starts from`);
      return false;
    }
    log(`build ${locale}: failed (exit ${code}); its next build starts cold`);
    emptyCache(build);
    return false;
  }
  const checksFile = path.join(build.root, CHECKS_FILE);
  writeBuilt(build, { inputs, styles, checks: fs.existsSync(checksFile) ? fs.readFileSync(checksFile, 'utf8') : null });
  linkOutputs(projectRoot, locale, build);
  const summary = readBuildSummary(build.root);
  const unnamed = summary?.hsWithoutName.length ?? 0;
  log(
    `build ${locale}: ${seconds(started)} s (gatsby build ${gatsbySeconds} s), ${summary?.pages ?? 0} pages` +
      (unnamed > 0 ? `, ${unnamed} HS codes without a name in its language (listed in ${BUILD_SUMMARY_FILE})` : ''),
  );
  return true;
}

/** Builds each locale in its folder (or finds its last build stands); false when one failed, and then no later one starts. */
export async function buildSites(options: BuildSitesOptions): Promise<boolean> {
  const builds = options.locales.map((locale) => ({ locale, build: siteBuild(locale, options.projectRoot) }));
  // Before anything else that may fail: what a build folder holds of reports from here on is this run's, written by
  // its build or, when the last build stands for it, by that build.
  for (const { build } of builds) for (const file of RUN_REPORTS) fs.rmSync(path.join(build.root, file), { force: true });
  const styles = stylesDigest(options.projectRoot);
  // Every folder first: linking a file into one folder changes its change time, which the others' digests read.
  for (const { build } of builds) linkSources(build, options.projectRoot);
  const labelled = options.atOnce > 1 && builds.length > 1;
  const results = await buildEach(
    builds,
    options.atOnce,
    (next) => buildLocale(options, next.locale, next.build, styles, labelled ? next.locale : null),
    (ok) => !ok,
  );
  return ![...results.values()].includes(false);
}
