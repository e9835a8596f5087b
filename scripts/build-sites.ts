/**
 * Builds the regional sites (LOCALES, default "en-US zh-CN"), each in the folder it keeps for good,
 * `.serve/builds/<locale>/` (scripts/dev/site-builds.ts), and prints each one's time and pages. `npm run build`,
 * `npm start`, `npm test` and the publisher all build through it.
 *
 * What stays around `gatsby build`, because Gatsby cannot do it from inside:
 * - the build folder's sources are brought in step with the checkout (hard links; milliseconds);
 * - `gatsby build` runs under the build's own environment (siteBuildEnvironment): a build from another shell,
 *   npm script or the publisher sees the same one, so it neither compiles webpack again nor reads the content again;
 * - a locale whose cache was built from other stylesheets starts cold: Gatsby inlines the stylesheet into every
 *   page, and a warm build renders again only the pages whose data changed, which would keep the old styles;
 * - a build that failed may have left its cache half-written: the next one of that locale starts cold;
 * - a build whose inputs are all as they were for the last one that succeeded (every source file, the installed
 *   packages, the environment, local content that nothing scheduled has changed since) is not run: its output would
 *   be the same. Content from Contentful comes from the network, so a build from it always runs.
 *
 *   COLD=1          every locale starts from an empty cache (the publisher, after an interrupted publish)
 *   FORCE_BUILD=1   runs `gatsby build` even when nothing it reads changed (to measure it)
 *   SITES_AT_ONCE   how many locales build at the same time, each with its share of the cores for its workers
 *                   (default: scripts/dev/site-builds.ts, sitesAtOnce)
 *
 * On a CDN host (NETLIFY set) the one site is built in the checkout itself, where the adapter and the CDN expect it.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contentfulOptions } from '../src/pipeline/config/contentful-options';
import { BUILD_SUMMARY_FILE, readBuildSummary } from '../src/pipeline/build-summary';
import { fileVersion, filesUnder } from '../src/pipeline/files';
import { BUILD_NOW_ENV } from '../src/shared/events/schedule';
import { PROBLEMS_FILE, SOURCED_FILE } from '../src/pipeline/live-nodes';
import { PROJECT_ENTRIES } from './dev/project-copy';
import { coresPerSite, linkSources, siteBuild, siteBuildEnvironment, sitesAtOnce, type SiteBuild } from './dev/site-builds';

const checkout = path.resolve(__dirname, '..');
/** What a locale's last successful build was made from (inputsDigest), in its build folder. */
const BUILT_FROM = path.join('.serve', 'built-from.json');

/** The digest of the site's stylesheets, which a locale's cache is kept with. */
function stylesDigest(): string {
  const hash = crypto.createHash('sha256');
  const styles = filesUnder(path.join(checkout, 'src'))
    .filter((file) => file.endsWith('.css'))
    .sort();
  for (const file of styles) hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Everything a build of the folder reads, as one digest: each source file's path, size, inode and times (a write
 * changes the change time, which nothing sets back), the installed packages and their patches, the environment
 * but for the build's "now", and the stylesheets' digest.
 */
function inputsDigest(build: SiteBuild, env: NodeJS.ProcessEnv, styles: string): string {
  const hash = crypto.createHash('sha256').update(styles).update('\0');
  for (const entry of [...PROJECT_ENTRIES, 'package-lock.json', 'patches']) {
    const at = path.join(build.root, entry);
    const stat = fs.statSync(at, { throwIfNoEntry: false });
    const files = stat === undefined ? [] : stat.isDirectory() ? filesUnder(at).sort() : [at];
    for (const file of files) hash.update(`${path.relative(build.root, file)} ${fileVersion(fs.statSync(file))}\0`);
  }
  const installed = path.join(checkout, 'node_modules', '.package-lock.json');
  if (fs.existsSync(installed)) hash.update(fs.readFileSync(installed));
  for (const name of Object.keys(env).sort()) if (name !== BUILD_NOW_ENV) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('base64url');
}

interface Built {
  inputs: string;
  styles: string;
}

function readBuilt(build: SiteBuild): Built | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(build.root, BUILT_FROM), 'utf8')) as Built;
  } catch {
    return null;
  }
}

/** Why the locale's last build cannot stand for this one; null when it can. */
function whyBuild(build: SiteBuild, built: Built | null, inputs: string, env: NodeJS.ProcessEnv): string | null {
  if (!built) return 'no build on record';
  if (built.inputs !== inputs) return 'its inputs changed';
  if (contentfulOptions(env) !== null) return 'the content comes from Contentful';
  const summary = readBuildSummary(build.root);
  if (!summary || !fs.existsSync(path.join(build.site, 'index.html')) || !fs.existsSync(build.rules)) return 'its output is incomplete';
  if (summary.nextChange !== null && Date.parse(summary.nextChange) <= Date.now()) return `the content changes at ${summary.nextChange}`;
  if (process.env.FORCE_BUILD === '1') return 'asked to (FORCE_BUILD=1)';
  return null;
}

const gatsby = path.join(checkout, 'node_modules', '.bin', 'gatsby');
const seconds = (since: number): string => ((Date.now() - since) / 1000).toFixed(1);

function gatsbyBuild(root: string, env: NodeJS.ProcessEnv, label: string | null): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(gatsby, ['build'], { cwd: root, env, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (label) {
      // Two builds at once: each line says whose it is.
      for (const stream of [child.stdout, child.stderr])
        stream?.on('data', (chunk: Buffer) => process.stdout.write(chunk.toString('utf8').replace(/^(?=.)/gm, `[${label}] `)));
    }
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

function emptyCache(build: SiteBuild): void {
  for (const dir of ['.cache', 'public', path.join('.serve', 'built-from.json'), path.join('.serve', BUILD_SUMMARY_FILE)])
    fs.rmSync(path.join(build.root, dir), { recursive: true, force: true });
}

/** `.serve/sites/<locale>` names each locale's built site, for the tools that serve and check the sites. */
function linkOutputs(locale: string, build: SiteBuild): void {
  const link = path.join(checkout, '.serve', 'sites', locale);
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

async function buildLocale(locale: string, build: SiteBuild, styles: string, label: string | null, cpus: number | null): Promise<boolean> {
  const started = Date.now();
  const env = siteBuildEnvironment({ ...process.env, SITE_LOCALE: locale, ...(cpus ? { GATSBY_CPU_COUNT: String(cpus) } : {}) });
  const inputs = inputsDigest(build, env, styles);
  const built = readBuilt(build);
  if (process.env.COLD === '1') {
    console.log(`build ${locale}: starting cold, as asked`);
    emptyCache(build);
  } else if (built && built.styles !== styles) {
    console.log(`build ${locale}: the stylesheets changed since its cache was built; building cold`);
    emptyCache(build);
  } else {
    const why = whyBuild(build, built, inputs, env);
    if (why === null) {
      const pages = readBuildSummary(build.root)?.pages ?? 0;
      console.log(
        `build ${locale}: ${seconds(started)} s, ${pages} pages (nothing it reads changed since its last build: not built again)`,
      );
      linkOutputs(locale, build);
      return true;
    }
  }
  // Gone while the build runs: a build stopped half-way is not the last one that succeeded, and its reports are its own.
  for (const file of [BUILT_FROM, PROBLEMS_FILE, SOURCED_FILE]) fs.rmSync(path.join(build.root, file), { force: true });
  const gatsbyStarted = Date.now();
  const code = await gatsbyBuild(build.root, env, label);
  const gatsbySeconds = seconds(gatsbyStarted);
  if (code !== 0) {
    console.log(`build ${locale}: failed (exit ${code}); its next build starts cold`);
    emptyCache(build);
    return false;
  }
  fs.mkdirSync(path.dirname(path.join(build.root, BUILT_FROM)), { recursive: true });
  fs.writeFileSync(path.join(build.root, BUILT_FROM), JSON.stringify({ inputs, styles } satisfies Built));
  linkOutputs(locale, build);
  const pages = readBuildSummary(build.root)?.pages ?? 0;
  console.log(`build ${locale}: ${seconds(started)} s (gatsby build ${gatsbySeconds} s), ${pages} pages`);
  return true;
}

async function main(): Promise<void> {
  const locales = (process.env.LOCALES ?? 'en-US zh-CN').split(/\s+/).filter(Boolean);
  if (process.env.NETLIFY) {
    if (locales.length !== 1) throw new Error(`A CDN host builds one site; LOCALES names ${locales.length}`);
    // The CDN's own environment as it is: its adapter reads variables of the CDN's that no list here knows.
    process.exit(await gatsbyBuild(checkout, { ...process.env, SITE_LOCALE: locales[0] }, null));
  }
  // The caches of the layout before build folders (moved between the locales), several gigabytes.
  fs.rmSync(path.join(checkout, '.serve', 'cache'), { recursive: true, force: true });
  const styles = stylesDigest();
  const builds = locales.map((locale) => ({ locale, build: siteBuild(locale) }));
  // Every folder first: linking a file into one folder changes its change time, which the others' digests read.
  for (const { build } of builds) linkSources(build);
  // The cores each build gets follow the setting, not how many locales this run builds: the publisher runs one
  // process per locale at once, and its builds must see the environment these do.
  const atOnce = sitesAtOnce();
  const cpus = coresPerSite(atOnce);
  let failed = false;
  const queue = [...builds];
  await Promise.all(
    Array.from({ length: Math.min(atOnce, builds.length) }, async () => {
      for (let next = queue.shift(); next && !failed; next = queue.shift()) {
        const ok = await buildLocale(next.locale, next.build, styles, atOnce > 1 && builds.length > 1 ? next.locale : null, cpus);
        failed ||= !ok;
      }
    }),
  );
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
