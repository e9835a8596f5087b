/**
 * The lead service under faults, on real PostgreSQL and on PGlite: 1,000 leads are sent while the
 * upstream fails, then hangs, then recovers, and processes are SIGKILLed mid-run and restarted. Every
 * acknowledged lead must reach the upstream; a lead delivered twice is counted apart (only a kill between
 * the upstream's answer and the commit that records it can cause one, and the Idempotency-Key lets the
 * upstream recognise it).
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startPostgres } from '../../scripts/dev/postgres';
import { databaseSettingsFromEnv, LeadStore } from '../../services/leads/store';
import { leadUpstream, type LeadUpstream } from '../support/lead-upstream';
import { processStart, processState } from '../../services/shared/process-lock';
import { startLeadProcess, startUnreapedLeadProcess, stopProcess, stopUnreaped } from '../support/lead-processes';
import { until } from '../support/until';

const LEADS = 1000;
const CLIENTS = 8;

const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

/**
 * Fast retries, so the test's minute covers many failures. The upstream time limit is short, but longer than a
 * busy machine stalls a process: at 300 ms a service whose event loop was held up by its database (or a test
 * process answering late) took an answer that came in time for a hang and delivered the lead again, 3 to 11
 * repeats a run on one loaded core, which the test would blame on no kill.
 */
const FAST = {
  LEADS_RETRY_BASE_MS: '50',
  LEADS_RETRY_MAX_MS: '400',
  LEADS_UPSTREAM_TIMEOUT_MS: '2000',
  LEADS_POLL_MS: '100',
};

const NEWSLETTER = { formType: 'newsletter', email: 'faults@northfield.example', consent: true };

/**
 * Sends LEADS leads from CLIENTS concurrent clients, round-robin over the endpoints. A client that gets no
 * answer or a 5xx retries the same submission (as the site's forms do) on the next endpoint until it is
 * acknowledged. `at(n)` runs once when the n-th lead has been acknowledged.
 */
async function sendAll(
  ports: () => number[],
  at: Record<number, () => void | Promise<void>>,
): Promise<{ acknowledged: string[]; retries: number }> {
  const acknowledged: string[] = [];
  let next = 0;
  let retries = 0;
  const pendingEvents: Array<Promise<void>> = [];
  const client = async () => {
    while (next < LEADS) {
      const n = next++;
      const submissionId = randomUUID();
      for (let attempt = 0; ; attempt += 1) {
        const list = ports();
        const port = list[(n + attempt) % list.length];
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...NEWSLETTER, submissionId }),
            signal: AbortSignal.timeout(5000),
          });
          if (response.status === 201) {
            acknowledged.push(String(((await response.json()) as { id: string }).id));
            const event = at[acknowledged.length];
            if (event) pendingEvents.push(Promise.resolve(event()));
            break;
          }
          await response.body?.cancel();
          if (response.status < 500) throw new Error(`lead ${n} refused: ${response.status}`);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('lead ')) throw error;
        }
        retries += 1;
        if (attempt > 400) throw new Error(`lead ${n} was never acknowledged`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  await Promise.all(pendingEvents);
  return { acknowledged, retries };
}

/** What reached the upstream, against what was acknowledged. */
function tally(upstream: LeadUpstream, acknowledged: string[]) {
  const missing = acknowledged.filter((id) => !upstream.accepted.has(id));
  const repeats = [...upstream.accepted.values()].reduce((sum, n) => sum + n - 1, 0);
  return { acknowledged: acknowledged.length, distinct: upstream.accepted.size, missing: missing.length, repeats };
}

function report(engine: string, counts: ReturnType<typeof tally>, retries: number, seconds: number, kills: string): void {
  console.log(
    `lead faults ${engine}: ${counts.acknowledged} acknowledged, ${counts.distinct} distinct Idempotency-Keys delivered, ` +
      `${counts.missing} missing, ${counts.repeats} repeated; ${retries} client retries; ${kills}; ${seconds.toFixed(1)} s`,
  );
}

/** A process slot that can be killed and restarted; the cleanup stops whatever runs in it. */
function slot(start: () => Promise<ChildProcess>) {
  let current: ChildProcess | undefined;
  const self = {
    async start() {
      current = await start();
      return self;
    },
    async killAndRestart() {
      if (current) await stopProcess(current, 'SIGKILL');
      current = await start();
    },
    stop: () => (current ? stopProcess(current) : Promise.resolve()),
  };
  cleanups.push(() => self.stop());
  return self;
}

const basePort = 9420 + Math.floor(Math.random() * 20) * 4;

describe('no acknowledged lead is lost, whatever fails', () => {
  it('PostgreSQL: 3 endpoints and 2 workers, an endpoint and a worker SIGKILLed and restarted, the upstream failing, hanging, recovering', async () => {
    const started = Date.now();
    const server = startPostgres();
    cleanups.push(() => server.stop());
    const DATABASE_URL = server.createDatabase('leads_faults');
    // Each accepted delivery is held 5 ms, so the worker's kill lands while deliveries are under way.
    const upstream = await leadUpstream('fail', 5);
    cleanups.push(() => upstream.close());
    const env = { ...FAST, DATABASE_URL, LEADS_UPSTREAM_URL: upstream.url, LEADS_DELIVERY: 'off' };
    const ports = [basePort, basePort + 1, basePort + 2];
    const endpoints = await Promise.all(
      ports.map((port) => slot(() => startLeadProcess('endpoint', { ...env, LEADS_PORT: String(port) })).start()),
    );
    const workers = await Promise.all([0, 1].map(() => slot(() => startLeadProcess('worker', env)).start()));
    let up = ports;
    const { acknowledged, retries } = await sendAll(() => up, {
      250: () => void (upstream.mode.value = 'hang'),
      400: async () => {
        // Clients keep sending to the others while it restarts; the ones it held retry elsewhere.
        up = ports.slice(1);
        await endpoints[0]?.killAndRestart();
        up = ports;
      },
      550: () => void (upstream.mode.value = 'ok'),
      700: () => workers[0]?.killAndRestart(),
    });
    // A lead claimed by the killed worker waits for its lease (the upstream time limit plus 5 s). A lead
    // leaves the outbox only after the upstream accepted it, so once it is empty the tally is final.
    const store = await LeadStore.open(databaseSettingsFromEnv({ DATABASE_URL }));
    await until('the outbox to empty', async () => (await store.counts()).pending === 0, 90_000, 100);
    const stored = await store.counts();
    await store.close();
    const counts = tally(upstream, acknowledged);
    report('PostgreSQL', counts, retries, (Date.now() - started) / 1000, '1 of 3 endpoints and 1 of 2 workers SIGKILLed and restarted');
    expect(counts).toMatchObject({ acknowledged: LEADS, distinct: LEADS, missing: 0 });
    expect(stored).toEqual({ stored: LEADS, delivered: LEADS, pending: 0 });
    // Only the one worker kill can have fallen between an answer and its commit.
    expect(counts.repeats).toBeLessThanOrEqual(1);
  }, 240_000);

  it('PGlite: the one process SIGKILLed, left a zombie, and started again 300 ms later; the upstream failing, hanging, recovering', async () => {
    const started = Date.now();
    const leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-faults-'));
    cleanups.push(() => fs.rmSync(leadsDir, { recursive: true, force: true }));
    const upstream = await leadUpstream('fail', 5);
    cleanups.push(() => upstream.close());
    const port = basePort + 3;
    const env = { ...FAST, LEADS_DIR: leadsDir, LEADS_UPSTREAM_URL: upstream.url, LEADS_PORT: String(port) };
    // Nobody reaps a killed service here, as under a PID 1 that reaps late or never: its pid still answers
    // signals with its start time unchanged, and the restart must not take it for the database's holder.
    let service = await startUnreapedLeadProcess('endpoint', env);
    const parents = [service.parent];
    cleanups.push(async () => {
      await stopUnreaped(service);
      for (const parent of parents) await stopProcess(parent, 'SIGKILL');
    });
    let killedState: string | null = null;
    const { acknowledged, retries } = await sendAll(() => [port], {
      250: () => void (upstream.mode.value = 'hang'),
      400: () => void (upstream.mode.value = 'ok'),
      600: async () => {
        const killed = service.pid;
        process.kill(killed, 'SIGKILL');
        await new Promise((resolve) => setTimeout(resolve, 300));
        killedState = processState(killed);
        service = await startUnreapedLeadProcess('endpoint', env);
        parents.push(service.parent);
      },
    });
    if (processStart(process.pid) !== null) expect(killedState).toBe('Z');
    const health = async () =>
      (await (await fetch(`http://127.0.0.1:${port}/api/leads/health`)).json()) as { stored: number; pending: number };
    await until('the outbox to empty', async () => (await health()).pending === 0, 90_000, 100);
    const counts = tally(upstream, acknowledged);
    report('PGlite', counts, retries, (Date.now() - started) / 1000, 'the process SIGKILLed, a zombie, restarted 300 ms later');
    expect(counts).toMatchObject({ acknowledged: LEADS, distinct: LEADS, missing: 0 });
    expect(await health()).toMatchObject({ stored: LEADS, pending: 0 });
    expect(counts.repeats).toBeLessThanOrEqual(1);
  }, 240_000);
});
