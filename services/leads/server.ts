/**
 * The site's own endpoints behind nginx (it proxies /api/leads and /api/geo here), answering through the
 * same handlers as the CDN's Gatsby Functions (handler.ts): submissions are checked, committed to the
 * lead database and only then answered 201, delivered upstream after by a worker, with retries.
 * Its settings (the port, the database, delivery, the replay of dead letters, the rate limit, the sites'
 * origins, the captcha) are those services/shared/settings.ts lists as read by `leads`, checked as it starts.
 */
import http from 'node:http';
import { readBody } from '../shared/read-body';
import { MESSAGES } from '../../src/shared/forms/messages';
import { geoResponse } from './geo';
import { leadHandler, leadOptionsFromEnv, type LeadOptions } from './handler';
import { replayDeadLettersEvery } from './dead-letter';
import { keepFilesPrivate } from '../shared/private-files';
import { headerReader, json, MAX_BODY_BYTES, sendToNode, type EndpointRequest, type EndpointResponse } from '../shared/http';
import { parseOperation, runOperation, type Operation } from './operations';
import { tokenMatches, writeOperationsToken } from '../shared/operator-token';
import type { LeadStore } from './store';
import { stopOnSignal } from '../shared/stop-on-signal';
import { settingsOf, type Env } from '../shared/settings';

export { attributionFrom } from './handler';
export { MAX_BODY_BYTES } from '../shared/http';
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
export async function main(env: Env = process.env): Promise<http.Server> {
  // Every setting first: a wrong one stops the start, named, before anything is opened or written.
  const settings = settingsOf('leads', env);
  const leadsDir = settings.LEADS_DIR;
  // Before anything is written: the lead folder holds visitors' data (services/shared/private-files.ts).
  keepFilesPrivate(leadsDir);
  const options = await leadOptionsFromEnv(env);
  const { store, delivery } = options;
  const delivering = settings.LEADS_DELIVERY;
  const operations =
    store.db.engine === 'pglite' ? { store, leadsDir, token: writeOperationsToken(leadsDir), kick: () => delivery.kick() } : undefined;
  const server = createLeadServer({ ...options, operations });
  const port = settings.LEADS_PORT;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { pending } = await store.counts();
  const upstream = !delivering ? 'delivery by workers' : settings.LEADS_UPSTREAM_URL ? 'upstream set' : 'upstream not set: leads wait';
  console.log(`Lead endpoint on http://127.0.0.1:${port}/api/leads (${store.db.engine}, ${pending} pending, ${upstream})`);
  if (delivering) delivery.start();
  // Leads kept aside while the database did not take them (dead-letter.ts) are stored without an operator.
  const replaying = replayDeadLettersEvery(store, leadsDir, settings.LEADS_REPLAY_MS, {
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
