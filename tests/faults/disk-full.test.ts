/**
 * The lead service on a file system of its own that fills up. Leads are sent, half as the page's script posts
 * them and half as a form posted without JavaScript, while the disk is full: each must be stored, kept as a dead
 * letter, or refused with 503 (the errors page for a form), and always answered. Then the space comes back,
 * without anyone restarting the service: every lead it acknowledged must reach the upstream, and every lead it
 * refused, sent again by its visitor with the same submission id, too; a lead that arrives twice arrives with
 * the same id both times.
 *
 * What fills first is chosen: the database's WAL is brought to a few kilobytes short of the end of its segment,
 * and a little room is left beside it, so that the database needs a new 16 MB segment long before the room for
 * dead letters runs out. PGlite's instance is unusable after a WAL write fails (docs/operations.md, The lead database),
 * which is the failure that matters.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { pgliteDir } from '../../services/shared/db';
import { deadLetterDir } from '../../services/leads/dead-letter';
import { LeadStore } from '../../services/leads/store';
import { MESSAGES } from '../../src/shared/forms/messages';
import { freePort } from '../support/free-port';
import { leadUpstream } from '../support/lead-upstream';
import { freshLeadsDir } from '../support/leads-dir';
import { startLeadProcess, stopProcess } from '../support/lead-processes';
import { mountSmallDisk } from '../support/small-disk';
import { until } from '../support/until';

/** Room for the database (39 MB) and, once space is back, the two WAL segments' worth the service wants free to reopen it. */
const { small, unavailable } = mountSmallDisk('96m');
if (unavailable) console.warn(`tests/faults/disk-full.test.ts SKIPPED: no small file system to fill: ${unavailable}`);
afterAll(() => small?.unmount());

const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

const LEADS = 120;
const CLIENTS = 4;
/** What the WAL segment has left when the service starts: some leads' worth. */
const WAL_LEFT = 96 * 1024;
/** What the disk has left once filled: some dead letters' worth (a tmpfs page, 4 KB, each). */
const ROOM = 160 * 1024;
/** A site's origin with nothing listening: the errors page falls back to its plain version at once. */
const ORIGIN = 'http://127.0.0.1:9';

/**
 * Writes to the WAL until it is `left` bytes short of the end of its segment, so that the next segment is soon
 * needed. Postgres makes the next segment ahead of time when it starts with more than three quarters of the
 * current one used: `dropSpareSegments` removes it once the service has started, as if the WAL had reached the
 * end of that one too (16 MB of leads later), which is what a full disk stops.
 */
async function bringWalNearSegmentEnd(leadsDir: string, left: number): Promise<{ dropSpareSegments: () => string[] }> {
  const store = await LeadStore.open({ leadsDir });
  try {
    for (;;) {
      const [row] = await store.db.query<{ remaining: string }>(
        `SELECT pg_size_bytes(current_setting('wal_segment_size'))
           - (pg_current_wal_insert_lsn() - '0/0'::pg_lsn)::bigint % pg_size_bytes(current_setting('wal_segment_size')) AS remaining`,
      );
      const remaining = Number(row?.remaining);
      if (remaining <= left + 16 * 1024) break;
      await store.db.query(`SELECT pg_logical_emit_message(false, 'filler', repeat('x', $1::int))`, [Math.min(1 << 20, remaining - left)]);
    }
    const [row] = await store.db.query<{ segment: string }>('SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS segment');
    const current = row?.segment ?? '';
    const walDir = path.join(pgliteDir(leadsDir), 'pg_wal');
    const dropSpareSegments = () => {
      const spare = fs.readdirSync(walDir).filter((name) => /^[0-9A-F]{24}$/.test(name) && name > current);
      for (const name of spare) fs.rmSync(path.join(walDir, name));
      return spare;
    };
    return { dropSpareSegments };
  } finally {
    await store.close();
  }
}

/** `failed`: no answer in time, or an answer that is neither an acknowledgement nor a 503. */
type Outcome = 'acknowledged' | 'refused' | 'failed';

/** One submission as a visitor's browser sends it: the page's script (JSON) or a form posted without JavaScript. */
async function submit(port: number, n: number, submissionId: string): Promise<{ outcome: Outcome; detail: string }> {
  const email = `disk${n}@northfield.example`;
  const asForm = n % 2 === 1;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
      method: 'POST',
      redirect: 'manual',
      headers: asForm ? { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN } : { 'content-type': 'application/json' },
      body: asForm
        ? new URLSearchParams({ formType: 'newsletter', email, consent: 'on', submissionId }).toString()
        : JSON.stringify({ formType: 'newsletter', email, consent: true, submissionId }),
      signal: AbortSignal.timeout(5000),
    });
    const text = await response.text();
    if (response.status === (asForm ? 303 : 201)) return { outcome: 'acknowledged', detail: '' };
    if (response.status === 503) {
      // The visitor is told to try again: the errors page for a form, the message as JSON for the script.
      const told = asForm
        ? response.headers.get('content-type')?.startsWith('text/html') && text.includes(MESSAGES.genericFailure)
        : text.includes(MESSAGES.genericFailure);
      return { outcome: 'refused', detail: told ? '' : `503 without the message: ${text.slice(0, 200)}` };
    }
    return { outcome: 'failed', detail: `HTTP ${response.status}: ${text.slice(0, 200)}` };
  } catch (error) {
    return { outcome: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}

describe('a full disk loses no lead', () => {
  it.skipIf(!small)(
    `PGlite on a small file system filled while leads arrive: stored, dead-lettered or refused, and all delivered once space is back${unavailable ? ` (skipped: ${unavailable})` : ''}`,
    async () => {
      if (!small) return;
      const started = Date.now();
      const leadsDir = await freshLeadsDir((fn) => cleanups.push(fn), small.dir);
      const wal = await bringWalNearSegmentEnd(leadsDir, WAL_LEFT);
      const upstream = await leadUpstream('ok');
      cleanups.push(() => upstream.close());
      const port = await freePort();
      const service: ChildProcess = await startLeadProcess('endpoint', {
        LEADS_DIR: leadsDir,
        LEADS_PORT: String(port),
        LEADS_UPSTREAM_URL: upstream.url,
        LEADS_SITE_ORIGINS: `en-US=${ORIGIN}`,
        LEADS_RETRY_BASE_MS: '50',
        LEADS_RETRY_MAX_MS: '400',
        LEADS_POLL_MS: '100',
        // A lead delivered whose delivery could not be recorded (the database lost in between) is due again when
        // its lease ends: the time limit plus 5 s.
        LEADS_UPSTREAM_TIMEOUT_MS: '1000',
        LEADS_RATE_LIMIT: 'off',
      });
      // A service whose event loop is stuck never runs its SIGTERM handler.
      cleanups.push(() =>
        Promise.race([stopProcess(service), new Promise((resolve) => setTimeout(resolve, 5000))]).then(() =>
          stopProcess(service, 'SIGKILL'),
        ),
      );
      expect(wal.dropSpareSegments()).toHaveLength(1);
      small.fill(ROOM);
      const sendingAt = Date.now();

      const ids = Array.from({ length: LEADS }, () => randomUUID());
      const outcomes = new Map<number, { outcome: Outcome; detail: string }>();
      let next = 0;
      const client = async () => {
        while (next < LEADS) {
          const n = next++;
          const answer = await submit(port, n, ids[n] ?? '');
          outcomes.set(n, answer);
          // A service that stopped answering answers no one after: the rest would only wait out their time limits.
          if (answer.outcome === 'failed') next = LEADS;
        }
      };
      await Promise.all(Array.from({ length: CLIENTS }, client));
      const whileFull = [...outcomes.values()];
      const count = (outcome: Outcome) => whileFull.filter((o) => o.outcome === outcome).length;
      const acknowledged = ids.filter((_, n) => outcomes.get(n)?.outcome === 'acknowledged');
      const refused = ids.filter((_, n) => outcomes.get(n)?.outcome === 'refused');
      const deadLetters = fs.existsSync(deadLetterDir(leadsDir))
        ? fs.readdirSync(deadLetterDir(leadsDir)).filter((name) => name.endsWith('.json')).length
        : 0;
      const fullAt = Date.now();

      small.release();
      // Nobody restarts the service: it must reopen its database and replay its dead letters itself.
      const delivered = (list: string[]) => list.every((id) => upstream.accepted.has(id));
      let recovered = true;
      await until('every acknowledged lead to be delivered', () => delivered(acknowledged), 20_000, 100).catch(() => (recovered = false));
      const recoveredMs = Date.now() - fullAt;
      // The visitors told to try again do so, with the same submission ids.
      const retried = recovered ? await Promise.all(refused.map((id) => submit(port, ids.indexOf(id), id))) : [];
      if (recovered)
        await until('the retried leads to be delivered', () => delivered(refused), 20_000, 100).catch(() => (recovered = false));

      const repeats = [...upstream.accepted.values()].reduce((sum, n) => sum + n - 1, 0);
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      const failure = whileFull.find((o) => o.outcome === 'failed');
      console.log(
        [
          `disk full: ${LEADS} leads sent while full: ${acknowledged.length} acknowledged (${acknowledged.length - deadLetters} stored, ` +
            `${deadLetters} kept as dead letters), ${refused.length} refused with 503, ${count('failed')} failed` +
            (failure ? ` (${failure.detail})` : ''),
          `once space was back: ${acknowledged.filter((id) => upstream.accepted.has(id)).length} of the acknowledged delivered ` +
            (recovered ? `within ${seconds(recoveredMs)}` : '(not all: timed out)') +
            `, ${retried.filter((r) => r.outcome === 'acknowledged').length} of ${refused.length} retries acknowledged`,
          `${upstream.accepted.size} distinct Idempotency-Keys delivered, ${repeats} repeated; ${seconds(Date.now() - started)} ` +
            `(set-up ${seconds(sendingAt - started)}, sending ${seconds(fullAt - sendingAt)})`,
        ].join('; '),
      );

      expect(whileFull.filter((o) => o.detail !== '').map((o) => o.detail)).toEqual([]);
      expect(count('failed')).toBe(0);
      // The three outcomes each happened, or the disk did not fill as this test means it to.
      expect(acknowledged.length - deadLetters).toBeGreaterThan(0);
      expect(deadLetters).toBeGreaterThan(0);
      expect(refused.length).toBeGreaterThan(0);
      expect(recovered).toBe(true);
      expect(retried.every((r) => r.outcome === 'acknowledged')).toBe(true);
      // Every lead delivered, and under its submission id: the Idempotency-Key and the body's id are that id.
      expect([...upstream.accepted.keys()].sort()).toEqual([...ids].sort());
      const bodyIds = upstream.bodies.map((body) => (body as { id: string }).id);
      for (const [key, times] of upstream.accepted) expect([key, bodyIds.filter((id) => id === key).length]).toEqual([key, times]);
      expect(bodyIds).toHaveLength(LEADS + repeats);
      const health = async () =>
        (await (await fetch(`http://127.0.0.1:${port}/api/leads/health`)).json()) as { stored: number; pending: number };
      // A delivery's record follows the upstream's answer; one the lost database did not record is sent again.
      await until('the outbox to empty', async () => (await health()).pending === 0, 20_000, 50);
      expect(await health()).toMatchObject({ stored: LEADS, pending: 0 });
    },
    120_000,
  );
});
