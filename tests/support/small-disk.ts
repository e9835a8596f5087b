/**
 * A small file system of a test's own, to fill: a tmpfs mounted on a new folder; and the error a full disk gives,
 * for tests that inject it instead. Mounting needs root (or the capability to mount); where the machine refuses,
 * `small` is null and `unavailable` says why, so that the test skips saying so rather than passes without having
 * filled anything.
 *
 * A tmpfs takes memory only for what is written to it, so its size is a ceiling, not an allocation. It is
 * page-granular: a file of one byte takes a page, and a full tmpfs refuses even that.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The error Node gives when a write (`write`, `copyfile '…'`) finds the disk full, for tests that inject one. */
export function enospc(syscall: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOSPC: no space left on device, ${syscall}`), {
    code: 'ENOSPC',
    errno: -28,
    syscall: syscall.split(' ')[0],
  });
}

export interface SmallDisk {
  /** The mounted folder. */
  dir: string;
  /** Fills the file system until `leaveBytes` (rounded to whole pages) remain free. */
  fill(leaveBytes?: number): void;
  /** Gives back all the space fill() took. */
  release(): void;
  /** Bytes free now. */
  free(): number;
  /** Stops using the file system: unmounts it and removes its folder. Safe to call twice. */
  unmount(): void;
}

const execText = (error: unknown): string =>
  error instanceof Error ? (error as Error & { stderr?: Buffer }).stderr?.toString().trim() || error.message : String(error);

/** Mounts a tmpfs of `size` (mount's units: `96m`); the disk, or why there is none. */
export function mountSmallDisk(size: string): { small: SmallDisk; unavailable: null } | { small: null; unavailable: string } {
  if (process.platform !== 'linux') return { small: null, unavailable: `tmpfs is Linux's; this is ${process.platform}` };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    const uid = process.getuid?.();
    return { small: null, unavailable: `mount -t tmpfs was refused (uid ${uid ?? '?'}): ${execText(error)}` };
  }
  const filler = path.join(dir, 'filler');
  let mounted = true;
  const small: SmallDisk = {
    dir,
    fill(leaveBytes = 0) {
      const fd = fs.openSync(filler, 'a');
      try {
        for (const chunk of [Buffer.alloc(1 << 20), Buffer.alloc(4096)]) {
          try {
            for (;;) fs.writeSync(fd, chunk);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          }
        }
        const { size: filled } = fs.fstatSync(fd);
        if (leaveBytes > 0) fs.ftruncateSync(fd, Math.max(0, filled - leaveBytes));
      } finally {
        fs.closeSync(fd);
      }
    },
    release: () => fs.rmSync(filler, { force: true }),
    free() {
      const stat = fs.statfsSync(dir);
      return stat.bavail * stat.bsize;
    },
    unmount() {
      if (!mounted) return;
      try {
        execFileSync('umount', [dir], { stdio: ['ignore', 'ignore', 'pipe'] });
      } catch {
        // Still busy (a process that would not stop): detached now, freed when its last user lets go.
        execFileSync('umount', ['-l', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
      }
      mounted = false;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return { small, unavailable: null };
}
