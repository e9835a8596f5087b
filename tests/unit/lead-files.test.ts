/**
 * The lead folder is its user's alone whatever umask the service starts under: with the usual 022 its
 * folders were 0755 and PGlite's files 0666, and another local user read e-mail addresses from the WAL.
 * The mode bits are checked, not whether a read fails: a test run as root reads everything.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredLead } from '../../services/leads/lead';
import { readOperationsToken, writeOperationsToken } from '../../services/shared/operator-token';
import { LeadStore } from '../../services/leads/store';
import { freePort } from '../support/free-port';
import { startLeadProcess, stopProcess } from '../support/lead-processes';
import { freshLeadsDir } from '../support/leads-dir';
import { tempDir } from '../support/temp-dir';
import { CONTACT } from './fixtures/contact-lead';

// Opening PGlite (initdb in WebAssembly) and starting the service take seconds, more on a slow machine.
const SLOW = 120_000;
const USUAL_UMASK = 0o022;

let umaskBefore: number;
beforeAll(() => {
  umaskBefore = process.umask();
});
afterAll(() => {
  process.umask(umaskBefore);
});

/** The folder and everything under it, each with its permission bits in octal. */
function modes(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (at: string) => {
    const stat = fs.lstatSync(at);
    found.set(path.relative(dir, at) || '.', (stat.mode & 0o777).toString(8));
    if (stat.isDirectory()) for (const name of fs.readdirSync(at)) visit(path.join(at, name));
  };
  visit(dir);
  return found;
}

/** What is not private: a folder other than 0700, a file other than 0600. */
function loose(dir: string): string[] {
  return [...modes(dir)]
    .filter(([entry, mode]) => mode !== (fs.lstatSync(path.join(dir, entry)).isDirectory() ? '700' : '600'))
    .map(([entry, mode]) => `${entry} ${mode}`);
}

const walSegments = (leadsDir: string) =>
  fs.readdirSync(path.join(leadsDir, 'pglite', 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name));

const lead = (): StoredLead => ({ id: randomUUID(), receivedAt: new Date().toISOString(), lead: { ...CONTACT }, attribution: null });

describe("PGlite's files, the store opened under umask 022", () => {
  let dir = '';
  let store: LeadStore | undefined;
  let segments: string[] = [];
  beforeAll(async () => {
    process.umask(USUAL_UMASK);
    dir = tempDir('leads-private-');
    store = await LeadStore.open({ leadsDir: dir });
    await store.add(lead());
    segments = walSegments(dir);
    // Postgres begins a new WAL segment when one is full; this begins one now.
    await store.db.query('SELECT pg_switch_wal()');
    await store.add(lead());
  }, SLOW);
  afterAll(async () => {
    await store?.close();
  }, SLOW);

  it('are 0600 in folders of 0700, a WAL segment begun after the opening included', () => {
    expect(walSegments(dir).filter((name) => !segments.includes(name))).not.toEqual([]);
    expect(modes(dir).size).toBeGreaterThan(100);
    expect(loose(dir)).toEqual([]);
  });

  describe('after a restart', () => {
    beforeAll(async () => {
      await store?.close();
      process.umask(USUAL_UMASK);
      store = await LeadStore.open({ leadsDir: dir });
      await store.add(lead());
    }, SLOW);

    it('stay so', async () => {
      expect(await store?.counts()).toMatchObject({ stored: 3 });
      expect(loose(dir)).toEqual([]);
    });
  });
});

describe('the lead service, started under umask 022 on a folder an earlier run left readable', () => {
  let dir = '';
  let port = 0;
  let service: ChildProcess | undefined;
  const start = async () => {
    process.umask(USUAL_UMASK);
    service = await startLeadProcess('endpoint', {
      LEADS_DIR: dir,
      LEADS_PORT: String(port),
      LEADS_DELIVERY: 'off',
      LEADS_RATE_LIMIT: 'off',
    });
  };
  /** The answer to a lead sent to the service: sent from a hook, as the service's first request may take seconds. */
  let answered = 0;
  const send = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...CONTACT, submissionId: randomUUID() }),
    });
    answered = response.status;
  };
  /** The service process's umask, as Linux reports it. */
  const umaskOfService = () => /^Umask:\s*(\d+)$/m.exec(fs.readFileSync(`/proc/${service?.pid}/status`, 'utf8'))?.[1];
  const token = () => path.join(dir, 'ops.token');

  beforeAll(async () => {
    dir = await freshLeadsDir(() => undefined);
    port = await freePort();
    // What a service run under umask 022 before this change left: everything readable, PGlite's files writable.
    for (const [entry] of modes(dir)) {
      const at = path.join(dir, entry);
      fs.chmodSync(at, fs.lstatSync(at).isDirectory() ? 0o755 : 0o666);
    }
    fs.writeFileSync(token(), 'left-by-an-earlier-run\n', { mode: 0o644 });
    fs.chmodSync(token(), 0o644);
    await start();
    await send();
  }, SLOW);
  afterAll(async () => {
    if (service) await stopProcess(service);
  }, SLOW);

  it('runs with umask 077, tightens what it found and keeps everything it writes private, its token included', () => {
    expect(answered).toBe(201);
    expect(umaskOfService()).toBe('0077');
    expect(fs.readFileSync(token(), 'utf8')).not.toContain('left-by-an-earlier-run');
    expect(loose(dir)).toEqual([]);
  });

  describe('after a restart', () => {
    beforeAll(async () => {
      if (service) await stopProcess(service);
      answered = 0;
      await start();
      await send();
    }, SLOW);

    it('stays so', () => {
      expect(answered).toBe(201);
      expect(loose(dir)).toEqual([]);
    });
  });
});

describe('the operations token', () => {
  it('is written 0600 over a token file an earlier run left readable', () => {
    process.umask(USUAL_UMASK);
    const dir = tempDir('leads-token-');
    const file = path.join(dir, 'ops.token');
    fs.writeFileSync(file, 'left-by-an-earlier-run\n');
    fs.chmodSync(file, 0o644);
    const token = writeOperationsToken(dir);
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect(readOperationsToken(dir)).toBe(token);
  });
});
