/**
 * The preview's front door: `gatsby develop` listens on localhost only, and this server stands in front of all of it
 * (its GraphQL explorer holds every draft). It answers, without a login, only robots.txt (disallow all) and Contentful's
 * signed webhook; everything else needs the session of auth.ts and is passed to Gatsby, WebSockets included (Gatsby
 * pushes new page data to open pages through one). Every answer says noindex, and may be framed only by Contentful's
 * app, whose live preview pane is a frame.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { CONTENTFUL_APP_ORIGINS, PREVIEW_ROUTES, type PreviewState } from '../../src/shared/preview';
import { normalizePath } from '../../src/shared/routing/paths';
import { escapeHtml } from '../shared/html';
import { html, json, seeOther, sendToNode, type EndpointResponse } from '../shared/http';
import { readBody } from '../shared/read-body';
import { verifyWebhook } from '../shared/contentful-webhook';
import { access, KEY_PARAM, sessionCookie } from './auth';
import type { RefreshScheduler } from './refresh';

export const PREVIEW_HEADERS: Record<string, string> = {
  'x-robots-tag': 'noindex, nofollow, noarchive',
  'content-security-policy': `frame-ancestors 'self' ${CONTENTFUL_APP_ORIGINS.join(' ')}`,
  'referrer-policy': 'no-referrer',
};

/** Changes that alter what the preview shows: any save of a draft, and an entry or asset coming or going. */
const TOPIC = /^ContentManagement\.(Entry|Asset)\.(save|auto_save|create|publish|unpublish|archive|unarchive|delete)$/;
const MAX_HOOK_BYTES = 1024 * 1024;
/** How long "Open preview" waits for an entry the preview has not read yet (one created a moment ago). */
const OPEN_WAIT_MS = 8000;

export interface PreviewServerOptions {
  /** Where `gatsby develop` listens. */
  upstream: { host: string; port: number };
  accessKey: string;
  webhookSecret: string;
  /** The preview's state file (src/pipeline/preview-content.ts). */
  stateFile: string;
  refresh: RefreshScheduler;
  log: (line: string) => void;
}

export function readState(file: string): PreviewState | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as PreviewState;
  } catch {
    return null;
  }
}

/** The page of an entry: in the locale asked for, else in the one this site shows it in. */
export function entryPage(state: PreviewState | null, entryId: string, locale: string | null): string | null {
  const pages = Object.values(state?.entries ?? {}).filter((entry) => entry.entryId === entryId);
  const found = (pages.find((entry) => entry.locale === locale) ?? pages[0])?.path;
  return found === undefined ? null : normalizePath(found);
}

function page(status: number, title: string, text: string): EndpointResponse {
  const head = `<meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>`;
  return html(
    status,
    `<!doctype html><html lang="en"><head>${head}</head><body><main><h1>${escapeHtml(title)}</h1>${text}</main></body></html>`,
  );
}

/** Sends an answer with the preview's own headers, and `extra` (a session cookie). */
function send(res: http.ServerResponse, answer: EndpointResponse, extra: Record<string, string> = {}): void {
  sendToNode(res, { ...answer, headers: { ...answer.headers, ...PREVIEW_HEADERS, ...extra } });
}

async function openEntry(options: PreviewServerOptions, url: URL): Promise<EndpointResponse> {
  const entryId = url.searchParams.get('entry') ?? '';
  const locale = url.searchParams.get('locale');
  if (!entryId) return page(400, 'No entry to open', '<p>The preview link gives no entry (<code>?entry={entry.sys.id}</code>).</p>');
  const started = Date.now();
  let asked = false;
  for (;;) {
    const state = readState(options.stateFile);
    const found = entryPage(state, entryId, locale);
    if (found) return { ...seeOther(found), status: 302 };
    if (Date.now() - started > OPEN_WAIT_MS) {
      const problems = (state?.problems ?? []).filter((problem) => problem.entryId === entryId);
      const listed = problems.map((p) => `<li>${escapeHtml(p.field)}: ${escapeHtml(p.reason)}</li>`).join('');
      return page(
        404,
        'This entry has no page in the preview',
        problems.length > 0
          ? `<p>Its draft is not valid, and it has no earlier valid version to show:</p><ul>${listed}</ul>`
          : `<p>Entry <code>${escapeHtml(entryId)}</code> is not one the site makes a page of, or it was deleted or archived.</p>`,
      );
    }
    // Opened the moment it was created: its webhook may still be on its way.
    if (!asked) options.refresh.request();
    asked = true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function refreshHook(options: PreviewServerOptions, req: http.IncomingMessage): Promise<EndpointResponse> {
  if (req.method !== 'POST') return json(405, { error: 'POST only' });
  const body = await readBody(req, MAX_HOOK_BYTES);
  if (body === null) return json(413, { error: 'The body is too large' });
  const verdict = verifyWebhook({ method: 'POST', path: req.url ?? '/', headers: req.headers, body }, options.webhookSecret);
  if (!verdict.ok) {
    options.log(`webhook refused: ${verdict.reason}`);
    return json(401, { error: `Refused: ${verdict.reason}` });
  }
  const topic = String(req.headers['x-contentful-topic'] ?? '');
  if (!TOPIC.test(topic)) return json(202, { ignored: topic });
  options.refresh.request();
  return json(202, { refreshing: topic });
}

function proxy(options: PreviewServerOptions, req: http.IncomingMessage, res: http.ServerResponse): void {
  const upstream = http.request(
    {
      ...options.upstream,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: `${options.upstream.host}:${options.upstream.port}` },
    },
    (answer) => {
      const headers = { ...answer.headers };
      delete headers['x-frame-options'];
      res.writeHead(answer.statusCode ?? 502, { ...headers, ...PREVIEW_HEADERS });
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) res.destroy();
    else
      send(
        res,
        page(502, 'The preview is starting', `<p>Gatsby is not answering yet (${escapeHtml(error.message)}); try again in a moment.</p>`),
      );
  });
  req.pipe(upstream);
}

/**
 * The URL without the access key, so that it leaves the address bar and the history; on this site whatever the path
 * (`//host/…` would be another site's address).
 */
export function withoutKey(url: URL): string {
  const clean = new URL(url);
  clean.searchParams.delete(KEY_PARAM);
  return `${clean.pathname.replace(/^\/+/, '/')}${clean.search}`;
}

export function createPreviewServer(options: PreviewServerOptions): http.Server {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://preview');
    if (url.pathname === '/robots.txt')
      return send(res, { status: 200, headers: { 'content-type': 'text/plain' }, body: null, text: 'User-agent: *\nDisallow: /\n' });
    if (url.pathname === PREVIEW_ROUTES.refresh) {
      // A sender that hangs up mid-body fails the read: the request is dropped, the server goes on.
      refreshHook(options, req).then(
        (answer) => send(res, answer),
        (error: unknown) => {
          options.log(`webhook dropped: ${error instanceof Error ? error.message : String(error)}`);
          res.destroy();
        },
      );
      return;
    }
    const allowed = access(options.accessKey, url, req.headers.cookie);
    if (!allowed.ok) {
      options.log(`refused ${req.method ?? ''} ${url.pathname}: ${allowed.reason}`);
      const why =
        allowed.reason === 'wrong key'
          ? '<p>The preview key in this link is wrong.</p>'
          : '<p>Open the preview from Contentful (its "Open preview" button), or with the preview link you were given.</p>';
      return send(res, page(401, 'Sign in to the preview', why));
    }
    const cookie: Record<string, string> = allowed.viaKey ? { 'set-cookie': sessionCookie(options.accessKey) } : {};
    if (url.pathname === PREVIEW_ROUTES.open) {
      void openEntry(options, url).then((answer) => send(res, answer, cookie));
      return;
    }
    if (allowed.viaKey) return send(res, seeOther(withoutKey(url)), cookie);
    if (url.pathname === PREVIEW_ROUTES.state) {
      const state = readState(options.stateFile);
      return send(res, json(state ? 200 : 503, state ?? { error: 'not read yet' }));
    }
    proxy(options, req, res);
  });
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://preview');
    if (!access(options.accessKey, url, req.headers.cookie).ok) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nconnection: close\r\n\r\n');
      return;
    }
    const upstream = net.connect(options.upstream.port, options.upstream.host, () => {
      const lines = [`${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i] ?? ''}: ${req.rawHeaders[i + 1] ?? ''}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
  });
  return server;
}
