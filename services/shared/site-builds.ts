/**
 * Where each regional site is built, and what its build runs under.
 *
 * Each locale keeps its own build for good, in `.serve/builds/<locale>/`: a folder shaped like the checkout, whose
 * sources are hard links of the checkout's own files (kept in step before every build: a file an editor or git
 * replaced is linked again, one removed goes), with `node_modules` a link to the checkout's, and with its own
 * Gatsby cache (`.cache/`), output (`public/`), server rules (`.serve/site.conf`) and the adapter's functions
 * (`.netlify/`). Nothing is moved or copied between locales, and two locales can build at once.
 *
 * Hard links, not symbolic links: webpack follows a link to the file it points at, and Gatsby extracts queries
 * only from files inside the site's folder. The folder has a lock file of its own, so that Parcel (which compiles
 * gatsby-config and gatsby-node) takes it, not the checkout, for the project it crawls.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSetting } from './settings';

const checkout = path.resolve(__dirname, '../..');

/** What a Gatsby build or `gatsby develop` of the site reads from the project. */
export const PROJECT_ENTRIES = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
  'tsconfig.json',
  '.env.development',
  // The variables a build may read (services/shared/site-builds.ts keeps the build's environment to them).
  '.env.example',
  'src',
  // The Gatsby Functions of src/api answer through the lead service's handlers.
  'services',
  'content',
  'locales',
  'redirects',
  'static',
];

export interface SiteBuild {
  /** The folder Gatsby builds the site in. */
  root: string;
  /** The built site, what nginx serves. */
  site: string;
  /** The nginx rules the build wrote for it. */
  rules: string;
}

/** The build of `locale` in the checkout at `projectRoot`. */
export function siteBuild(locale: string, projectRoot: string = checkout): SiteBuild {
  const root = path.join(projectRoot, '.serve', 'builds', locale);
  return { root, site: path.join(root, 'public'), rules: path.join(root, '.serve', 'site.conf') };
}

/**
 * Names of the environment a site's build may read, besides every GATSBY_ variable (Gatsby's own settings
 * among them): those `.env.example` lists (the site's settings, the one list of them), what Node and the system
 * need. Anything else in the caller's shell (npm's variables, `_`, `OLDPWD`, a terminal's) stays out: Gatsby
 * writes every variable's name into the Functions' and the renderer's webpack definitions, and the content read
 * digests the whole environment (src/pipeline/read-signature.ts), so a variable that differs between two shells
 * rebuilt webpack and read every content file again.
 */
const SYSTEM_ENVIRONMENT = ['HOME', 'USER', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR', 'CI', 'NODE_OPTIONS', 'NODE_EXTRA_CA_CERTS'];

/** How the scripts around a build are told what to do (scripts/build-sites.ts), not anything the build reads. */
const AROUND_THE_BUILD = new Set(['SITES_AT_ONCE']);

/** The variable names `.env.example` lists, set or commented out. */
export function documentedVariables(): string[] {
  const text = fs.readFileSync(path.join(checkout, '.env.example'), 'utf8');
  return [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] as string);
}

/**
 * The environment of a site's build: the allowed variables of `env`, and a PATH of the project's Node and the
 * system's programs (the caller's PATH differs between shells and npm's nesting; the build runs nothing else).
 */
export function siteBuildEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const allowed = new Set([...SYSTEM_ENVIRONMENT, ...documentedVariables()]);
  const picked: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env))
    if (value !== undefined && !AROUND_THE_BUILD.has(name) && (allowed.has(name) || name.startsWith('GATSBY_'))) picked[name] = value;
  // node-fetch 2 (Gatsby's, through gatsby-cli) loads Node's deprecated punycode module through whatwg-url: each of the
  // build's workers printed the warning, which Gatsby's log shows as an error.
  picked.NODE_OPTIONS = [picked.NODE_OPTIONS, '--disable-warning=DEP0040'].filter(Boolean).join(' ');
  picked.PATH = [path.dirname(process.execPath), path.join(checkout, 'node_modules', '.bin'), '/usr/local/bin', '/usr/bin', '/bin'].join(
    path.delimiter,
  );
  return picked;
}

/**
 * How many regional sites build at the same time: SITES_AT_ONCE, else two where the machine has two cores and the
 * memory for two builds (each peaks near 2 GB), else one. On this project's two-core machines, a one-entry edit built
 * both sites in 36 s at once against 52-54 s one after the other (each build's bootstrap and webpack run on one core).
 */
export function sitesAtOnce(env: NodeJS.ProcessEnv = process.env): number {
  // A value that is not a number of sites stops the build, saying what it takes, rather than being passed over.
  const asked = readSetting('SITES_AT_ONCE', env);
  if (asked !== undefined) return asked;
  return os.availableParallelism() >= 2 && os.totalmem() >= 8 * 1024 ** 3 ? 2 : 1;
}

/** The cores each of `atOnce` builds gives its workers (GATSBY_CPU_COUNT), or null for Gatsby's own choice. */
export function coresPerSite(atOnce: number): number | null {
  return atOnce > 1 ? Math.max(1, Math.floor(os.availableParallelism() / atOnce)) : null;
}

/** Makes `target` a hard link of `source` (a copy across file systems), and folders alike, removing what the source no longer has. */
function mirror(source: string, target: string): void {
  const from = fs.lstatSync(source, { throwIfNoEntry: false });
  const to = fs.lstatSync(target, { throwIfNoEntry: false });
  if (!from) {
    if (to) fs.rmSync(target, { recursive: true, force: true });
    return;
  }
  if (from.isDirectory()) {
    if (to && !to.isDirectory()) fs.rmSync(target, { force: true });
    if (!to?.isDirectory()) fs.mkdirSync(target);
    const names = new Set(fs.readdirSync(source));
    for (const name of fs.readdirSync(target)) if (!names.has(name)) fs.rmSync(path.join(target, name), { recursive: true, force: true });
    for (const name of names) mirror(path.join(source, name), path.join(target, name));
    return;
  }
  if (to && to.ino === from.ino && to.dev === from.dev) return;
  if (to) fs.rmSync(target, { recursive: true, force: true });
  try {
    fs.linkSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.copyFileSync(source, target);
    fs.utimesSync(target, from.atime, from.mtime);
  }
}

/** The entries of the checkout a build folder holds links of (linkSources), which its build reads. */
export const BUILD_SOURCES = [...PROJECT_ENTRIES, 'package-lock.json'];

/** Brings the build folder's sources in step with the checkout's (a few milliseconds when nothing changed). */
export function linkSources(build: SiteBuild, projectRoot: string = checkout): void {
  fs.mkdirSync(build.root, { recursive: true });
  for (const entry of BUILD_SOURCES) mirror(path.join(projectRoot, entry), path.join(build.root, entry));
  const modules = path.join(build.root, 'node_modules');
  const target = path.relative(build.root, path.join(projectRoot, 'node_modules'));
  let current: string | null = null;
  try {
    current = fs.readlinkSync(modules);
  } catch {
    current = null;
  }
  if (current !== target) {
    fs.rmSync(modules, { recursive: true, force: true });
    fs.symlinkSync(target, modules, 'dir');
  }
}

/**
 * Builds each of `items` with `build`, `atOnce` at a time, in order; once one has failed, none not yet started is
 * (a failed site fails the run). The results of those that ran, by item.
 */
export async function buildEach<T, R>(
  items: readonly T[],
  atOnce: number,
  build: (item: T) => Promise<R>,
  failed: (result: R) => boolean,
): Promise<Map<T, R>> {
  const queue = [...items];
  const results = new Map<T, R>();
  let stop = false;
  await Promise.all(
    Array.from({ length: Math.min(atOnce, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined && !stop; item = queue.shift()) {
        const result = await build(item);
        results.set(item, result);
        stop ||= failed(result);
      }
    }),
  );
  return results;
}
