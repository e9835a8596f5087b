/**
 * PGlite's instance, given up and opened anew when a failed write has left it unusable.
 *
 * Seen with PGlite 0.5 on a file system that filled up: a write that needs a new WAL segment fails with SQLSTATE
 * 53100 (`could not write to file "pg_wal/xlogtemp.42": No space left on device`), and the instance's next query
 * of any kind, a `SELECT 1` included, never returns: it spins on the process's one thread, which then answers
 * nothing (no lead, no health check, not even SIGTERM), and freeing space does not end it. A relation that cannot
 * grow (`could not extend file`, the other error a full disk gives) fails that statement alone, and the instance
 * goes on. Closing a lost instance sends it no query and returns at once; opening a new one on the same folder
 * recovers from the WAL, with every commit made before.
 *
 * So the instance takes one call at a time, and after an error that may have left it unusable no call reaches it
 * again: calls already waiting, and every call after, fail at once with DatabaseUnavailableError (the endpoint then
 * keeps the lead as a dead letter, or answers 503), and a new instance is opened on the folder, whose lock this
 * process still holds, once the file system has room for it. An opening needs a new WAL segment and more: on a
 * full disk it fails (it failed with 16.1 MB free and worked with 17 MB), and each failed opening keeps about
 * 170 MB of memory and some file descriptors until the process ends, so it is tried only with twice a segment
 * free, and after a failure again after 1 s, then 2, 4… up to a minute.
 */
import fs from 'node:fs';

/** What the lead database uses of a PGlite instance. */
export interface PgliteInstance {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

export type PgliteOpener = (dataDir: string) => Promise<PgliteInstance>;

/** A statement, to the instance of the moment. */
export type PgliteQuery = <T>(text: string, params?: unknown[]) => Promise<T[]>;

/** PGlite's WAL segment (its initdb's default). */
const WAL_SEGMENT_BYTES = 16 * 1024 * 1024;

/** The lead database is lost until its instance is opened again; `code` says what lost it (a SQLSTATE, for the log). */
export class DatabaseUnavailableError extends Error {
  constructor(
    readonly code: string,
    cause: unknown,
  ) {
    super(
      `The lead database is unusable until it is opened again, after ${code}: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
  }
}

/**
 * What lost the instance, when an error from PGlite may have: a disk or I/O error (SQLSTATE 53100, class 58, an
 * internal error of class XX) other than a relation's extension, or WebAssembly stopping (an abort, an exit).
 * Null for every other error (a constraint, a syntax error), after which the instance goes on.
 */
export function lossOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  if (error.name === 'RuntimeError' || error.name === 'ExitStatus') return error.name;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code !== 'string' || !/^(?:53100|58|XX)/.test(code)) return null;
  return code === '53100' && error.message.startsWith('could not extend file') ? null : code;
}

function freeBytes(dir: string): number {
  try {
    const stat = fs.statfsSync(dir);
    return stat.bavail * stat.bsize;
  } catch {
    // Unknown: the opening itself will say.
    return Infinity;
  }
}

export interface ReopenTiming {
  /** How often the file system's free space is looked at while the instance is lost. */
  checkEveryMs: number;
  /** The pause after a failed opening, doubled after each up to maxRetryMs. */
  retryMs: number;
  maxRetryMs: number;
}

const TIMING: ReopenTiming = { checkEveryMs: 1000, retryMs: 1000, maxRetryMs: 60_000 };

export interface ReopeningPglite {
  /** Runs `fn` alone on the instance: no other call reaches PGlite until it ends. */
  exclusive<R>(fn: (query: PgliteQuery) => Promise<R>): Promise<R>;
  /** `listener` is called each time a new instance has been opened after one was lost. */
  onReopen(listener: () => void): void;
  close(): Promise<void>;
}

export async function reopeningPglite(
  dataDir: string,
  open: PgliteOpener,
  log: (line: string) => void = (line) => console.error(line),
  timing: ReopenTiming = TIMING,
): Promise<ReopeningPglite> {
  let instance: PgliteInstance | null = await open(dataDir);
  let lost: Error | null = null;
  let closed = false;
  let turn: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let retryMs = timing.retryMs;
  let nextTry = 0;
  const listeners: Array<() => void> = [];

  function exclusive<R>(fn: (q: PgliteQuery) => Promise<R>): Promise<R> {
    const result = turn.then(() => fn(query));
    turn = result.catch(() => undefined);
    return result;
  }

  const schedule = () => {
    clearTimeout(timer);
    if (!closed) timer = setTimeout(() => void exclusive(reopen), timing.checkEveryMs).unref();
  };

  // Taken in turn with the calls: a call (a transaction) under way when the instance was lost never goes on
  // on its replacement, whose session never saw its BEGIN.
  async function reopen(): Promise<void> {
    if (closed || instance) return;
    if (Date.now() < nextTry || freeBytes(dataDir) < 2 * WAL_SEGMENT_BYTES) return schedule();
    try {
      instance = await open(dataDir);
      lost = null;
      retryMs = timing.retryMs;
      log(`The lead database in ${dataDir} is open again`);
      for (const listener of listeners) listener();
    } catch (error) {
      nextTry = Date.now() + retryMs;
      log(`The lead database in ${dataDir} could not be opened again (${String(error)}); next try in ${retryMs / 1000} s`);
      retryMs = Math.min(retryMs * 2, timing.maxRetryMs);
      schedule();
    }
  }

  const query: PgliteQuery = async <T>(text: string, params?: unknown[]) => {
    const current = instance;
    if (!current) throw lost ?? new Error('The lead database is closed');
    try {
      return (await current.query<T>(text, params)).rows;
    } catch (error) {
      const code = lossOf(error);
      if (code && instance === current) {
        instance = null;
        lost = new DatabaseUnavailableError(code, error);
        log(`${lost.message}. It is opened again once its disk has room.`);
        await current.close().catch(() => undefined);
        schedule();
      }
      throw error;
    }
  };

  return {
    exclusive,
    onReopen: (listener) => void listeners.push(listener),
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await exclusive(async () => {
        const current = instance;
        instance = null;
        await current?.close();
      });
    },
  };
}
