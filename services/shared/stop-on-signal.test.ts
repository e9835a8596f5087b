import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { enospc } from '../../tests/support/small-disk';
import { takeLock } from './process-lock';
import { stopOnSignal } from './stop-on-signal';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

it('stops on SIGTERM when the disk is full: the lock file cannot say "stopping", the stop goes on and the process exits 0', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stop-on-signal-'));
  dirs.push(dir);
  const file = path.join(dir, 'service.lock');
  const release = await takeLock(file, (pid) => new Error(`held by ${pid}`));
  const before = fs.readFileSync(file, 'utf8');
  // The handlers are caught rather than registered: the test runner's own process must not stop on a signal.
  const handlers = new Map<string, () => void>();
  vi.spyOn(process, 'on').mockImplementation((event: string | symbol, listener: (...args: unknown[]) => void) => {
    handlers.set(String(event), () => listener());
    return process;
  });
  const exited = new Promise<number | undefined>((resolve) =>
    vi.spyOn(process, 'exit').mockImplementation((code?: string | number | null) => {
      resolve(code === null || code === undefined ? undefined : Number(code));
      return undefined as never;
    }),
  );
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stopped: string[] = [];
  let during = '';
  // As the services stop: the server, then the database (here a stand-in), then the lock.
  stopOnSignal(async () => {
    during = fs.readFileSync(file, 'utf8');
    await new Promise((resolve) => server.close(resolve));
    stopped.push('server closed');
    await Promise.resolve();
    stopped.push('database closed');
    release();
  });
  // The disk fills as the holder file is written: what was begun is left, empty, and the write fails.
  const write = fs.writeFileSync.bind(fs);
  vi.spyOn(fs, 'writeFileSync').mockImplementation((target: fs.PathOrFileDescriptor) => {
    write(target, '');
    throw enospc('write');
  });

  handlers.get('SIGTERM')?.();

  expect(await exited).toBe(0);
  expect(stopped).toEqual(['server closed', 'database closed']);
  expect(server.listening).toBe(false);
  expect(String(errors.mock.calls[0]?.[0])).toMatch(/ENOSPC/);
  // The lock's file still named its holder as it did while it stopped, and is gone once released; no temporary file is left.
  expect(during).toBe(before);
  expect(fs.readdirSync(dir)).toEqual([]);
});
