/**
 * A lock held by one live process: a file created exclusively, holding the holder's pid and, on Linux, the
 * time that process started (field 22 of /proc/<pid>/stat, in clock ticks since boot). A lock whose process is
 * gone (killed, crashed, the machine restarted) is stale and taken over. The start time is what makes this
 * safe when pids are reused: a new process that happens to get the dead holder's pid started later, so
 * the lock is still seen as stale.
 */
import fs from 'node:fs';

/** When the process `pid` started, or null where /proc does not say (another system, a process gone). */
export function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: fields are counted after its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface Holder {
  pid: number;
  start: string | null;
}

function readHolder(file: string): Holder | null {
  const [pid, start] = fs.readFileSync(file, 'utf8').trim().split(/\s+/);
  const holder = Number(pid);
  return Number.isInteger(holder) && holder > 0 ? { pid: holder, start: start ?? null } : null;
}

/** Is the lock's holder the process that took it, still running? */
function holderAlive(holder: Holder): boolean {
  if (!processAlive(holder.pid)) return false;
  // A lock written without a start time (an older version, another system) is judged by its pid alone.
  if (holder.start === null) return true;
  const now = processStart(holder.pid);
  return now === null || now === holder.start;
}

/**
 * Takes the lock `file` for this process, or throws what `held` makes of the live holder's pid. Returns the
 * release, which removes the file only while it is still this process's.
 */
export function takeLock(file: string, held: (pid: number) => Error, mode = 0o600): () => void {
  const own = `${process.pid} ${processStart(process.pid) ?? ''}`.trim();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, `${own}\n`, { flag: 'wx', mode });
      return () => {
        if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').trim() === own) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && holderAlive(holder)) throw held(holder.pid);
    // Stale. Whoever removes it first takes the lock on the next attempt.
    fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}`);
}
