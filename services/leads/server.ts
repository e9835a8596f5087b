/**
 * The site's own endpoints behind nginx (it proxies /api/leads and /api/geo here), answering through the
 * same handlers as the CDN's Gatsby Functions (handler.ts): submissions are checked, committed to the
 * lead database and only then answered 201, delivered upstream after by a worker, with retries.
 *   LEADS_PORT (9400); the database: DATABASE_URL (PostgreSQL) or else PGlite in LEADS_DIR (.leads),
 *   LEADS_PGLITE_FSYNC (on), LEADS_DB_POOL (10); delivery: LEADS_UPSTREAM_URL, LEADS_DELIVERY (on; off
 *   leaves delivery to `npm run leads:worker` processes), LEADS_RETRY_BASE_MS (1000), LEADS_RETRY_MAX_MS
 *   (300000), LEADS_UPSTREAM_TIMEOUT_MS (10000), LEADS_POLL_MS (1000); LEADS_SITE_ORIGINS; the captcha's
 *   GATSBY_RECAPTCHA_SITE_KEY, RECAPTCHA_PROJECT_ID, RECAPTCHA_API_KEY, RECAPTCHA_SCORE_THRESHOLD (0.5).
 */
import http from 'node:http';
import { MESSAGES } from '../../src/shared/forms/messages';
import { geoResponse } from './geo';
import { leadHandler, leadOptionsFromEnv, type LeadOptions } from './handler';
import { headerReader, json, MAX_BODY_BYTES, type EndpointResponse } from './http';
import { LeadStore } from './store';

export { attributionFrom } from './handler';
export { MAX_BODY_BYTES } from './http';
export type ServerOptions = LeadOptions;

function send(res: http.ServerResponse, { status, headers, body }: EndpointResponse): void {
  res.writeHead(status, headers);
  res.end(JSON.stringify(body));
}

function readBody(req: http.IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The endpoints nginx proxies to this service: POST /api/leads, GET /api/geo, and a health check. */
export function createLeadServer(options: ServerOptions): http.Server {
  const leads = leadHandler(options);
  return http.createServer((req, res) => {
    const request = {
      method: req.method ?? 'GET',
      header: headerReader(req.headers),
      body: () => readBody(req),
    };
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/api/leads/health' && req.method === 'GET')
        return send(res, json(200, { ok: true, ...(await options.store.counts()) }));
      // For `npm run leads:pending` while this process holds PGlite's folder. nginx proxies only /api/leads
      // and /api/geo exactly, and this service listens on loopback: operators only.
      if (url.pathname === '/api/leads/pending' && req.method === 'GET' && options.store instanceof LeadStore)
        return send(res, json(200, { counts: await options.store.counts(), pending: await options.store.pending() }));
      if (url.pathname === '/api/geo') return send(res, geoResponse(request));
      if (url.pathname !== '/api/leads') return send(res, json(404, { error: 'Not found' }));
      return send(res, await leads(request));
    })().catch(() => {
      if (!res.headersSent) send(res, json(500, { errors: { '(form)': MESSAGES.genericFailure } }));
    });
  });
}

/** Stops a process's lead service on SIGTERM or Ctrl-C: what is under way finishes, then the database closes. */
export function stopOnSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}

/** Starts the endpoint from the environment (npm start, the tests, production). */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<http.Server> {
  const options = await leadOptionsFromEnv(env);
  const { store, delivery } = options;
  const delivering = env.LEADS_DELIVERY !== 'off';
  const server = createLeadServer(options);
  const port = Number(env.LEADS_PORT ?? 9400);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { pending } = await store.counts();
  const upstream = !delivering ? 'delivery by workers' : env.LEADS_UPSTREAM_URL ? 'upstream set' : 'upstream not set: leads wait';
  console.log(`Lead endpoint on http://127.0.0.1:${port}/api/leads (${store.db.engine}, ${pending} pending, ${upstream})`);
  if (delivering) delivery.start();
  stopOnSignal(async () => {
    await new Promise((resolve) => server.close(resolve));
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
