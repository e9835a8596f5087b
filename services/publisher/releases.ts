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
 * A site is ~36k files and ~630 MB, and most of them do not change between two publishes: a file whose size
 * and mtime match the previous release's is hard-linked from that release instead of copied. Releases are never
 * written to after they are made, so sharing inodes between them is safe; the build's own output is rewritten in
 * place by the next build, so nothing is ever hard-linked from it.
 *
 * One publisher process works on a `dir` at a time: removeIncomplete and pruneReleases must not run while
 * makeRelease does (they would take its unfinished folder, or the release it links from).
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sameSizeAndTime, setMillisecondTime } from '../../src/pipeline/files';

export interface SiteInput {
  /** The regional site, e.g. `en-US`: the name of its folder in a release. */
  locale: string;
  /** The built static site, copied into the release. */
  siteDir: string;
  /** The nginx server rules of the site, copied to `<locale>/site.conf`. */
  rulesFile: string;
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
  /** Hard-linked from the base release: unchanged since it. */
  linked: number;
  copied: number;
  bytesCopied: number;
  ms: number;
  /** Where the time went (ms): walking the build and linking or copying its files, then making them durable. */
  phases: { tree: number; link: number; copy: number; sync: number };
}

const RELEASE_ID = /^\d{8}T\d{9}Z-(?:\d+|manual)$/;
// Also a folder name inside a release, next to release.json: it must stay one plain path segment.
const LOCALE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
const PARTIAL_SUFFIX = '.partial';
const STRAY_LIVE_LINK = /^live\.\d+\.[0-9a-f]+\.tmp$/;
const INFO_FILE = 'release.json';
const INFO_TEMP_FILE = '.release.json.tmp';

const releasesDir = (dir: string): string => path.join(dir, 'releases');
const liveLink = (dir: string): string => path.join(dir, 'live');

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

/** Keeps the newest `keep` complete releases, the live one and the one before it; removes the rest. */
export function pruneReleases(dir: string, keep: number): string[] {
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
    fs.rmSync(folder, { recursive: true, force: true });
    removed.push(id);
  }
  return removed;
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
  return removed;
}

/**
 * `folder` of the base release, if it is a folder there; null otherwise. Only ever asked for a folder whose parent
 * passed this check: a symbolic link in the base release is never followed, as it could lead out of the release
 * (into the build itself, whose files must not be linked).
 */
function baseFolder(folder: string): string | null {
  return fs.lstatSync(folder, { throwIfNoEntry: false })?.isDirectory() ? folder : null;
}

/** The site of `locale` in the base release, when it has one. */
function baseSite(dir: string, base: string | null, locale: string): string | null {
  let folder: string | null = base === null ? null : baseFolder(path.join(releasesDir(dir), base));
  for (const segment of [locale, 'site']) if (folder !== null) folder = baseFolder(path.join(folder, segment));
  return folder;
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

const LINK_FALLBACK_CODES = new Set([
  'EXDEV', // the base release is on another file system
  'EMLINK', // the file has as many links as the file system allows
  'EPERM', // a file system without hard links, or fs.protected_hardlinks
  'ENOTSUP',
  'EOPNOTSUPP',
  'ENOENT', // the base release's file went away since it was compared
]);

interface Copying {
  files: number;
  linked: number;
  copied: number;
  bytesCopied: number;
  /** Time spent in link and copy calls, ms. */
  linkMs: number;
  copyMs: number;
  /** Files and folders written, fsynced before release.json marks the release complete. */
  toSync: string[];
}

function copyFile(source: string, target: string, stat: fs.Stats, progress: Copying): void {
  const started = performance.now();
  // Copy-on-write where the file system can (a clone shares blocks, not the inode, so it stays independent).
  fs.copyFileSync(source, target, fs.constants.COPYFILE_EXCL | fs.constants.COPYFILE_FICLONE);
  // The next release compares mtimes at whole milliseconds.
  setMillisecondTime(target, stat.mtimeMs);
  progress.copied += 1;
  progress.bytesCopied += stat.size;
  progress.toSync.push(target);
  progress.copyMs += performance.now() - started;
}

/** The base release's file at `file` is a regular file of the same size and mtime (to the millisecond) as the build's. */
function unchanged(file: string, stat: fs.Stats): boolean {
  const previous = fs.lstatSync(file, { throwIfNoEntry: false });
  return !!previous?.isFile() && sameSizeAndTime(previous, stat);
}

/** Copies the tree `from` into the new folder `to`, hard-linking the files unchanged since `base`. */
function copyTree(from: string, to: string, base: string | null, progress: Copying): void {
  fs.mkdirSync(to);
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    const inBase = base === null ? null : path.join(base, entry.name);
    if (entry.isSymbolicLink()) {
      fs.symlinkSync(fs.readlinkSync(source), target);
    } else if (entry.isDirectory()) {
      copyTree(source, target, inBase === null ? null : baseFolder(inBase), progress);
    } else if (entry.isFile()) {
      progress.files += 1;
      const stat = fs.lstatSync(source);
      if (inBase !== null && unchanged(inBase, stat)) {
        const started = performance.now();
        try {
          // From the base release, never from the build: the build rewrites its files in place.
          fs.linkSync(inBase, target);
          progress.linked += 1;
          continue;
        } catch (error) {
          if (!LINK_FALLBACK_CODES.has(errorCode(error) ?? '')) throw error;
        } finally {
          progress.linkMs += performance.now() - started;
        }
      }
      copyFile(source, target, stat, progress);
    } else {
      throw new Error(`${source} is neither a file, a folder nor a symbolic link: a built site holds nothing else`);
    }
  }
  progress.toSync.push(to);
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

/**
 * Makes a release of the built sites under `releases/<id>`. It is assembled in `releases/<id>.partial`, renamed
 * into place, and its release.json written last; everything is fsynced before release.json appears, so a crash
 * or a power loss at any point leaves either a complete release or an incomplete folder, never a release with
 * files missing or empty.
 */
export function makeRelease(
  dir: string,
  sites: SiteInput[],
  opts: { publishId: number | null; now?: Date; sync?: ReleaseSync },
): MadeRelease {
  const started = performance.now();
  const now = opts.now ?? new Date();
  const id = releaseId(now, opts.publishId);
  checkSites(sites);
  const root = releasesDir(dir);
  const folder = path.join(root, id);
  if (fs.existsSync(folder)) throw new Error(`The release ${folder} already exists`);
  const partial = folder + PARTIAL_SUFFIX;
  const base = baseRelease(dir);
  fs.mkdirSync(root, { recursive: true });
  try {
    fs.mkdirSync(partial);
  } catch (error) {
    if (errorCode(error) === 'EEXIST')
      throw new Error(`${partial} already exists: another release of the same id is being made, or one crashed`);
    throw error;
  }
  // Where this call's folder is now, to remove it if anything fails.
  let building = partial;
  try {
    const progress: Copying = { files: 0, linked: 0, copied: 0, bytesCopied: 0, linkMs: 0, copyMs: 0, toSync: [] };
    for (const { locale, siteDir, rulesFile } of sites) {
      const localeDir = path.join(partial, locale);
      const made = releaseSite(localeDir);
      fs.mkdirSync(localeDir);
      copyTree(siteDir, made.siteDir, baseSite(dir, base, locale), progress);
      fs.copyFileSync(rulesFile, made.rules, fs.constants.COPYFILE_EXCL);
      progress.toSync.push(made.rules, localeDir);
    }
    progress.toSync.push(partial);
    const treeDone = performance.now();
    // One pass at the end rather than after each copy: by then the kernel has written most of it back.
    const syncedWhole = (opts.sync ?? RELEASE_SYNC) === 'filesystem' && syncFileSystem(partial);
    if (!syncedWhole) for (const written of progress.toSync) fsyncPath(written);
    const synced = performance.now();

    if (fs.existsSync(folder)) throw new Error(`The release ${folder} already exists`);
    fs.renameSync(partial, folder);
    building = folder;
    fsyncPath(root);

    const info: ReleaseInfo = { id, createdAt: now.toISOString(), publishId: opts.publishId, locales: sites.map((site) => site.locale) };
    const temp = path.join(folder, INFO_TEMP_FILE);
    const fd = fs.openSync(temp, 'wx');
    try {
      fs.writeFileSync(fd, `${JSON.stringify(info, null, 2)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, path.join(folder, INFO_FILE));
    fsyncPath(folder);
    const { files, linked, copied, bytesCopied } = progress;
    const phases = {
      tree: Math.round(treeDone - started),
      link: Math.round(progress.linkMs),
      copy: Math.round(progress.copyMs),
      sync: Math.round(synced - treeDone),
    };
    return { ...info, files, linked, copied, bytesCopied, ms: Math.round(performance.now() - started), phases };
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    throw error;
  }
}
