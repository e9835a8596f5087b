import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processStart, takeLock } from './process-lock';

const dirs: string[] = [];
function lockPath(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'process-lock-'));
  dirs.push(dir);
  return path.join(dir, 'service.lock');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const held = (pid: number) => new Error(`held by ${pid}`);

describe('takeLock', () => {
  it('refuses a second taker while the holder runs, and is free again once released', () => {
    const file = lockPath();
    const release = takeLock(file, held);
    expect(() => takeLock(file, held)).toThrow(`held by ${process.pid}`);
    release();
    expect(fs.existsSync(file)).toBe(false);
    takeLock(file, held)();
  });

  it('takes over the lock of a process that is gone', () => {
    const file = lockPath();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    fs.writeFileSync(file, `${dead}\n`);
    const release = takeLock(file, held);
    expect(fs.readFileSync(file, 'utf8').split(' ')[0]).toBe(String(process.pid));
    release();
  });

  it.skipIf(processStart(process.pid) === null)('takes over a lock whose pid now belongs to another process (a reused pid)', () => {
    const file = lockPath();
    // This process's pid with a start time it does not have: the holder died and its pid went to this process.
    fs.writeFileSync(file, `${process.pid} 1\n`);
    const release = takeLock(file, held);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(`${process.pid} ${processStart(process.pid)}`);
    release();
  });

  it('does not remove a lock another process took after this one lost it', () => {
    const file = lockPath();
    const release = takeLock(file, held);
    fs.writeFileSync(file, '1 1\n');
    release();
    expect(fs.readFileSync(file, 'utf8')).toBe('1 1\n');
  });
});
