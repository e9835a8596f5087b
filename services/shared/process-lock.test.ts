import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { processRunning, processStart, processState, takeLock } from './process-lock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'process-lock-'));
  dirs.push(dir);
  return dir;
}
const lockPath = () => path.join(tempDir(), 'service.lock');
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const held = (pid: number) => new Error(`held by ${pid}`);

/**
 * Another process that takes the lock as a service does: `hold` keeps it, `stop` keeps it until SIGTERM and then
 * stops for 1.5 s through stop-on-signal (as the services do), `race` waits for an agreed instant, takes it or is
 * refused, and holds it for a while. It prints `held <pid>` or `refused <pid>`.
 */
const HOLDER = `
import { takeLock } from ${JSON.stringify(path.join(__dirname, 'process-lock.ts'))};
import { stopOnSignal } from ${JSON.stringify(path.join(__dirname, 'stop-on-signal.ts'))};
const [file, mode, at] = process.argv.slice(2);
if (mode === 'race') await new Promise((r) => setTimeout(r, Number(at) - Date.now()));
try {
  const release = await takeLock(file, (pid) => new Error(String(pid)));
  if (mode === 'stop') stopOnSignal(async () => { await new Promise((r) => setTimeout(r, 1500)); release(); });
  console.log('held ' + process.pid);
  setTimeout(() => process.exit(0), mode === 'race' ? 1500 : 600_000);
} catch (error) {
  console.log('refused ' + error.message);
}
`;

/** Starts a holder; `unreaped` gives it a parent that never reaps it (sh replaced by sleep), so once killed it stays a zombie. */
function startHolder(file: string, mode: 'hold' | 'stop' | 'race', { at = 0, unreaped = false } = {}) {
  const script = path.join(path.dirname(file), 'holder.mts');
  if (!fs.existsSync(script)) fs.writeFileSync(script, HOLDER);
  const argv = [process.execPath, '--import', 'tsx', script, file, mode, String(at)];
  const child = unreaped
    ? spawn('sh', ['-c', '"$@" & exec sleep 600', 'sh', ...argv], { stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn(argv[0] as string, argv.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const line = new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the holder exited (${code}) before it said anything`)));
  });
  return { child, line };
}

describe('takeLock', () => {
  it('refuses a second taker while the holder runs, and is free again once released', async () => {
    const file = lockPath();
    const release = await takeLock(file, held);
    await expect(takeLock(file, held)).rejects.toThrow(`held by ${process.pid}`);
    release();
    expect(fs.existsSync(file)).toBe(false);
    (await takeLock(file, held))();
  });

  it('refuses at once, by its pid, a lock another running process holds', async () => {
    const file = lockPath();
    const { child, line } = startHolder(file, 'hold');
    expect(await line).toBe(`held ${child.pid}`);
    const started = Date.now();
    await expect(takeLock(file, held)).rejects.toThrow(`held by ${child.pid}`);
    expect(Date.now() - started).toBeLessThan(1000);
  }, 20_000);

  it.skipIf(processStart(process.pid) === null)(
    'takes the lock of a holder killed and never reaped: a zombie holds nothing',
    async () => {
      const file = lockPath();
      const { line } = startHolder(file, 'hold', { unreaped: true });
      const pid = Number((await line).split(' ')[1]);
      process.kill(pid, 'SIGKILL');
      await expect.poll(() => processState(pid), { timeout: 5000 }).toBe('Z');
      // What the old lock went by: a zombie still answers signal 0, with its start time unchanged.
      expect(() => process.kill(pid, 0)).not.toThrow();
      expect(processRunning(pid)).toBe(false);
      // Its threads may still be exiting for a moment, holding its descriptors: the default wait covers that.
      const release = await takeLock(file, held);
      expect(fs.readFileSync(file, 'utf8').split(' ')[0]).toBe(String(process.pid));
      expect(processState(pid)).toBe('Z');
      release();
    },
    20_000,
  );

  it('waits for a holder that is stopping rather than refusing, and takes the lock once it has let go', async () => {
    const file = lockPath();
    const { child, line } = startHolder(file, 'stop');
    expect(await line).toBe(`held ${child.pid}`);
    child.kill('SIGTERM');
    await expect.poll(() => fs.readFileSync(file, 'utf8'), { timeout: 5000 }).toContain('stopping');
    const started = Date.now();
    const release = await takeLock(file, held);
    expect(Date.now() - started).toBeGreaterThan(500);
    expect(fs.readFileSync(file, 'utf8').split(' ')[0]).toBe(String(process.pid));
    release();
  }, 20_000);

  it('gives a lock to one of several processes that start together over a stale lock file, and refuses the rest by its pid', async () => {
    const file = lockPath();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    fs.writeFileSync(file, `${dead}\n`);
    // The processes take some time to start: they all try at one instant, well after.
    const at = Date.now() + 4000;
    const starters = Array.from({ length: 6 }, () => startHolder(file, 'race', { at }));
    const lines = await Promise.all(starters.map((s) => s.line));
    const winners = starters.filter((s, i) => lines[i] === `held ${s.child.pid}`);
    expect(winners).toHaveLength(1);
    expect(lines.filter((l) => l === `refused ${winners[0]?.child.pid}`)).toHaveLength(5);
  }, 30_000);

  it('takes over the lock file of a process that is gone', async () => {
    const file = lockPath();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    fs.writeFileSync(file, `${dead}\n`);
    const release = await takeLock(file, held, { waitMs: 0 });
    expect(fs.readFileSync(file, 'utf8').split(' ')[0]).toBe(String(process.pid));
    release();
  });

  it.skipIf(processStart(process.pid) === null)('takes over a lock whose pid now belongs to another process (a reused pid)', async () => {
    const file = lockPath();
    // This process's pid with a start time it does not have: the holder died and its pid went to this process.
    fs.writeFileSync(file, `${process.pid} 1\n`);
    const release = await takeLock(file, held, { waitMs: 0 });
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(`${process.pid} ${processStart(process.pid)}`);
    release();
  });

  it('does not remove a lock file another process wrote after this one lost it', async () => {
    const file = lockPath();
    const release = await takeLock(file, held);
    fs.writeFileSync(file, '1 1\n');
    release();
    expect(fs.readFileSync(file, 'utf8')).toBe('1 1\n');
  });
});
