/**
 * The submission endpoint behind the site's own origin (nginx proxies POST /api/leads here). It checks
 * each submission with the same zod schemas as the forms, drops honeypot hits, verifies the captcha when
 * a secret is configured, attaches the attribution cookie, stores the lead durably and only then answers
 * 201; delivery upstream happens after, with retries.
 *   LEADS_PORT (9400), LEADS_DIR (.leads), LEADS_UPSTREAM_URL, CAPTCHA_SECRET, CAPTCHA_VERIFY_URL,
 *   LEADS_RETRY_BASE_MS (1000), LEADS_RETRY_MAX_MS (300000), LEADS_UPSTREAM_TIMEOUT_MS (10000)
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { MESSAGES } from '../../src/shared/forms/messages';
import { parseSubmission } from '../../src/shared/forms/schemas';
import { Delivery } from './delivery';
import { LeadStore } from './store';

export const MAX_BODY_BYTES = 32 * 1024;
const ATTRIBUTION_COOKIE = 'fp-utm';

export interface ServerOptions {
  store: LeadStore;
  delivery: Delivery;
  captchaSecret?: string;
  captchaVerifyUrl?: string;
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
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

/** The attribution data the site stored in its fp-utm cookie (a JSON object of strings), if any. */
export function attributionFrom(cookieHeader: string | undefined): Record<string, string> | null {
  const raw = cookieHeader
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${ATTRIBUTION_COOKIE}=`))
    ?.slice(ATTRIBUTION_COOKIE.length + 1);
  if (!raw || raw.length > 4096) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return Object.fromEntries(
      Object.entries(value)
        .filter((e): e is [string, string] => typeof e[1] === 'string')
        .map(([k, v]) => [k.slice(0, 64), v.slice(0, 512)]),
    );
  } catch {
    return null;
  }
}

async function captchaPasses(token: string | undefined, secret: string, verifyUrl: string): Promise<boolean> {
  if (!token) return false;
  try {
    const response = await fetch(verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(5000),
    });
    const result = (await response.json()) as { success?: boolean; score?: number };
    return result.success === true && (result.score === undefined || result.score >= 0.5);
  } catch {
    return false;
  }
}

export function createLeadServer({
  store,
  delivery,
  captchaSecret,
  captchaVerifyUrl = 'https://www.google.com/recaptcha/api/siteverify',
}: ServerOptions): http.Server {
  return http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/api/leads/health' && req.method === 'GET') return send(res, 200, { ok: true, ...store.counts() });
      if (url.pathname !== '/api/leads') return send(res, 404, { error: 'Not found' });
      if (req.method !== 'POST') {
        res.setHeader('allow', 'POST');
        return send(res, 405, { error: 'Use POST' });
      }
      if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return send(res, 415, { error: 'Send application/json' });
      if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return send(res, 413, { error: 'Too large' });
      const text = await readBody(req);
      if (text === null) return send(res, 413, { error: 'Too large' });
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return send(res, 400, { errors: { '(form)': MESSAGES.responseInvalid } });
      }
      if (typeof body !== 'object' || body === null) return send(res, 400, { errors: { '(form)': MESSAGES.responseInvalid } });
      const record = body as Record<string, unknown>;
      // A bot filled the hidden field: answer as if accepted, so it learns nothing, and keep nothing.
      if (typeof record.website === 'string' && record.website.trim() !== '') return send(res, 201, { id: randomUUID() });
      const parsed = await parseSubmission(body);
      if (!parsed.ok) return send(res, 400, { errors: parsed.errors });
      if (captchaSecret && !(await captchaPasses(parsed.lead.captchaToken, captchaSecret, captchaVerifyUrl))) {
        return send(res, 400, { errors: { '(form)': MESSAGES.genericFailure } });
      }
      // The browser names each submission, so a retried POST is the same lead, stored once.
      const submissionId =
        typeof record.submissionId === 'string' && /^[0-9a-f-]{36}$/i.test(record.submissionId)
          ? record.submissionId.toLowerCase()
          : randomUUID();
      if (!store.has(submissionId)) {
        const { captchaToken: _token, website: _honeypot, ...lead } = parsed.lead;
        store.add({ id: submissionId, receivedAt: new Date().toISOString(), lead, attribution: attributionFrom(req.headers.cookie) });
        delivery.kick();
      }
      return send(res, 201, { id: submissionId });
    })().catch(() => {
      if (!res.headersSent) send(res, 500, { errors: { '(form)': MESSAGES.genericFailure } });
    });
  });
}

/** Starts the endpoint from the environment (npm start, the tests, production). */
export function main(env: NodeJS.ProcessEnv = process.env): http.Server {
  const store = new LeadStore(path.resolve(env.LEADS_DIR ?? '.leads'));
  const delivery = new Delivery(store, {
    upstreamUrl: env.LEADS_UPSTREAM_URL || undefined,
    baseDelayMs: Number(env.LEADS_RETRY_BASE_MS ?? 1000),
    maxDelayMs: Number(env.LEADS_RETRY_MAX_MS ?? 300_000),
    timeoutMs: Number(env.LEADS_UPSTREAM_TIMEOUT_MS ?? 10_000),
  });
  const server = createLeadServer({
    store,
    delivery,
    captchaSecret: env.CAPTCHA_SECRET || undefined,
    captchaVerifyUrl: env.CAPTCHA_VERIFY_URL || undefined,
  });
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
