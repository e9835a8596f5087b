/**
 * A lock held by one live process that dies with it (the lead service's PGlite folder, the publisher's folder).
 *
 * On Linux the lock is an abstract Unix socket, bound under a name made from the lock file's folder (its device
 * and inode) and the file's name. Binding is atomic: of two starters one binds, the other is told the name is in
 * use. The kernel frees the name when the holder's last descriptor closes, which happens while a process exits,
 * before it is a zombie waiting for its parent to reap it: a holder killed with SIGKILL holds nothing even where
 * nobody reaps it (a container without an init), and there is no stale lock to take over. Child processes do not
 * inherit the socket (Node opens every descriptor close-on-exec). The name lives in the machine's network
 * namespace: processes in different network namespaces sharing one folder do not see each other's lock.
 *
 * The lock file beside it only names the holder, for the refusal: its pid, the time it started and, once it
 * has begun to stop, `stopping`. A starter that finds the lock held by a process that is stopping waits for
 * it (a few seconds) rather than giving up; one held by a live process that is not stopping is refused at once,
 * with that pid.
 *
 * Elsewhere (no abstract sockets) the file itself is the lock: created exclusively, and taken over when its
 * holder is gone or a zombie. There, two starters that find the same stale file can both take it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Fields of /proc/<pid>/stat after the command name: [0] is the state (field 3), [19] the start time (field 22). */
function procStat(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: fields are counted after its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** When the process `pid` started (clock ticks since boot), or null where /proc does not say (another system, a process gone). */
export function processStart(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

/** The state of the process `pid` as /proc gives it (R running, S sleeping, Z zombie, …), or null where it does not say. */
export function processState(pid: number): string | null {
  return procStat(pid)?.[0] ?? null;
}

/** Is `pid` a process that runs: reachable by a signal, and neither a zombie (Z) nor dead (X) where /proc says. */
export function processRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = processState(pid);
  return state !== 'Z' && state !== 'X';
}

interface Holder {
  pid: number;
  start: string | null;
  stopping: boolean;
}

function readHolder(file: string): Holder | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const [pid, start, state] = text.trim().split(/\s+/);
  const holder = Number(pid);
  if (!Number.isInteger(holder) || holder <= 0) return null;
  return { pid: holder, start: start || null, stopping: state === 'stopping' };
}

/** Is the holder the process that took the lock, still running? A pid reused by a newer process started later. */
function holderRunning(holder: Holder): boolean {
  if (!processRunning(holder.pid)) return false;
  // A lock written without a start time (another system) is judged by its pid alone.
  if (holder.start === null) return true;
  const now = processStart(holder.pid);
  return now === null || now === holder.start;
}

const OWN = `${process.pid} ${processStart(process.pid) ?? ''}`.trim();

/** Writes the holder file whole (a reader never sees half of it), leaving nothing behind when it cannot (a full disk). */
function writeHolder(file: string, text: string, mode: number): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(temporary, `${text}\n`, { mode });
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

const ownsFile = (file: string): boolean => {
  const holder = readHolder(file);
  return holder !== null && `${holder.pid} ${holder.start ?? ''}`.trim() === OWN;
};

/** The locks this process holds, told when it begins to stop. */
const held = new Set<{ file: string; stopping: () => void }>();

/**
 * Marks every lock this process holds as stopping, so that a starter waits for it (stop-on-signal.ts calls it).
 * It runs in a signal handler, before the service closes its server and database: a file it cannot write (a full
 * disk) is told and passed over, since the stop matters more than the mark.
 */
export function announceStopping(): void {
  for (const lock of held) {
    try {
      lock.stopping();
    } catch (error) {
      const why = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
      console.error(
        `${lock.file} could not be marked as stopping (${why}): a process started before this one has stopped is refused, not kept waiting`,
      );
    }
  }
}

const ABSTRACT_SOCKETS = process.platform === 'linux';

function socketName(file: string): string {
  const folder = fs.statSync(path.dirname(file));
  const digest = createHash('sha256')
    .update(`${folder.dev}:${folder.ino}:${path.basename(file)}`)
    .digest('hex');
  return `\0process-lock-${digest.slice(0, 48)}`;
}

/** Binds the lock's socket; null when another process holds it. */
function bind(name: string): Promise<net.Server | null> {
  return new Promise((resolve, reject) => {
    // Nobody needs to talk to the lock: a connection is closed at once.
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(null) : reject(error)));
    server.listen(name, () => {
      // Holding the lock does not keep the process alive.
      server.unref();
      resolve(server);
    });
  });
}

/** Creates the lock file exclusively, taking over one whose holder is gone or a zombie; false while it is held. */
function createFile(file: string, mode: number): boolean {
  for (let tries = 0; tries < 2; tries += 1) {
    try {
      fs.writeFileSync(file, `${OWN}\n`, { flag: 'wx', mode });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && holderRunning(holder)) return false;
    fs.rmSync(file, { force: true });
  }
  return false;
}

/** One attempt: the release when the lock was taken, else null. */
async function attempt(file: string, mode: number): Promise<(() => void) | null> {
  let server: net.Server | null = null;
  if (ABSTRACT_SOCKETS) {
    server = await bind(socketName(file));
    if (!server) return null;
    writeHolder(file, OWN, mode);
  } else if (!createFile(file, mode)) return null;
  const lock = {
    file,
    stopping: () => {
      if (ownsFile(file)) writeHolder(file, `${OWN} stopping`, mode);
    },
  };
  held.add(lock);
  return () => {
    held.delete(lock);
    // The file goes first, while the lock is still this process's: a later holder's file is never removed.
    if (ownsFile(file)) fs.rmSync(file, { force: true });
    server?.close();
  };
}

export interface LockOptions {
  /** The holder file's mode. */
  mode?: number;
  /** How long to wait for a holder that is stopping (or whose file is not written yet) before giving up. */
  waitMs?: number;
}

/**
 * Takes the lock `file` for this process, or throws what `refused` makes of the holder's pid: at once when the
 * holder runs and is not stopping, else after waiting up to `waitMs` for it to let go. Resolves to the
 * release, which removes the file only while it is still this process's.
 */
export async function takeLock(
  file: string,
  refused: (pid: number) => Error,
  { mode = 0o600, waitMs = 5000 }: LockOptions = {},
): Promise<() => void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const release = await attempt(file, mode);
    if (release) return release;
    const holder = readHolder(file);
    if (holder && holderRunning(holder) && !holder.stopping) throw refused(holder.pid);
    if (Date.now() >= deadline) {
      if (holder) throw refused(holder.pid);
      throw new Error(`Could not take the lock ${file}: it stayed held for ${waitMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
