/**
 * The site's own endpoints behind nginx (it proxies /api/leads and /api/geo here), answering through the
 * same handlers as the CDN's Gatsby Functions (handler.ts): submissions are checked, committed to the
 * lead database and only then answered 201, delivered upstream after by a worker, with retries.
 *   LEADS_PORT (9400); the database: DATABASE_URL (PostgreSQL) or else PGlite in LEADS_DIR (.leads),
 *   LEADS_PGLITE_FSYNC (on), LEADS_DB_POOL (10); delivery: LEADS_UPSTREAM_URL, LEADS_DELIVERY (on; off
 *   leaves delivery to `npm run leads:worker` processes), LEADS_RETRY_BASE_MS (1000), LEADS_RETRY_MAX_MS
 *   (300000), LEADS_UPSTREAM_TIMEOUT_MS (10000), LEADS_POLL_MS (1000); LEADS_REPLAY_MS (30000: how often leads
 *   kept as dead letters are offered to the database again); LEADS_RATE_LIMIT (30/600);
 *   LEADS_SITE_ORIGINS; the captcha's GATSBY_RECAPTCHA_SITE_KEY, RECAPTCHA_PROJECT_ID, RECAPTCHA_API_KEY,
 *   RECAPTCHA_SCORE_THRESHOLD (0.5).
 */
import http from 'node:http';
import { readBody } from '../shared/read-body';
import { MESSAGES } from '../../src/shared/forms/messages';
import { geoResponse } from './geo';
import { leadHandler, leadOptionsFromEnv, type LeadOptions } from './handler';
import { databaseSettingsFromEnv } from './db';
import { replayDeadLettersEvery } from './dead-letter';
import { keepLeadFilesPrivate } from './lead-files';
import { headerReader, json, MAX_BODY_BYTES, sendToNode, type EndpointRequest, type EndpointResponse } from './http';
import { parseOperation, runOperation, tokenMatches, writeOperationsToken, type Operation } from './operations';
import type { LeadStore } from './store';
import { stopOnSignal } from '../shared/stop-on-signal';

export { attributionFrom } from './handler';
export { MAX_BODY_BYTES } from './http';
export type ServerOptions = LeadOptions;

/** The operations endpoint's store, folder and token (set when the store is PGlite, which only this process can open). */
interface OperationsAccess {
  store: LeadStore;
  leadsDir: string;
  token: string;
  /** Told when leads are queued for delivery again. */
  kick: () => void;
}

async function operate(access: OperationsAccess, req: EndpointRequest): Promise<EndpointResponse> {
  if (req.method !== 'POST') return json(405, { error: 'Use POST' }, { allow: 'POST' });
  if (!tokenMatches(access.token, req.header('authorization'))) return json(401, { error: 'Send the token of LEADS_DIR/ops.token' });
  let op: Operation | null = null;
  try {
    op = parseOperation(JSON.parse((await req.body()) ?? 'null'));
  } catch {
    op = null;
  }
  if (!op) return json(400, { error: 'Not an operation' });
  const result = await runOperation(access.store, access.leadsDir, op);
  // Leads queued again or stored from dead letters go out now rather than at the next poll.
  if (result.command === 'redeliver' || result.command === 'replay') access.kick();
  return json(200, result);
}

/** The endpoints nginx proxies to this service: POST /api/leads, GET /api/geo, and a health check. */
export function createLeadServer(options: ServerOptions & { operations?: OperationsAccess }): http.Server {
  const leads = leadHandler(options);
  return http.createServer((req, res) => {
    const request = {
      method: req.method ?? 'GET',
      header: headerReader(req.headers),
      body: () => readBody(req, MAX_BODY_BYTES),
    };
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/api/leads/health' && req.method === 'GET')
        return sendToNode(res, json(200, { ok: true, ...(await options.store.counts()) }));
      // `npm run leads:ops` while this process holds PGlite's folder. nginx proxies only /api/leads and
      // /api/geo exactly, this service listens on loopback, and the token is in a file only its user reads.
      if (url.pathname === '/api/leads/ops' && options.operations) return sendToNode(res, await operate(options.operations, request));
      if (url.pathname === '/api/geo') return sendToNode(res, geoResponse(request));
      if (url.pathname !== '/api/leads') return sendToNode(res, json(404, { error: 'Not found' }));
      return sendToNode(res, await leads(request));
    })().catch(() => {
      if (!res.headersSent) sendToNode(res, json(500, { errors: { '(form)': MESSAGES.genericFailure } }));
    });
  });
}

/** Starts the endpoint from the environment (npm start, the tests, production). */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<http.Server> {
  const settings = databaseSettingsFromEnv(env);
  // Before anything is written: the lead folder holds visitors' data (lead-files.ts).
  keepLeadFilesPrivate(settings.leadsDir);
  const options = await leadOptionsFromEnv(env);
  const { store, delivery } = options;
  const delivering = env.LEADS_DELIVERY !== 'off';
  const operations =
    store.db.engine === 'pglite'
      ? { store, leadsDir: settings.leadsDir, token: writeOperationsToken(settings.leadsDir), kick: () => delivery.kick() }
      : undefined;
  const server = createLeadServer({ ...options, operations });
  const port = Number(env.LEADS_PORT ?? 9400);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { pending } = await store.counts();
  const upstream = !delivering ? 'delivery by workers' : env.LEADS_UPSTREAM_URL ? 'upstream set' : 'upstream not set: leads wait';
  console.log(`Lead endpoint on http://127.0.0.1:${port}/api/leads (${store.db.engine}, ${pending} pending, ${upstream})`);
  if (delivering) delivery.start();
  // Leads kept aside while the database did not take them (dead-letter.ts) are stored without an operator.
  const replaying = replayDeadLettersEvery(store, settings.leadsDir, Number(env.LEADS_REPLAY_MS ?? 30_000), {
    onStored: () => delivery.kick(),
    log: (line) => console.log(line),
  });
  store.db.onReopen(() => {
    delivery.resume();
    replaying.now();
  });
  const pruning = setInterval(() => void store.pruneRateWindows().catch(() => undefined), 10 * 60_000).unref();
  stopOnSignal(async () => {
    clearInterval(pruning);
    await new Promise((resolve) => server.close(resolve));
    await replaying.stop();
    await delivery.stop();
    await store.close();
  });
  return server;
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
