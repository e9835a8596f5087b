/**
 * The site's own endpoints behind nginx (it proxies /api/leads and /api/geo here), answering through the
 * same handlers as the CDN's Gatsby Functions (handler.ts): submissions are checked, stored durably and
 * only then answered 201, delivered upstream after, with retries.
 *   LEADS_PORT (9400), LEADS_DIR (.leads), LEADS_UPSTREAM_URL, LEADS_SITE_ORIGINS, the captcha's
 *   GATSBY_RECAPTCHA_SITE_KEY, RECAPTCHA_PROJECT_ID, RECAPTCHA_API_KEY, RECAPTCHA_SCORE_THRESHOLD (0.5),
 *   LEADS_RETRY_BASE_MS (1000), LEADS_RETRY_MAX_MS (300000), LEADS_UPSTREAM_TIMEOUT_MS (10000)
 */
import http from 'node:http';
import { MESSAGES } from '../../src/shared/forms/messages';
import {
  geoResponse,
  headerReader,
  json,
  leadHandler,
  leadOptionsFromEnv,
  MAX_BODY_BYTES,
  type EndpointResponse,
  type LeadOptions,
} from './handler';

export { attributionFrom, MAX_BODY_BYTES } from './handler';
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
        return send(res, json(200, { ok: true, ...options.store.counts() }));
      if (url.pathname === '/api/geo') return send(res, geoResponse(request));
      if (url.pathname !== '/api/leads') return send(res, json(404, { error: 'Not found' }));
      return send(res, await leads(request));
    })().catch(() => {
      if (!res.headersSent) send(res, json(500, { errors: { '(form)': MESSAGES.genericFailure } }));
    });
  });
}

/** Starts the endpoint from the environment (npm start, the tests, production). */
export function main(env: NodeJS.ProcessEnv = process.env): http.Server {
  const options = leadOptionsFromEnv(env);
  const { store, delivery } = options;
  const server = createLeadServer(options);
  const port = Number(env.LEADS_PORT ?? 9400);
  server.listen(port, '127.0.0.1', () => {
    const { pending } = store.counts();
    console.log(
      `Lead endpoint on http://127.0.0.1:${port}/api/leads (${pending} pending, upstream ${env.LEADS_UPSTREAM_URL ? 'set' : 'not set: leads wait'})`,
    );
    delivery.start();
  });
  const stop = () => {
    delivery.stop();
    server.close(() => {
      store.close();
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return server;
}

if (require.main === module) main();
