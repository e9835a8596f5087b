/**
 * A service's database (the leads', the publisher's): one small interface over two engines that run the same SQL.
 * - PostgreSQL when DATABASE_URL is set (production: any number of endpoint and worker processes, and the
 *   CDN's functions, share it).
 * - PGlite otherwise (Postgres compiled to WebAssembly, in this process, its files in the service's data folder,
 *   `<dataDir>/pglite`: LEADS_DIR for the leads): `npm start`, development and tests, no server to install. One
 *   process per folder: a lock that dies with its holder keeps a second one out.
 *
 * Durability. PostgreSQL: a commit is on disk when it returns (its own fsync). PGlite writes its WAL
 * through to the operating system at each commit, so a committed lead survives the process being killed;
 * but PGlite's fsync does nothing, so against a power loss the committed WAL is made durable here: after a
 * commit the WAL segment files written to are fsynced (concurrent commits share one fsync) before the
 * caller is answered (`durable()`), unless `fsyncWal` is false (LEADS_PGLITE_FSYNC=off).
 *
 * A full disk. PostgreSQL refuses what it cannot write and goes on. PGlite's instance may be left unusable by a
 * WAL write that failed: it is then given up and opened anew once the disk has room (pglite-reopen.ts), and the
 * service is told (`onReopen`) so that it replays the leads it kept aside meanwhile.
 */
import fs from 'node:fs';
import path from 'node:path';
// Bundled into the CDN's functions: webpack warns there that pg's optional native driver (pg-native) is
// not installed. It is not used; the pure JavaScript client is.
import pg from 'pg';
import { takeLock } from './process-lock';
import { keepFilesPrivate, ownerOnlyModes, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, type EmscriptenModes } from './private-files';
import { reopeningPglite, type PgliteInstance, type PgliteOpener } from './pglite-reopen';

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  /** Resolves once what has been committed survives a power loss. */
  durable(): Promise<void>;
  /** `listener` is called each time the database is usable again after it was lost (PGlite opened anew after a disk error). */
  onReopen(listener: () => void): void;
  close(): Promise<void>;
}

/** Where PGlite keeps its files, and its lock, in a service's data folder. */
export const pgliteDir = (dataDir: string): string => path.join(dataDir, 'pglite');
const lockFile = (dataDir: string): string => path.join(dataDir, 'pglite.lock');

/** PGlite's folder is held by another live process (the running lead service, typically). */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is in use by process ${pid}. PGlite serves one process: run one service per folder, or set DATABASE_URL to share PostgreSQL between processes.`,
    );
  }
}

/**
 * Takes the folder's lock for this process (services/shared/process-lock.ts): a running holder is refused with
 * its pid, one that is stopping waited for; a killed one holds nothing. Resolves to the release.
 */
export function lockDirectory(dataDir: string): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return takeLock(lockFile(dataDir), (pid) => new DatabaseInUseError(dataDir, pid), { mode: PRIVATE_FILE_MODE });
}

/**
 * Makes PGlite's committed WAL durable: fsyncs the WAL segments written since the last call. Calls that
 * arrive while an fsync runs wait for the next one, which covers them all (group commit).
 */
function walSyncer(walDir: string): () => Promise<void> {
  /** Per segment: its mtime when last fsynced, and when that fsync started. */
  const synced = new Map<string, { mtimeMs: number; at: number }>();
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const fsyncPath = async (file: string, flags: string) => {
    const handle = await fs.promises.open(file, flags);
    try {
      await handle.datasync();
    } finally {
      await handle.close();
    }
  };
  const syncOnce = async (): Promise<void> => {
    const at = Date.now();
    let created = false;
    for (const name of await fs.promises.readdir(walDir)) {
      if (!/^[0-9A-F]{24}$/.test(name)) continue;
      const file = path.join(walDir, name);
      const { mtimeMs } = await fs.promises.stat(file);
      const last = synced.get(name);
      created ||= !last;
      // File times are coarse (a few ms): an unchanged mtime proves nothing was written since the last
      // fsync only when that fsync started well after it.
      if (last && last.mtimeMs === mtimeMs && last.at > mtimeMs + 1000) continue;
      await fsyncPath(file, 'r+');
      synced.set(name, { mtimeMs, at });
    }
    // A new segment's name must survive too.
    if (created) await fsyncPath(walDir, 'r');
  };
  const next = () => (running = syncOnce().finally(() => (running = undefined)));
  return () => {
    if (queued) return queued;
    if (!running) return next();
    // An fsync is under way and may have started before this commit: the next one covers it.
    queued = running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return next();
      });
    return queued;
  };
}

/**
 * PGlite's files in `dataDir`, its user's alone: NODEFS, as PGlite mounts it, with every mode Emscripten
 * gives a file or folder narrowed to the owner's bits (private-files.ts). Loaded at run time, not bundled: a CDN
 * function uses PostgreSQL and never carries PGlite's WebAssembly.
 */
export async function privatePglite(dataDir: string): Promise<PgliteInstance> {
  const [{ PGlite }, { NodeFS }] = await Promise.all([
    import(/* webpackIgnore: true */ '@electric-sql/pglite'),
    import(/* webpackIgnore: true */ '@electric-sql/pglite/nodefs'),
  ]);
  type Init = InstanceType<typeof NodeFS>['init'];
  class PrivateNodeFS extends NodeFS {
    override async init(pg: Parameters<Init>[0], opts: Parameters<Init>[1]) {
      const { emscriptenOpts } = await super.init(pg, opts);
      const preRun: NonNullable<typeof emscriptenOpts.preRun> = [
        ...(emscriptenOpts.preRun ?? []),
        (mod: { FS: EmscriptenModes }) => ownerOnlyModes(mod.FS),
      ];
      return { emscriptenOpts: { ...emscriptenOpts, preRun } };
    }
  }
  // NodeFS makes its folder when missing, with the process's umask: made here first, private.
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return PGlite.create({ fs: new PrivateNodeFS(dataDir) });
}

/** Runs `fn` between BEGIN and COMMIT on one session, and rolls it back when `fn` throws. */
async function inTransaction<R>(session: Queryable, fn: (tx: Queryable) => Promise<R>): Promise<R> {
  await session.query('BEGIN');
  try {
    const result = await fn(session);
    await session.query('COMMIT');
    return result;
  } catch (error) {
    await session.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

async function openPglite(dataDir: string, fsyncWal: boolean, open: PgliteOpener): Promise<Database> {
  keepFilesPrivate(dataDir, { create: true });
  const release = await lockDirectory(dataDir);
  try {
    const pgDir = pgliteDir(dataDir);
    const db = await reopeningPglite(pgDir, open);
    const sync = fsyncWal ? walSyncer(path.join(pgDir, 'pg_wal')) : () => Promise.resolve();
    return {
      engine: 'pglite',
      query: (text, params) => db.exclusive((query) => query(text, params)),
      // Statements of its own rather than PGlite's transaction(), which sends ROLLBACK after an error even to an
      // instance the error left unusable; the session's query refuses, once it is lost, without reaching it.
      transaction: (fn) => db.exclusive((query) => inTransaction({ query }, fn)),
      durable: sync,
      onReopen: (listener) => db.onReopen(listener),
      close: async () => {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection (a database restart) must not take the process down.
  pool.on('error', (error) => console.error(`Lead database connection lost: ${error.message}`));
  return {
    engine: 'postgres',
    query: async <T extends Row>(text: string, params?: unknown[]) => (await pool.query<T>(text, params)).rows,
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        return await inTransaction(
          { query: async <T extends Row>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows },
          fn,
        );
      } finally {
        client.release();
      }
    },
    durable: () => Promise.resolve(),
    // The pool opens new connections by itself once the server is back: nothing is reopened.
    onReopen: () => undefined,
    close: () => pool.end(),
  };
}

export interface DatabaseSettings {
  databaseUrl?: string;
  dataDir: string;
  fsyncWal?: boolean;
  poolSize?: number;
  /** How PGlite's instance is opened: privatePglite, but for tests of a disk that fails. */
  pglite?: PgliteOpener;
}

export function openDatabase(settings: DatabaseSettings): Promise<Database> {
  return settings.databaseUrl
    ? Promise.resolve(openPostgres(settings.databaseUrl, settings.poolSize ?? 10))
    : openPglite(settings.dataDir, settings.fsyncWal ?? true, settings.pglite ?? privatePglite);
}
