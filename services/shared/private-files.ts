/**
 * A service's data folder is its user's alone, whatever umask it was started under (the usual 022 would leave
 * it readable by every local user). The lead folder (LEADS_DIR) holds visitors' names, addresses and messages:
 * PGlite's files and WAL, the operations token, kept dead letters, imported logs; the publisher's holds its
 * database and its operator token.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** What the services create is their user's alone: folders 0700, files 0600. */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** A folder and everything under it made private; symbolic links are left alone (never followed out of the folder). */
function tighten(dir: string): void {
  if ((fs.lstatSync(dir).mode & 0o777) !== PRIVATE_DIR_MODE) fs.chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) tighten(entryPath);
    else if (entry.isFile() && (fs.lstatSync(entryPath).mode & 0o777) !== PRIVATE_FILE_MODE) fs.chmodSync(entryPath, PRIVATE_FILE_MODE);
  }
}

/**
 * Run first by every process that writes in a service's data folder: sets the private umask, so what it creates from
 * now on is its user's alone, and tightens what an earlier run left looser (created under umask 022, or
 * copied in). With `create`, makes the folder (0700) when it is missing.
 */
export function keepFilesPrivate(dataDir: string, { create = false } = {}): void {
  // A worker thread may not change the process's umask; the folder and file modes below still hold.
  if (isMainThread) process.umask(PRIVATE_UMASK);
  if (create) fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  else if (!fs.existsSync(dataDir)) return;
  tighten(dataDir);
}

/**
 * Emscripten's file system, as PGlite's NODEFS mount drives it: it creates each file and folder with the mode
 * Postgres asked for (0666 and 0777 here) and then sets that mode explicitly with chmod, which no umask masks.
 */
export interface EmscriptenModes {
  mknod: (path: string, mode: number, dev: number) => unknown;
  chmod: (path: unknown, mode: number, dontFollow?: boolean) => unknown;
}

/** Makes an Emscripten file system give every file and folder it creates or chmods its owner's bits only. */
export function ownerOnlyModes(fsys: EmscriptenModes): void {
  const { mknod, chmod } = fsys;
  fsys.mknod = (target, mode, dev) => mknod(target, mode & ~PRIVATE_UMASK, dev);
  fsys.chmod = (target, mode, dontFollow) => chmod(target, mode & ~PRIVATE_UMASK, dontFollow);
}
