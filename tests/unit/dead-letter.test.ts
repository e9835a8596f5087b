import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseCommand } from '../../services/leads/cli';
import { privatePglite } from '../../services/shared/db';
import { deadLetterDir, keepDeadLetter, replayDeadLettersEvery } from '../../services/leads/dead-letter';
import { leadHandler } from '../../services/leads/handler';
import type { EndpointResponse } from '../../services/shared/http';
import type { LeadSink, StoredLead } from '../../services/leads/lead';
import { parseOperation, runOperation } from '../../services/leads/operations';
import { writeOperationsToken } from '../../services/shared/operator-token';
import type { PgliteOpener } from '../../services/shared/pglite-reopen';
import { createLeadServer } from '../../services/leads/server';
import { LeadStore } from '../../services/leads/store';
import { MESSAGES } from '../../src/shared/forms/messages';
import { CONTACT } from './fixtures/contact-lead';
import { freshLeadsDir, OPENING_TIMEOUT } from '../support/leads-dir';
import { enospc } from '../support/small-disk';
import { tempDir } from '../support/temp-dir';
import { until } from '../support/until';

const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

/** A database that refuses every lead, as PostgreSQL refused a NUL, with an error quoting the lead. */
const REFUSING: LeadSink = {
  has: () => Promise.resolve(false),
  add: (lead) =>
    Promise.reject(Object.assign(new Error(`unsupported Unicode escape sequence in ${JSON.stringify(lead.lead)}`), { code: '22P05' })),
  counts: () => Promise.resolve({ stored: 0, delivered: 0, pending: 0 }),
  close: () => Promise.resolve(),
};

// A site origin with nothing listening: the errors page falls back to its plain version at once.
const ORIGIN = 'http://127.0.0.1:9';

function send(handle: ReturnType<typeof leadHandler>, body: string, headers: Record<string, string>): Promise<EndpointResponse> {
  return handle({ method: 'POST', header: (name) => headers[name], body: () => Promise.resolve(body) });
}
const JSON_POST = { 'content-type': 'application/json' };
const FORM_POST = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, referer: `${ORIGIN}/contact/` };
const handlerOver = (store: LeadSink, leadsDir?: string) =>
  leadHandler({ store, delivery: { kick: () => undefined }, siteOrigins: new Map([[ORIGIN, 'en-US']]), leadsDir });

const lettersIn = (dir: string) => (fs.existsSync(deadLetterDir(dir)) ? fs.readdirSync(deadLetterDir(dir)) : []);

describe('a lead the database does not take', () => {
  it('is kept in a private dead-letter file and answered 201; the log names only its id', async () => {
    const dir = tempDir('dead-letter-');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const submissionId = randomUUID();
    const answer = await send(handlerOver(REFUSING, dir), JSON.stringify({ ...CONTACT, submissionId, firstName: 'Ana\u0000' }), {
      ...JSON_POST,
      cookie: 'fp-utm=%7B%22utm_source%22%3A%22linkedin%22%7D',
    });
    expect([answer.status, answer.body]).toEqual([201, { id: submissionId }]);
    const file = path.join(deadLetterDir(dir), `${submissionId}.json`);
    expect(lettersIn(dir)).toEqual([`${submissionId}.json`]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(deadLetterDir(dir)).mode & 0o777).toBe(0o700);
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredLead;
    expect(kept).toMatchObject({
      id: submissionId,
      lead: { ...CONTACT, firstName: 'Ana', jobTitle: '' },
      attribution: { utm_source: 'linkedin' },
      flags: [],
    });
    expect(errors).toHaveBeenCalledTimes(1);
    const line = String(errors.mock.calls[0]?.[0]);
    expect(line).toContain(submissionId);
    expect(line).toContain('22P05');
    for (const personal of [CONTACT.email, CONTACT.lastName, CONTACT.companyName, 'linkedin']) expect(line).not.toContain(personal);
  });

  it('answers a form posted without JavaScript with its thank-you page', async () => {
    const dir = tempDir('dead-letter-');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await send(handlerOver(REFUSING, dir), 'formType=newsletter&email=ana%40northfield.example&consent=on', FORM_POST);
    expect([answer.status, answer.headers.location]).toEqual([303, '/newsletter/thanks/']);
    expect(lettersIn(dir)).toHaveLength(1);
  });

  it('is answered 503 with the generic failure when it cannot be kept either: JSON to a script, the errors page to a form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The lead folder is a file (a read-only or missing disk on a CDN fails the same way), or there is none.
    const blocked = path.join(tempDir('dead-letter-'), 'not-a-folder');
    fs.writeFileSync(blocked, '');
    for (const handle of [handlerOver(REFUSING, blocked), handlerOver(REFUSING)]) {
      const script = await send(handle, JSON.stringify(CONTACT), JSON_POST);
      expect([script.status, script.body]).toEqual([503, { errors: { '(form)': MESSAGES.genericFailure } }]);
      const form = await send(handle, 'formType=newsletter&email=ana%40northfield.example&consent=on', FORM_POST);
      expect([form.status, form.headers['content-type']]).toEqual([503, 'text/html; charset=utf-8']);
      expect(form.text).toContain(MESSAGES.genericFailure);
    }
  });

  it('survives concurrent writers: one whole file per lead, one for a lead sent twice', async () => {
    const dir = tempDir('dead-letter-');
    const leads = Array.from({ length: 40 }, (_, n) => ({
      id: randomUUID(),
      receivedAt: new Date().toISOString(),
      lead: { formType: 'newsletter', email: `n${n}@northfield.example`, consent: true },
      attribution: null,
    }));
    await Promise.all([...leads, ...leads.slice(0, 10)].map((lead) => keepDeadLetter(dir, lead)));
    const names = lettersIn(dir);
    expect(names.sort()).toEqual(leads.map((l) => `${l.id}.json`).sort());
    for (const name of names) expect(JSON.parse(fs.readFileSync(path.join(deadLetterDir(dir), name), 'utf8'))).toHaveProperty('lead');
  });
});

describe('a lead sent while the database is down', () => {
  let dir: string;
  let closed: LeadStore;
  let removeDir = () => undefined as void;
  beforeAll(async () => {
    dir = await freshLeadsDir((fn) => (removeDir = fn));
    closed = await LeadStore.open({ leadsDir: dir });
    await closed.close();
  }, 60_000);
  afterAll(() => removeDir());

  it('is kept, its rate-limit count and lookups failing too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handle = leadHandler({
      store: closed,
      delivery: { kick: () => undefined },
      siteOrigins: new Map([[ORIGIN, 'en-US']]),
      rateLimit: { max: 30, windowSeconds: 600, header: 'x-real-ip' },
      limiter: closed,
      leadsDir: dir,
    });
    const answer = await send(handle, 'formType=newsletter&email=ana%40northfield.example&consent=on', {
      ...FORM_POST,
      'x-real-ip': '203.0.113.9',
    });
    expect(answer.status).toBe(303);
    expect(lettersIn(dir)).toHaveLength(1);
  });
});

describe('npm run leads:ops -- replay', () => {
  let dir: string;
  let store: LeadStore;
  let removeDir = () => undefined as void;
  beforeAll(async () => {
    dir = await freshLeadsDir((fn) => (removeDir = fn));
    store = await LeadStore.open({ leadsDir: dir });
  }, 60_000);
  afterAll(async () => {
    await store.close();
    removeDir();
  });

  it('is a command of the CLI and of the service', () => {
    expect(parseCommand(['replay'])).toEqual({ op: { command: 'replay' }, csv: false });
    expect(() => parseCommand(['replay', 'x'])).toThrow('replay takes no arguments');
    expect(parseOperation({ command: 'replay' })).toEqual({ command: 'replay' });
    expect(parseOperation({ command: 'replay', extra: 1 })).toBeNull();
  });

  it('stores each dead letter once and removes its file only once stored', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handle = handlerOver(REFUSING, dir);
    const ids = [randomUUID(), randomUUID()];
    for (const submissionId of ids)
      await send(handle, JSON.stringify({ ...CONTACT, submissionId, email: `${submissionId}@northfield.example` }), JSON_POST);
    // One was stored by the visitor's retry once the database was back: replaying it does not store it twice.
    const [first = '', second = ''] = ids;
    await store.add(JSON.parse(fs.readFileSync(path.join(deadLetterDir(dir), `${first}.json`), 'utf8')) as StoredLead);
    fs.writeFileSync(path.join(deadLetterDir(dir), `${randomUUID()}.json`), '{"id": "half a lead');
    const result = await runOperation(store, dir, { command: 'replay' });
    expect(result).toMatchObject({ command: 'replay', remaining: [{ error: expect.stringMatching(/^unreadable/) as unknown }] });
    expect(result.command === 'replay' && result.replayed.sort()).toEqual([...ids].sort());
    expect(lettersIn(dir)).toHaveLength(1);
    const found = await store.find({});
    expect(found.map((r) => r.lead.id).sort()).toEqual([...ids].sort());
    expect(found.find((r) => r.lead.id === second)?.lead).toMatchObject({ lead: { email: `${second}@northfield.example` } });
    expect((await store.counts()).pending).toBe(2);
  });

  it('keeps a lead the database refuses again, saying why', async () => {
    const other = tempDir('dead-letter-');
    const lead = { id: randomUUID(), receivedAt: new Date().toISOString(), lead: { formType: 'newsletter' }, attribution: null };
    await keepDeadLetter(other, lead);
    expect(await runOperation(REFUSING as LeadStore, other, { command: 'replay' })).toEqual({
      command: 'replay',
      replayed: [],
      remaining: [{ id: lead.id, error: expect.stringContaining('unsupported Unicode escape') as unknown }],
    });
    expect(lettersIn(other)).toEqual([`${lead.id}.json`]);
  });

  it('runs through the service that holds the database, as the CLI sends it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const submissionId = randomUUID();
    await send(handlerOver(REFUSING, dir), JSON.stringify({ ...CONTACT, submissionId }), JSON_POST);
    const token = writeOperationsToken(dir);
    const server = createLeadServer({
      store,
      delivery: { kick: () => undefined },
      operations: { store, leadsDir: dir, token, kick: () => undefined },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => void server.close());
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/leads/ops`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ command: 'replay' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ command: 'replay', replayed: [submissionId] });
    expect(await store.has(submissionId)).toBe(true);
  });

  it('an erasure request deletes the kept leads of the address too', async () => {
    const lead = {
      id: randomUUID(),
      receivedAt: new Date().toISOString(),
      lead: { formType: 'newsletter', email: 'Gone@northfield.example' },
      attribution: null,
    };
    await keepDeadLetter(dir, lead);
    const kept = { ...lead, id: randomUUID(), lead: { formType: 'newsletter', email: 'kept@northfield.example' } };
    await keepDeadLetter(dir, kept);
    expect(await runOperation(store, dir, { command: 'erase', email: 'gone@northfield.example' })).toMatchObject({ erased: [lead.id] });
    expect(lettersIn(dir)).toContain(`${kept.id}.json`);
    expect(lettersIn(dir)).not.toContain(`${lead.id}.json`);
  });
});

/**
 * PGlite over a disk the test fills: once `full`, the next statement fails as PGlite's WAL write does
 * (SQLSTATE 53100) and the instance is lost, every later call recorded (the real one would never answer it, and
 * the test would hang); while full, an opening fails as PGlite's does.
 */
function fillingDisk() {
  const disk = { full: false, calledAfterLoss: [] as string[] };
  const open: PgliteOpener = async (dataDir) => {
    if (disk.full) throw new Error('PGlite failed to initialize properly');
    const real = await privatePglite(dataDir);
    let lost = false;
    return {
      query: <T>(text: string, params?: unknown[]) => {
        if (lost) disk.calledAfterLoss.push(text);
        if (lost || disk.full) {
          lost = true;
          return Promise.reject(
            Object.assign(new Error('could not write to file "pg_wal/xlogtemp.42": No space left on device'), { code: '53100' }),
          );
        }
        return real.query<T>(text, params);
      },
      close: () => real.close(),
    };
  };
  return { disk, open };
}

describe('a disk that fills', () => {
  it('answers 503 when the dead letter cannot be written either (ENOSPC), leaving no part of it, and keeps the retry once there is room', async () => {
    const dir = tempDir('dead-letter-');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const open = fs.promises.open.bind(fs.promises);
    const full = vi.spyOn(fs.promises, 'open').mockImplementation(async (...args: Parameters<typeof open>) => {
      const handle = await open(...args);
      vi.spyOn(handle, 'writeFile').mockRejectedValue(enospc('write'));
      return handle;
    });
    const submissionId = randomUUID();
    const handle = handlerOver(REFUSING, dir);
    const script = await send(handle, JSON.stringify({ ...CONTACT, submissionId }), JSON_POST);
    expect([script.status, script.body]).toEqual([503, { errors: { '(form)': MESSAGES.genericFailure } }]);
    const form = await send(
      handle,
      `formType=newsletter&email=ana%40northfield.example&consent=on&submissionId=${submissionId}`,
      FORM_POST,
    );
    expect([form.status, form.headers['content-type']]).toEqual([503, 'text/html; charset=utf-8']);
    expect(form.text).toContain(MESSAGES.genericFailure);
    // Not even a temporary file: the disk's last bytes are not spent on half a lead.
    expect(fs.readdirSync(deadLetterDir(dir))).toEqual([]);
    expect(String(errors.mock.calls[0]?.[0])).toContain(`Lead ${submissionId} not stored (22P05) nor kept as a dead letter (ENOSPC)`);

    full.mockRestore();
    const retry = await send(handle, JSON.stringify({ ...CONTACT, submissionId }), JSON_POST);
    expect(retry.status).toBe(201);
    expect(lettersIn(dir)).toEqual([`${submissionId}.json`]);
  });

  describe('under PGlite, whose instance a failed WAL write leaves unusable', () => {
    let dir: string;
    let removeDir = () => undefined as void;
    beforeAll(async () => {
      dir = await freshLeadsDir((fn) => (removeDir = fn));
    }, 60_000);
    afterAll(() => removeDir());

    it(
      'keeps what comes meanwhile as dead letters, and once the disk has room opens the database again and stores them itself',
      async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const { disk, open } = fillingDisk();
        const store = await LeadStore.open({ leadsDir: dir, pglite: open });
        cleanups.push(() => store.close());
        const kicks = vi.fn();
        const log = vi.fn();
        const replaying = replayDeadLettersEvery(store, dir, 60_000, { onStored: kicks, log });
        cleanups.push(() => replaying.stop());
        store.db.onReopen(() => replaying.now());
        const handle = handlerOver(store, dir);
        const ids = [randomUUID(), randomUUID(), randomUUID()];
        const submit = (id: string) =>
          send(handle, JSON.stringify({ ...CONTACT, submissionId: id, email: `${id}@northfield.example` }), JSON_POST);

        expect((await submit(ids[0] ?? '')).status).toBe(201);
        // The disk fills: no opening is tried while it has no room (each failed one keeps its memory).
        const statfs = fs.statfsSync(dir);
        const room = vi.spyOn(fs, 'statfsSync').mockReturnValue({ ...statfs, bsize: 4096, bavail: 16 });
        disk.full = true;
        // The lead whose statement lost the instance, and the next, which finds it lost.
        expect((await Promise.all([submit(ids[1] ?? ''), submit(ids[2] ?? '')])).map((a) => a.status)).toEqual([201, 201]);
        expect(lettersIn(dir).sort()).toEqual([`${ids[1]}.json`, `${ids[2]}.json`].sort());

        disk.full = false;
        room.mockRestore();
        // The replay's report, not the empty folder: its last file goes before it syncs the folder and says so.
        await until('the dead letters to be stored', () => kicks.mock.calls.length > 0, 10_000, 20);
        expect(lettersIn(dir)).toEqual([]);
        expect(disk.calledAfterLoss).toEqual([]);
        // The lead committed before the loss is there too: the new instance recovered it from the WAL.
        expect((await store.find({})).map((record) => record.lead.id).sort()).toEqual([...ids].sort());
        expect(log).toHaveBeenCalledWith('Stored 2 lead(s) kept as dead letters; 0 still kept');
        expect(kicks).toHaveBeenCalledTimes(1);
      },
      OPENING_TIMEOUT,
    );
  });

  it('replays on its own: at start, every period, and at once when told; a lead refused again waits for the next', async () => {
    const dir = tempDir('dead-letter-');
    const lead = (n: number): StoredLead => ({
      id: randomUUID(),
      receivedAt: new Date(Date.UTC(2026, 10, 1, 0, 0, n)).toISOString(),
      lead: { formType: 'newsletter' },
      attribution: null,
    });
    const [early, late] = [lead(1), lead(2)];
    await keepDeadLetter(dir, early);
    let taking = false;
    const stored: string[] = [];
    const sink = { add: (l: StoredLead) => (taking ? Promise.resolve(void stored.push(l.id)).then(() => true) : REFUSING.add(l)) };
    const onStored = vi.fn();
    const replaying = replayDeadLettersEvery(sink, dir, 50, { onStored, log: () => undefined });
    cleanups.push(() => replaying.stop());
    // Refused at start and at each period after: kept.
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(lettersIn(dir)).toEqual([`${early.id}.json`]);
    taking = true;
    await until('the period to store it', () => stored.length === 1, 2000, 5);
    await keepDeadLetter(dir, late);
    replaying.now();
    await until('now() to store the next', () => stored.length === 2, 2000, 5);
    expect(stored).toEqual([early.id, late.id]);
    expect(lettersIn(dir)).toEqual([]);
    expect(onStored).toHaveBeenCalledTimes(2);
  });
});
