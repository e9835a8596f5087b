import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredLead } from '../../services/leads/lead';
import { LeadStore } from '../../services/leads/store';
import { freshLeadsDir, OPENING_TIMEOUT } from '../support/leads-dir';

const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

const tmpDir = () => freshLeadsDir((fn) => cleanups.push(fn));

async function open(leadsDir: string): Promise<LeadStore> {
  const store = await LeadStore.open({ leadsDir });
  cleanups.push(() => store.close());
  return store;
}

const lead = (email: string, receivedAt = new Date().toISOString()): StoredLead => ({
  id: randomUUID(),
  receivedAt,
  lead: { formType: 'newsletter', email, consent: true },
  attribution: null,
  flags: [],
});

describe('PGlite keeps one process per folder', () => {
  // A folder held by this process, in which a lead is stored. A test may close it first; closed once either way.
  let dir = '';
  let closeFirst: () => Promise<void>;
  const kept = lead('kept@northfield.example');
  beforeEach(async () => {
    dir = await tmpDir();
    const first = await LeadStore.open({ leadsDir: dir });
    let closing: Promise<void> | undefined;
    closeFirst = () => (closing ??= first.close());
    cleanups.push(() => closeFirst());
    await first.add(kept);
  });

  it('refuses a second opening while the first holds the lock, naming the process', async () => {
    await expect(LeadStore.open({ leadsDir: dir })).rejects.toThrow(`in use by process ${process.pid}`);
  });

  it(
    'takes over a lock left by a process that died, and keeps what it stored',
    async () => {
      await closeFirst();
      // A pid that surely ran and is gone: a child that has exited.
      const dead = spawnSync(process.execPath, ['-e', '0']).pid;
      fs.writeFileSync(path.join(dir, 'pglite.lock'), `${dead}\n`);
      const second = await open(dir);
      expect((await second.pending()).map(({ lead: l }) => l.id)).toEqual([kept.id]);
      expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8').split(' ')[0]?.trim()).toBe(String(process.pid));
    },
    OPENING_TIMEOUT,
  );
});

describe('the outbox', () => {
  let store: LeadStore;
  beforeEach(async () => {
    store = await open(await tmpDir());
  });

  it('gives each lead to one worker at a time, oldest first, and again after a failure or a lapsed lease', async () => {
    const [a, b, c] = [lead('a@x.example'), lead('b@x.example'), lead('c@x.example')];
    for (const l of [a, b, c]) expect(await store.add(l)).toBe(true);
    expect(await store.add(a)).toBe(false);
    expect((await store.claim('w1', 60_000))?.lead.id).toBe(a.id);
    expect((await store.claim('w2', 60_000))?.lead.id).toBe(b.id);
    await store.markFailed(a.id, 0, 'HTTP 503');
    const retried = await store.claim('w2', 60_000);
    expect([retried?.lead.id, retried?.attempts]).toEqual([a.id, 2]);
    // A lease that runs out (its worker died) makes the lead due again.
    expect((await store.claim('w3', 1))?.lead.id).toBe(c.id);
    await new Promise((r) => setTimeout(r, 20));
    expect((await store.claim('w4', 60_000))?.lead.id).toBe(c.id);
    expect(await store.claim('w5', 60_000)).toBeNull();
    for (const l of [a, b, c]) await store.markDelivered(l.id);
    expect(await store.counts()).toEqual({ stored: 3, delivered: 3, pending: 0 });
  });

  it('keeps a failed lead back for its retry delay, with the error for the operators', async () => {
    const a = lead('a@x.example');
    await store.add(a);
    await store.claim('w1', 60_000);
    await store.markFailed(a.id, 60_000, 'HTTP 502');
    expect(await store.claim('w1', 60_000)).toBeNull();
    expect(await store.pending()).toEqual([{ lead: a, attempts: 1, lastError: 'HTTP 502' }]);
  });
});

describe('the rate limit count', () => {
  it('counts hits per client and window, and weighs the window before by the share still covered', async () => {
    const store = await open(await tmpDir());
    const verdicts = [];
    for (let n = 0; n < 4; n += 1) verdicts.push((await store.hit('203.0.113.7', 3, 3600)).allowed);
    expect(verdicts).toEqual([true, true, true, false]);
    expect((await store.hit('203.0.113.8', 3, 3600)).allowed).toBe(true);
    // The window before, as the database keeps it: so many hits that any share of it still refuses, until it has faded.
    await store.db.query(
      `INSERT INTO lead_rate (client, window_start, hits)
       VALUES ('198.51.100.1', to_timestamp(floor(extract(epoch FROM now()) / 3600) * 3600 - 3600), 1000000000)`,
    );
    const refused = await store.hit('198.51.100.1', 3, 3600);
    const leftOfWindow = 3600 - ((Date.now() / 1000) % 3600);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(Math.ceil(leftOfWindow) + 1);
  });
});

describe('upgrading from the file store', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await tmpDir();
  });

  // The import happens as the store opens: the test opens PGlite twice.
  it(
    "imports an existing leads.log once: each lead once, in order, delivered ones kept delivered, a crash's cut line skipped",
    async () => {
      const [a, b, c] = [
        lead('a@x.example', '2026-03-01T10:00:00.000Z'),
        lead('b@x.example', '2026-03-02T10:00:00.000Z'),
        lead('c@x.example', '2026-03-03T10:00:00.000Z'),
      ];
      const lines = [
        { t: 'lead', ...a },
        { t: 'lead', ...b },
        { t: 'delivered', id: a.id, at: '2026-03-01T10:00:05.000Z' },
        { t: 'lead', ...a },
        { t: 'lead', ...c },
      ].map((record) => JSON.stringify(record));
      const log = path.join(dir, 'leads.log');
      fs.writeFileSync(log, `${lines.join('\n')}\n{"t":"lead","id":"cut-sh`);
      const original = fs.readFileSync(log);
      const first = await LeadStore.open({ leadsDir: dir });
      expect(await first.counts()).toEqual({ stored: 3, delivered: 1, pending: 2 });
      expect((await first.pending()).map(({ lead: l }) => l)).toEqual([b, c]);
      expect(fs.existsSync(log)).toBe(false);
      expect(fs.readFileSync(`${log}.imported`)).toEqual(original);
      await first.close();
      // The same log put back (a restored backup) adds nothing.
      fs.writeFileSync(log, original);
      const second = await open(dir);
      expect(await second.counts()).toEqual({ stored: 3, delivered: 1, pending: 2 });
    },
    OPENING_TIMEOUT,
  );
});
