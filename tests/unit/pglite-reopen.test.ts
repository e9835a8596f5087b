/**
 * PGlite given up and opened anew after a disk error (services/leads/pglite-reopen.ts), over a stand-in for its
 * instance: the real one, once a WAL write has failed, never returns from its next query and takes the test's
 * process with it, where the stand-in fails the test by throwing. A real PGlite on a real full disk is in
 * tests/faults/disk-full.test.ts.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../services/shared/db';
import { DatabaseUnavailableError, lossOf, reopeningPglite, type PgliteInstance } from '../../services/shared/pglite-reopen';
import { tempDir } from '../support/temp-dir';
import { until } from '../support/until';

afterEach(() => {
  vi.restoreAllMocks();
});

/** An error as PGlite gives one: a message and the SQLSTATE in `code`. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
const WAL_FULL = () => pgError('53100', 'could not write to file "pg_wal/xlogtemp.42": No space left on device');
const RELATION_FULL = () => pgError('53100', 'could not extend file "base/5/16392_fsm": No space left on device');

/**
 * Instances that answer every statement with its text, fail the statement named in `failOn` once with the
 * error it gives, and record every call a lost instance received, which the real one would never answer.
 */
function standIns() {
  const state = {
    failOn: new Map<string, () => Error>(),
    /** While set, an opening fails as PGlite's does on a full disk. */
    openingFails: false,
    opened: 0,
    closed: 0,
    statements: [] as string[],
    afterLoss: [] as string[],
  };
  const open = (): Promise<PgliteInstance> => {
    if (state.openingFails) return Promise.reject(new Error('PGlite failed to initialize properly'));
    const generation = ++state.opened;
    let lostBy: Error | null = null;
    return Promise.resolve({
      query: <T>(text: string) => {
        if (lostBy) {
          state.afterLoss.push(text);
          return Promise.reject(new Error(`instance ${generation} was called after ${lostBy.message}`));
        }
        state.statements.push(`${generation}: ${text}`);
        const fail = state.failOn.get(text);
        if (fail) {
          state.failOn.delete(text);
          const error = fail();
          if (lossOf(error)) lostBy = error;
          return Promise.reject(error);
        }
        return Promise.resolve({ rows: [{ text, generation } as T] });
      },
      close: () => {
        state.closed += 1;
        return Promise.resolve();
      },
    });
  };
  return { state, open };
}

const FAST = { checkEveryMs: 10, retryMs: 40, maxRetryMs: 160 };

describe('which errors lose the instance', () => {
  it('a disk or I/O error other than a relation that cannot grow, and WebAssembly stopping; nothing else', () => {
    expect(lossOf(WAL_FULL())).toBe('53100');
    expect(lossOf(RELATION_FULL())).toBeNull();
    expect(lossOf(pgError('58030', 'could not fsync file "pg_wal/000000010000000000000002": Input/output error'))).toBe('58030');
    expect(lossOf(pgError('XX001', 'invalid page in block 4 of relation base/5/16392'))).toBe('XX001');
    expect(lossOf(Object.assign(new Error('Aborted()'), { name: 'RuntimeError' }))).toBe('RuntimeError');
    expect(lossOf(pgError('23505', 'duplicate key value violates unique constraint "leads_pkey"'))).toBeNull();
    expect(lossOf(pgError('22P05', 'unsupported Unicode escape sequence'))).toBeNull();
    expect(lossOf('53100')).toBeNull();
  });
});

describe('PGlite after a WAL write failed', () => {
  it('is never called again: the calls waiting behind the failed one and those after fail at once, and it is closed', async () => {
    const { state, open } = standIns();
    const lines: string[] = [];
    const db = await reopeningPglite(tempDir('pglite-reopen-'), open, (line) => lines.push(line), FAST);
    state.openingFails = true;
    state.failOn.set('INSERT 1', WAL_FULL);
    // Sent together, as concurrent requests do: the second and third are queued when the first fails.
    const answers = await Promise.allSettled(['INSERT 1', 'INSERT 2', 'SELECT 1'].map((text) => db.exclusive((query) => query(text))));
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected', 'rejected']);
    const [first, ...rest] = answers.map((a) => (a.status === 'rejected' ? (a.reason as Error) : null));
    expect(first?.message).toContain('pg_wal/xlogtemp.42');
    for (const error of rest) expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(rest.map((error) => (error as DatabaseUnavailableError).code)).toEqual(['53100', '53100']);
    expect(state.afterLoss).toEqual([]);
    expect(state.closed).toBe(1);
    expect(lines[0]).toMatch(/unusable until it is opened again, after 53100: could not write to file "pg_wal/);
    await db.close();
  });

  it('goes on after a relation could not grow: that statement alone fails', async () => {
    const { state, open } = standIns();
    const db = await reopeningPglite(tempDir('pglite-reopen-'), open, () => undefined, FAST);
    state.failOn.set('INSERT 1', RELATION_FULL);
    await expect(db.exclusive((query) => query('INSERT 1'))).rejects.toThrow('could not extend file');
    expect(await db.exclusive((query) => query('SELECT 1'))).toEqual([{ text: 'SELECT 1', generation: 1 }]);
    expect([state.opened, state.closed]).toEqual([1, 0]);
    await db.close();
  });

  it('is opened anew only once the disk has room, again after each failed opening, and says so', async () => {
    const { state, open } = standIns();
    const dir = tempDir('pglite-reopen-');
    const lines: string[] = [];
    const db = await reopeningPglite(dir, open, (line) => lines.push(line), FAST);
    const reopened = vi.fn();
    db.onReopen(reopened);
    // The disk is full: 64 KB left, far from the two WAL segments an opening is given.
    const statfs = fs.statfsSync(dir);
    const room = vi.spyOn(fs, 'statfsSync').mockReturnValue({ ...statfs, bsize: 4096, bavail: 16 });
    state.failOn.set('INSERT 1', WAL_FULL);
    await expect(db.exclusive((query) => query('INSERT 1'))).rejects.toThrow('pg_wal');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(state.opened).toBe(1);
    await expect(db.exclusive((query) => query('SELECT 1'))).rejects.toBeInstanceOf(DatabaseUnavailableError);

    // Room on the disk, but the opening still fails (PGlite needs more than it shows): tried, then later again.
    room.mockRestore();
    state.openingFails = true;
    await until('two failed openings', () => lines.filter((line) => line.includes('could not be opened again')).length >= 2, 2000, 5);
    expect(lines.filter((line) => line.includes('could not be opened again'))).toEqual([
      expect.stringContaining('next try in 0.04 s') as unknown,
      expect.stringContaining('next try in 0.08 s') as unknown,
    ]);
    expect(reopened).not.toHaveBeenCalled();

    state.openingFails = false;
    await until('the instance to be opened again', () => reopened.mock.calls.length === 1, 2000, 5);
    expect(state.opened).toBe(2);
    expect(await db.exclusive((query) => query('SELECT 1'))).toEqual([{ text: 'SELECT 1', generation: 2 }]);
    expect(lines.at(-1)).toMatch(/is open again$/);
    expect(state.afterLoss).toEqual([]);
    await db.close();
  });

  it('lets no call that was under way go on on the new instance, which never saw its BEGIN', async () => {
    const { state, open } = standIns();
    const db = await reopeningPglite(tempDir('pglite-reopen-'), open, () => undefined, FAST);
    state.failOn.set('UPDATE 1', WAL_FULL);
    const call = db.exclusive(async (query) => {
      await query('BEGIN');
      await query('UPDATE 1').catch(() => undefined);
      // Long enough for several looks at the disk, which has room.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await query('UPDATE 2');
    });
    await expect(call).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await until('the instance to be opened again', () => state.opened === 2, 2000, 5);
    expect(state.statements).toEqual(['1: BEGIN', '1: UPDATE 1']);
    await db.close();
  });

  it('ends a transaction it interrupts without a ROLLBACK, and nothing of it reaches the new instance', async () => {
    const { state, open } = standIns();
    const dir = tempDir('pglite-reopen-');
    const db = await openDatabase({ dataDir: dir, pglite: open });
    const reopened = new Promise<void>((resolve) => db.onReopen(resolve));
    state.failOn.set('UPDATE 1', WAL_FULL);
    const transaction = db.transaction(async (tx) => {
      await tx.query('UPDATE 1');
      await tx.query('UPDATE 2');
    });
    await expect(transaction).rejects.toThrow('pg_wal');
    // The database has room, so the new instance comes within the service's second: it never sees UPDATE 2 nor COMMIT.
    await reopened;
    await db.query('SELECT 1');
    expect(state.statements).toEqual(['1: BEGIN', '1: UPDATE 1', '2: SELECT 1']);
    expect(state.afterLoss).toEqual([]);
    await db.close();
  });
});
