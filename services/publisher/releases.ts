/**
 * Releases of the published site: each publish is kept as an immutable folder, and the live site is a
 * symbolic link switched between them in one step, so nginx never serves half of one build and half of
 * another, and a rollback is one more switch.
 *
 * Under a root folder `dir`:
 * - `releases/<id>/<locale>/site/` the built static site of one regional site, `releases/<id>/<locale>/site.conf`
 *   its nginx rules, and `releases/<id>/release.json` (ReleaseInfo), written last: a release folder without it
 *   was left by a crash and is not a release.
 * - `live` a relative symbolic link to `releases/<id>`; nginx serves `live/<locale>/site` and includes
 *   `live/<locale>/site.conf`.
 *
 * - `releases/<id>/<locale>/files.json` the site's manifest (release-files.ts): what each file is, by digest.
 * - `next/` a tree of hard links to the live release's sites and their manifests, made after it went live
 *   (prepareNext): the next release starts as it and changes only what the build changed.
 *
 * A site is ~36k files and ~630 MB, and most of them do not change between two publishes: a file the same as the
 * previous release's, by size and time or else by content, is a hard link to that release's file. Releases are
 * never written to after they are made, so sharing inodes between them is safe; the build's own output is rewritten
 * in place by the next build, so nothing is ever hard-linked from it.
 *
 * One publisher process works on a `dir` at a time: removeIncomplete, pruneReleases and prepareNext must not run
 * while makeRelease does (they would take its unfinished folder, or the release it links from).
 */
import { execFile, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { applyListing, linkTree, listSite, MANIFEST_FILE, readManifest, writeManifest, type Listing, type Manifest } from './release-files';

export interface SiteInput {
  /** The regional site, e.g. `en-US`: the name of its folder in a release. */
  locale: string;
  /** The built static site, copied into the release. */
  siteDir: string;
  /** The nginx server rules of the site, copied to `<locale>/site.conf`. */
  rulesFile: string;
  /**
   * The listing of `siteDir`, when it was started as its build ended: sites built at once end apart, and the one that
   * ends first is listed while the other still builds. Nothing may write to `siteDir` after it started.
   */
  listing?: Promise<Listing>;
}

export interface ReleaseInfo {
  id: string;
  createdAt: string;
  publishId: number | null;
  locales: string[];
}

/** What makeRelease did. The counts cover the regular files of the sites (not symbolic links, not site.conf). */
export interface MadeRelease extends ReleaseInfo {
  files: number;
  /** Shared with the release before: the same size and time, or the same content. */
  linked: number;
  copied: number;
  bytesCopied: number;
  /** Files whose content was read to decide whether they changed. */
  digested: number;
  /** Whether the release started from the tree prepareNext made; if not, `phases.link` made one. */
  prepared: boolean;
  ms: number;
  /**
   * Where the time went (ms): listing the builds, linking a tree to the release before when none was prepared,
   * bringing it to the build (reading, copying and removing files, writing manifests), and making it durable.
   */
  phases: { list: number; link: number; apply: number; sync: number };
}

const RELEASE_ID = /^\d{8}T\d{9}Z-(?:\d+|manual)$/;
// Also a folder name inside a release, next to release.json: it must stay one plain path segment.
const LOCALE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
const PARTIAL_SUFFIX = '.partial';
const STRAY_LIVE_LINK = /^live\.\d+\.[0-9a-f]+\.tmp$/;
const INFO_FILE = 'release.json';
const INFO_TEMP_FILE = '.release.json.tmp';
const NEXT = 'next';
const NEXT_INFO_FILE = 'next.json';

const releasesDir = (dir: string): string => path.join(dir, 'releases');
const liveLink = (dir: string): string => path.join(dir, 'live');
const nextDir = (dir: string): string => path.join(dir, NEXT);

/** A locale's folder in a release holds its site and, beside it, the site's nginx rules. */
export const releaseSite = (localeDir: string): { siteDir: string; rules: string } => ({
  siteDir: path.join(localeDir, 'site'),
  rules: path.join(localeDir, 'site.conf'),
});

/** The live release's site of `locale`, through the live link. */
export const liveSite = (dir: string, locale: string): { siteDir: string; rules: string } => releaseSite(path.join(liveLink(dir), locale));
// Byte order, not the locale's collation: ids are fixed-width up to the publish id, so this is time order.
const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function errorCode(error: unknown): string | undefined {
  return error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
}

/** `YYYYMMDDTHHMMSSmmmZ-<publishId or 'manual'>`, in UTC, so that ids sort as the releases were made. */
export function releaseId(at: Date, publishId: number | null): string {
  if (publishId !== null && !(Number.isSafeInteger(publishId) && publishId >= 0))
    throw new RangeError(`A publish id is a whole number of 0 or more, not ${publishId}`);
  // toISOString throws on an invalid date; a year past 9999 comes out as +YYYYYY, which the check below refuses.
  const id = `${at.toISOString().replace(/[-:.]/g, '')}-${publishId ?? 'manual'}`;
  if (!RELEASE_ID.test(id)) throw new RangeError(`${at.toISOString()} cannot be written as a release id`);
  return id;
}

function assertReleaseId(id: string): void {
  // Ids become paths: anything else (`..`, a slash) must not reach the file system.
  if (!RELEASE_ID.test(id)) throw new Error(`${JSON.stringify(id)} is not a release id`);
}

function isReleaseInfo(value: unknown): value is ReleaseInfo {
  if (typeof value !== 'object' || value === null) return false;
  const info = value as Partial<Record<keyof ReleaseInfo, unknown>>;
  return (
    typeof info.id === 'string' &&
    typeof info.createdAt === 'string' &&
    (info.publishId === null || typeof info.publishId === 'number') &&
    Array.isArray(info.locales) &&
    info.locales.every((locale) => typeof locale === 'string')
  );
}

/** The release's release.json; null when there is none (the folder is not a complete release). */
function readInfo(dir: string, id: string): ReleaseInfo | null {
  const file = path.join(releasesDir(dir), id, INFO_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return null;
    throw error;
  }
  // release.json is renamed into place after an fsync, so it is never half written: a bad one was edited or
  // damaged, and is reported rather than taken for an incomplete release and removed.
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isReleaseInfo(value) || value.id !== id) throw new Error(`${file} does not describe release ${id}`);
  return { id: value.id, createdAt: value.createdAt, publishId: value.publishId, locales: [...value.locales] };
}

/** Names under releases/ that are folders (not links), sorted; none when there is no releases/ yet. */
function releaseFolders(dir: string): fs.Dirent[] {
  try {
    return fs
      .readdirSync(releasesDir(dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .sort((a, b) => byId(a.name, b.name));
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }
}

/** The complete releases, oldest first. */
export function listReleases(dir: string): ReleaseInfo[] {
  const releases: ReleaseInfo[] = [];
  for (const entry of releaseFolders(dir)) {
    if (!RELEASE_ID.test(entry.name)) continue;
    const info = readInfo(dir, entry.name);
    if (info) releases.push(info);
  }
  return releases;
}

/** The id the live link points at (whether or not that release is still there); null when there is no link. */
export function liveRelease(dir: string): string | null {
  let target: string;
  try {
    target = fs.readlinkSync(liveLink(dir));
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    if (errorCode(error) === 'EINVAL') throw new Error(`${liveLink(dir)} is not a symbolic link`);
    throw error;
  }
  const id = path.relative(releasesDir(dir), path.resolve(dir, target));
  if (!RELEASE_ID.test(id)) throw new Error(`${liveLink(dir)} points at ${target}, not at a release in ${releasesDir(dir)}`);
  return id;
}

/** The complete release just older than the live one: what a rollback goes back to. */
export function previousRelease(dir: string): string | null {
  const live = liveRelease(dir);
  if (live === null) return null;
  const older = listReleases(dir).filter((release) => release.id < live);
  return older.at(-1)?.id ?? null;
}

function fsyncPath(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * How a new release is made durable before release.json marks it complete: `filesystem` syncs the file system holding
 * it once (Linux's syncfs, through coreutils' `sync -f`), which also writes back whatever else is dirty on it; `each`
 * fsyncs every file copied and every folder made, one call each (a site has some 14,000 folders). Measured with
 * `npm run bench:release` (two sites of 36,000 files, 300 changed each): `each` 9.3 s of a 12.6 s release, `filesystem`
 * 0.3 s of 4.2 s, 0.45 s with 600 MB of other writes pending. Where `sync -f` cannot run, each path is fsynced.
 */
export type ReleaseSync = 'each' | 'filesystem';
const RELEASE_SYNC: ReleaseSync = 'filesystem';

/** Syncs the file system holding `inside`; false when that cannot be done here (no syncfs, no coreutils). */
function syncFileSystem(inside: string): boolean {
  try {
    execFileSync('sync', ['-f', inside], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Points `live` at a complete release, in one rename: a reader sees the old link or the new one, never none. */
export function switchLive(dir: string, id: string): void {
  assertReleaseId(id);
  if (!readInfo(dir, id)) throw new Error(`There is no complete release ${id} in ${releasesDir(dir)}`);
  const temp = path.join(dir, `live.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`);
  // Relative, so that `dir` can be moved or mounted elsewhere (a container) and the link still holds.
  fs.symlinkSync(path.join('releases', id), temp);
  try {
    fs.renameSync(temp, liveLink(dir));
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
  // Until the folder's entry is on disk, a power loss can bring the old link back.
  fsyncPath(dir);
}

/**
 * Keeps the newest `keep` complete releases, the live one and the one before it; removes the rest. A release stops
 * being one at once (its release.json goes, durably); its files are removed by another process. Only a name goes
 * with each file: a file a kept release shares is still there under that release's name.
 */
export async function pruneReleases(dir: string, keep: number): Promise<string[]> {
  if (!(Number.isSafeInteger(keep) && keep >= 0)) throw new RangeError(`keep is a whole number of 0 or more, not ${keep}`);
  const ids = listReleases(dir).map((release) => release.id);
  const kept = new Set(keep > 0 ? ids.slice(-keep) : []);
  const live = liveRelease(dir);
  if (live !== null) kept.add(live);
  const previous = previousRelease(dir);
  if (previous !== null) kept.add(previous);
  const removed: string[] = [];
  for (const id of ids) {
    if (kept.has(id)) continue;
    const folder = path.join(releasesDir(dir), id);
    // release.json goes first, durably: a crash half-way through the removal then leaves an incomplete folder
    // for removeIncomplete, never a release that lists as complete with files missing.
    fs.rmSync(path.join(folder, INFO_FILE));
    fsyncPath(folder);
    removed.push(id);
  }
  for (const id of removed) await removeFolder(path.join(releasesDir(dir), id));
  return removed;
}

/**
 * Removes a folder of a release no longer kept, at the lowest CPU priority: it runs while the next build may (72,000
 * unlinks take about 10 s here), and the build comes first. Node removes it where `nice` or `rm` cannot run.
 */
async function removeFolder(folder: string): Promise<void> {
  try {
    await promisify(execFile)('nice', ['-n', '19', 'rm', '-rf', '--', folder]);
  } catch {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}

/**
 * Removes what a crash leaves: `<id>.partial` folders, release folders without release.json, and `live.*.tmp`
 * links. Returns the names of the folders removed under releases/ (`<id>` or `<id>.partial`).
 */
export function removeIncomplete(dir: string): string[] {
  let live: string | null = null;
  try {
    live = liveRelease(dir);
  } catch {
    // A broken live link is no reason to leave crash leftovers behind; it points at nothing removed here anyway.
  }
  const removed: string[] = [];
  for (const entry of releaseFolders(dir)) {
    const partial = entry.name.endsWith(PARTIAL_SUFFIX);
    if (!partial && !RELEASE_ID.test(entry.name)) continue;
    // Whatever state it is in, the folder the site is served from is not taken away.
    if (!partial && (entry.name === live || readInfo(dir, entry.name))) continue;
    fs.rmSync(path.join(releasesDir(dir), entry.name), { recursive: true, force: true });
    removed.push(entry.name);
  }
  let names: string[] = [];
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  for (const name of names) {
    if (STRAY_LIVE_LINK.test(name) && fs.lstatSync(path.join(dir, name)).isSymbolicLink()) fs.rmSync(path.join(dir, name));
  }
  // A prepared tree that was not finished; a finished one is kept, whichever release it was made from.
  fs.rmSync(nextDir(dir) + PARTIAL_SUFFIX, { recursive: true, force: true });
  if (!fs.existsSync(path.join(nextDir(dir), NEXT_INFO_FILE))) fs.rmSync(nextDir(dir), { recursive: true, force: true });
  return removed;
}

/** The release new files are compared with and linked from: the live one, else the newest. */
function baseRelease(dir: string): string | null {
  let live: string | null = null;
  try {
    live = liveRelease(dir);
  } catch {
    // A broken live link only costs the linking: fall back to the newest release.
  }
  if (live !== null && readInfo(dir, live)) return live;
  return listReleases(dir).at(-1)?.id ?? null;
}

const manifestOf = (localeDir: string): Manifest | null => readManifest(path.join(localeDir, MANIFEST_FILE));

/** Makes everything written durable before what marks it complete is written: one sync of the file system, else each path. */
function makeDurable(inside: string, written: Iterable<string>, sync: ReleaseSync): void {
  if (sync === 'filesystem' && syncFileSystem(inside)) return;
  for (const file of new Set(written)) fsyncPath(file);
}

/**
 * Prepares the start of the next release: `next/`, a tree of hard links to the sites of the base release (the live
 * one) with their manifests. Run after a release went live, so that the next publish pays only for what it changed.
 * A prepared tree already there is kept, whichever release it was made from: its manifests say what it holds. Does
 * nothing without a base release, or for a site whose release has no manifest (made before manifests were kept).
 */
export async function prepareNext(dir: string, opts: { sync?: ReleaseSync } = {}): Promise<{ base: string; ms: number } | null> {
  const started = performance.now();
  const next = nextDir(dir);
  if (fs.existsSync(path.join(next, NEXT_INFO_FILE))) return null;
  const base = baseRelease(dir);
  const info = base === null ? null : readInfo(dir, base);
  if (base === null || info === null) return null;
  const partial = next + PARTIAL_SUFFIX;
  fs.rmSync(next, { recursive: true, force: true });
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial);
  try {
    const written = [partial];
    for (const locale of info.locales) {
      const from = path.join(releasesDir(dir), base, locale);
      const manifest = manifestOf(from);
      if (manifest === null) continue;
      const to = path.join(partial, locale);
      fs.mkdirSync(to);
      const linked = await linkTree(releaseSite(from).siteDir, releaseSite(to).siteDir, manifest);
      writeManifest(path.join(to, MANIFEST_FILE), linked.holds);
      written.push(to, ...linked.folders, path.join(to, MANIFEST_FILE));
    }
    makeDurable(partial, written, opts.sync ?? RELEASE_SYNC);
    writeDurably(path.join(partial, NEXT_INFO_FILE), { base });
    fs.renameSync(partial, next);
    fsyncPath(dir);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  return { base, ms: Math.round(performance.now() - started) };
}

/** Takes the prepared tree as the new release's folder `partial`; false when there is none. */
function takePrepared(dir: string, partial: string): boolean {
  const next = nextDir(dir);
  if (!fs.existsSync(path.join(next, NEXT_INFO_FILE))) return false;
  fs.renameSync(next, partial);
  fs.rmSync(path.join(partial, NEXT_INFO_FILE));
  return true;
}

/** Writes `value` as JSON to `file` (which must not exist) and fsyncs it. */
function writeDurably(file: string, value: unknown): void {
  const fd = fs.openSync(file, 'wx');
  try {
    fs.writeFileSync(fd, `${JSON.stringify(value, null, 2)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function checkSites(sites: SiteInput[]): void {
  if (sites.length === 0) throw new Error('A release needs at least one site');
  const seen = new Set<string>();
  for (const { locale, siteDir, rulesFile } of sites) {
    if (!LOCALE.test(locale)) throw new Error(`${JSON.stringify(locale)} is not a locale`);
    if (seen.has(locale)) throw new Error(`The locale ${locale} is given twice`);
    seen.add(locale);
    // A build that failed half-way leaves a folder without its home page: it must never be published.
    if (!fs.statSync(path.join(siteDir, 'index.html'), { throwIfNoEntry: false })?.isFile())
      throw new Error(`${path.join(siteDir, 'index.html')} is missing: ${siteDir} is not a built site (for ${locale})`);
    if (!fs.statSync(rulesFile, { throwIfNoEntry: false })?.isFile())
      throw new Error(`The nginx rules file ${rulesFile} is missing (for ${locale})`);
  }
}

/** Brings the new release's folder of one site (`localeDir`, prepared or empty) to its build, returning what it did. */
async function releaseOne(dir: string, base: string | null, localeDir: string, site: SiteInput, listing: Listing, written: string[]) {
  const made = releaseSite(localeDir);
  let before = manifestOf(localeDir);
  let linkMs = 0;
  if (before === null) {
    // Nothing prepared for this site: link a tree to the base release's now, or start from nothing.
    fs.rmSync(localeDir, { recursive: true, force: true });
    fs.mkdirSync(localeDir);
    written.push(localeDir);
    const from = base === null ? null : path.join(releasesDir(dir), base, site.locale);
    const baseManifest = from === null ? null : manifestOf(from);
    if (from !== null && baseManifest !== null) {
      const started = performance.now();
      const linked = await linkTree(releaseSite(from).siteDir, made.siteDir, baseManifest);
      before = linked.holds;
      written.push(...linked.folders);
      linkMs = performance.now() - started;
    }
  }
  const applying = performance.now();
  const { manifest, applied } = applyListing(made.siteDir, site.siteDir, before, listing);
  fs.rmSync(path.join(localeDir, MANIFEST_FILE), { force: true });
  writeManifest(path.join(localeDir, MANIFEST_FILE), manifest);
  fs.rmSync(made.rules, { force: true });
  fs.copyFileSync(site.rulesFile, made.rules, fs.constants.COPYFILE_EXCL);
  written.push(...applied.touched, path.join(localeDir, MANIFEST_FILE), made.rules, localeDir);
  return { applied, linkMs, applyMs: performance.now() - applying };
}

/**
 * Makes a release of the built sites under `releases/<id>`. It is assembled in `releases/<id>.partial` (the prepared
 * tree when there is one), renamed into place, and its release.json written last; everything is made durable before
 * release.json appears, so a crash or a power loss at any point leaves either a complete release or an incomplete
 * folder, never a release with files missing or empty.
 */
export async function makeRelease(
  dir: string,
  sites: SiteInput[],
  opts: { publishId: number | null; now?: Date; sync?: ReleaseSync },
): Promise<MadeRelease> {
  const started = performance.now();
  const now = opts.now ?? new Date();
  const id = releaseId(now, opts.publishId);
  checkSites(sites);
  const root = releasesDir(dir);
  const folder = path.join(root, id);
  if (fs.existsSync(folder)) throw new Error(`The release ${folder} already exists`);
  const partial = folder + PARTIAL_SUFFIX;
  if (fs.existsSync(partial)) throw new Error(`${partial} already exists: another release of the same id is being made, or one crashed`);
  // Both sites are listed at once, each by a process of its own, unless their builds started it.
  const listings = Promise.all(sites.map((site) => site.listing ?? listSite(site.siteDir)));
  listings.catch(() => undefined);
  const base = baseRelease(dir);
  fs.mkdirSync(root, { recursive: true });
  const prepared = takePrepared(dir, partial);
  if (!prepared) fs.mkdirSync(partial);
  // Where this call's folder is now, to remove it if anything fails.
  let building = partial;
  try {
    const listed = await listings;
    const listedAt = performance.now();
    const written: string[] = [partial];
    const totals = { files: 0, linked: 0, copied: 0, bytesCopied: 0, digested: 0, link: 0, apply: 0 };
    for (const [index, site] of sites.entries()) {
      const one = await releaseOne(dir, base, path.join(partial, site.locale), site, listed[index] ?? new Map<string, never>(), written);
      for (const count of ['files', 'linked', 'copied', 'bytesCopied', 'digested'] as const) totals[count] += one.applied[count];
      totals.link += one.linkMs;
      totals.apply += one.applyMs;
    }
    // A prepared site this release does not have.
    const locales = new Set(sites.map((site) => site.locale));
    for (const name of fs.readdirSync(partial))
      if (!locales.has(name)) fs.rmSync(path.join(partial, name), { recursive: true, force: true });
    const treeDone = performance.now();
    makeDurable(partial, written, opts.sync ?? RELEASE_SYNC);
    const synced = performance.now();

    if (fs.existsSync(folder)) throw new Error(`The release ${folder} already exists`);
    fs.renameSync(partial, folder);
    building = folder;
    fsyncPath(root);
    const info: ReleaseInfo = { id, createdAt: now.toISOString(), publishId: opts.publishId, locales: sites.map((site) => site.locale) };
    const temp = path.join(folder, INFO_TEMP_FILE);
    writeDurably(temp, info);
    fs.renameSync(temp, path.join(folder, INFO_FILE));
    fsyncPath(folder);
    const { files, linked, copied, bytesCopied, digested } = totals;
    const phases = {
      list: Math.round(listedAt - started),
      link: Math.round(totals.link),
      apply: Math.round(totals.apply),
      sync: Math.round(synced - treeDone),
    };
    return { ...info, files, linked, copied, bytesCopied, digested, prepared, ms: Math.round(performance.now() - started), phases };
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    throw error;
  }
}
