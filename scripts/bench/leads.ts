/**
 * npm run bench:leads — how many leads per second the endpoint accepts, and its p99 latency, for each
 * store in one run: the earlier file store, PGlite (with and without its WAL fsync), and PostgreSQL with
 * 1 and 3 endpoint processes (a private server, fsync on). autocannon, 16 connections, DURATION seconds
 * (default 8) per round, ROUNDS rounds (default 3), medians; newsletter leads, each a new lead; delivery
 * off, so what is measured is acceptance (the commit before the 201). Loopback only.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startPostgres, type PrivatePostgres } from '../dev/postgres';
import { startLeadProcess, stopProcess } from '../../tests/support/lead-processes';
import { median } from './measure';

const DURATION = Number(process.env.DURATION ?? 8);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONNECTIONS = 16;
const BASE_PORT = 9470;
const BODY = JSON.stringify({ formType: 'newsletter', email: 'bench@northfield.example', consent: true });

interface Setup {
  name: string;
  processes: number;
  /** Starts the endpoints on fresh storage; returns their ports and how to stop them. */
  start(round: number): Promise<{ ports: number[]; stop(): Promise<void> }>;
}

/** Loads the endpoints together, the connections split between them; requests/s summed, p99 the worst. */
async function load(ports: number[]): Promise<{ rps: number; p99: number }> {
  const results = await Promise.all(
    ports.map((port, i) =>
      autocannon({
        url: `http://127.0.0.1:${port}/api/leads`,
        method: 'POST',
        // As nginx sends it: the database counts each submission against the client's limit.
        headers: { 'content-type': 'application/json', 'x-real-ip': '203.0.113.7' },
        body: BODY,
        connections: Math.floor(CONNECTIONS / ports.length) + (i < CONNECTIONS % ports.length ? 1 : 0),
        duration: DURATION,
      }),
    ),
  );
  for (const result of results)
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    rps: results.reduce((sum, r) => sum + r['2xx'] / DURATION, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

function tmpDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
}

async function stopAll(children: ChildProcess[], dir?: string): Promise<void> {
  await Promise.all(children.map((child) => stopProcess(child)));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

function endpointsOn(
  kind: 'file' | 'pglite' | 'postgres',
  count: number,
  extra: NodeJS.ProcessEnv = {},
  pg?: () => PrivatePostgres,
): Setup['start'] {
  return async (round) => {
    const dir = tmpDir();
    // The rate limit counts every submission in the database (one more statement each); one client sends
    // them all here, so its limit is raised past what the load sends, not turned off.
    const env: NodeJS.ProcessEnv = { LEADS_DIR: dir, LEADS_UPSTREAM_URL: '', LEADS_RATE_LIMIT: '100000000/60', ...extra };
    if (kind === 'postgres') env.DATABASE_URL = pg?.().createDatabase(`bench_${count}_${round}`);
    const ports = Array.from({ length: count }, (_, i) => BASE_PORT + i);
    const script = kind === 'file' ? 'fileStore' : 'endpoint';
    const children = await Promise.all(ports.map((port) => startLeadProcess(script, { ...env, LEADS_PORT: String(port) })));
    return { ports, stop: () => stopAll(children, dir) };
  };
}

async function main(): Promise<void> {
  let server: PrivatePostgres | undefined;
  const pg = () => (server ??= startPostgres());
  const setups: Setup[] = [
    { name: 'file store (JSON lines, fsync per lead)', processes: 1, start: endpointsOn('file', 1) },
    { name: 'PGlite (WAL fsynced, the default)', processes: 1, start: endpointsOn('pglite', 1) },
    { name: 'PGlite, LEADS_PGLITE_FSYNC=off', processes: 1, start: endpointsOn('pglite', 1, { LEADS_PGLITE_FSYNC: 'off' }) },
    { name: 'PostgreSQL', processes: 1, start: endpointsOn('postgres', 1, {}, pg) },
    { name: 'PostgreSQL', processes: 3, start: endpointsOn('postgres', 3, {}, pg) },
  ];
  const results = new Map<Setup, Array<{ rps: number; p99: number }>>();
  try {
    // Rounds alternate the setups, so a noisy minute on a shared machine falls on all of them.
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const setup of setups) {
        const running = await setup.start(round);
        try {
          const result = await load(running.ports);
          results.set(setup, [...(results.get(setup) ?? []), result]);
          console.error(`round ${round + 1}: ${setup.name} x${setup.processes}: ${Math.round(result.rps)} leads/s, p99 ${result.p99} ms`);
        } finally {
          await running.stop();
        }
      }
    }
  } finally {
    server?.stop();
  }
  const medians = setups.map((setup) => {
    const runs = results.get(setup) ?? [];
    return { setup, rps: median(runs.map((r) => r.rps)), p99: median(runs.map((r) => r.p99)) };
  });
  const baseline = medians[0]?.rps ?? 1;
  console.log(`\nLeads accepted, ${CONNECTIONS} connections, ${DURATION} s x ${ROUNDS} rounds, medians (${os.cpus().length} cores)\n`);
  console.log('| store | endpoint processes | leads/s | p99 ms | leads/s vs file store |');
  console.log('|---|---|---|---|---|');
  for (const { setup, rps, p99 } of medians)
    console.log(`| ${setup.name} | ${setup.processes} | ${Math.round(rps)} | ${p99} | ${(rps / baseline).toFixed(2)}x |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
