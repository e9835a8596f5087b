/**
 * The preview's front door over a stand-in for `gatsby develop` (a plain HTTP server that answers every path with
 * "page <path>" and accepts upgrades, echoing what it is sent), a state file as the build writes it, and a real
 * RefreshScheduler whose refresh the test records. Requests go over real sockets, with Node's http client: the
 * cookies, redirects and upgrades are what is under test, and fetch would follow or hide them.
 */
import { signRequest } from '@contentful/node-apps-toolkit';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREVIEW_ROUTES, type PreviewState } from '../../src/shared/preview';
import { CACHE } from '../../src/shared/config/cache';
import { cookieValue, KEY_PARAM, SESSION_COOKIE, sessionCookie, sessionValid } from './auth';
import { RefreshScheduler } from './refresh';
import { createPreviewServer } from './server';

const KEY = 'preview-access-key-'.padEnd(40, 'k');
const SECRET = 'x'.repeat(40) + 'y'.repeat(24);
const QUIET_MS = 20;

const STATE: PreviewState = {
  generation: 3,
  readAt: '2025-06-01T09:00:00.000Z',
  entries: {
    'node-en': { entryId: 'air-waybill', locale: 'en-US', path: '/glossary/air-waybill', title: 'Air waybill' },
    'node-de': { entryId: 'air-waybill', locale: 'de-DE', path: '/de/glossar/luftfrachtbrief', title: 'Luftfrachtbrief' },
  },
  problems: [{ entryId: 'bill-of-lading', locale: 'en-US', field: 'title', reason: 'must be < 60 characters', path: null }],
  checks: [],
};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Every socket a test server accepted: an upgraded one is no longer the HTTP server's, and closeAllConnections misses it. */
const accepted = new Map<http.Server, Set<net.Socket>>();

async function listen(server: http.Server): Promise<number> {
  const sockets = new Set<net.Socket>();
  accepted.set(server, sockets);
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

async function close(server: http.Server): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  for (const socket of accepted.get(server) ?? []) socket.destroy();
  accepted.delete(server);
  await closed;
}

/** One request on its own connection (no keep-alive, so that closing the server is not held up by a pooled socket). */
function request(
  port: number,
  target: string,
  init: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: target, method: init.method ?? 'GET', headers: init.headers, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** A WebSocket handshake: the answer that refused it, or the tunnel that accepted it. */
function upgrade(port: number, cookie?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; socket: net.Socket | null }> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { connection: 'Upgrade', upgrade: 'websocket', ...(cookie ? { cookie } : {}) };
    const req = http.request({ host: '127.0.0.1', port, path: '/socket.io/?EIO=4&transport=websocket', headers, agent: false });
    req.on('upgrade', (res: http.IncomingMessage, socket: net.Socket) =>
      resolve({ status: res.statusCode ?? 0, headers: res.headers, socket }),
    );
    req.on('response', (res: http.IncomingMessage) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers, socket: null });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every answer, with or without a login, may be framed by Contentful's app only and must stay out of search engines. */
function expectPreviewHeaders(answer: Answer): void {
  expect(answer.headers['x-robots-tag']).toMatch(/\bnoindex\b/);
  const header = answer.headers['content-security-policy'];
  const csp = typeof header === 'string' ? header : '';
  expect(csp).toMatch(/^frame-ancestors /);
  expect(csp.split(' ')).toContain('https://app.contentful.com');
  expect(csp).not.toContain("'none'");
}

// The stand-in for gatsby develop, shared by every test.
let work: string;
let upstream: http.Server;
let upstreamPort: number;
const upstreamSeen: Array<{ url: string; cookie: string | undefined }> = [];

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-server-'));
  upstream = http.createServer((req, res) => {
    upstreamSeen.push({ url: req.url ?? '', cookie: req.headers.cookie });
    // What Gatsby's dev server may send that the preview must not pass on: it would keep Contentful from framing it.
    res.writeHead(200, { 'content-type': 'text/html', 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" });
    res.end(`page ${req.url ?? ''}`);
  });
  upstream.on('upgrade', (req: http.IncomingMessage, socket: net.Socket) => {
    // As a WebSocket server does: the other side hanging up ends the connection.
    socket.on('end', () => socket.end());
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Path: ${req.url ?? ''}\r\n\r\n`);
    socket.on('data', (data: Buffer) => socket.write(`echo ${data.toString()}`));
  });
  upstreamPort = await listen(upstream);
});

afterAll(async () => {
  await close(upstream);
  fs.rmSync(work, { recursive: true, force: true });
});

// A preview server, its scheduler and its state file, fresh for each test.
let stateFile: string;
let refresh: RefreshScheduler;
let triggers: number;
let generation: number;
let onTrigger: () => void;
let logs: string[];
let server: http.Server;
let port: number;

function startServer(options: { upstreamPort?: number } = {}): Promise<number> {
  server = createPreviewServer({
    upstream: { host: '127.0.0.1', port: options.upstreamPort ?? upstreamPort },
    accessKey: KEY,
    webhookSecret: SECRET,
    stateFile,
    refresh,
    log: (line) => logs.push(line),
  });
  return listen(server);
}

beforeEach(async () => {
  stateFile = path.join(work, 'preview-state.json');
  fs.writeFileSync(stateFile, JSON.stringify(STATE));
  triggers = 0;
  generation = STATE.generation;
  onTrigger = () => undefined;
  logs = [];
  refresh = new RefreshScheduler({
    trigger: () => {
      triggers += 1;
      onTrigger();
      generation += 1;
      return Promise.resolve();
    },
    generation: () => generation,
    log: (line) => logs.push(line),
    quietMs: QUIET_MS,
    maxWaitMs: 5 * QUIET_MS,
    pollMs: 5,
    readTimeoutMs: 1000,
  });
  port = await startServer();
});

afterEach(async () => {
  refresh.stop();
  await refresh.idle();
  await close(server);
});

/** Long enough for a refresh that was asked for to have started: the absence of a trigger after it means something. */
const afterQuietPeriod = async () => {
  await delay(5 * QUIET_MS);
  await refresh.idle();
};

/** The session cookie the server hands out for the key, as a browser would send it back. */
async function login(): Promise<string> {
  const answer = await request(port, `/?${KEY_PARAM}=${encodeURIComponent(KEY)}`);
  const pair = answer.headers['set-cookie']?.[0]?.split(';')[0];
  if (!pair) throw new Error(`no session cookie (${answer.status})`);
  return pair;
}

const withKey = (target: string) => `${target}${target.includes('?') ? '&' : '?'}${KEY_PARAM}=${encodeURIComponent(KEY)}`;

describe('without a login', () => {
  it('answers robots.txt: disallow all, noindex, framed by Contentful only', async () => {
    const answer = await request(port, '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(/^User-agent: \*$/m);
    expect(answer.body).toMatch(/^Disallow: \/$/m);
    expectPreviewHeaders(answer);
  });

  it('refuses the site and its GraphQL explorer, and with a wrong key, without asking Gatsby', async () => {
    const before = upstreamSeen.length;
    for (const target of ['/', '/___graphql', `/?${KEY_PARAM}=wrong`, `/___graphql?${KEY_PARAM}=wrong`, '/glossary/air-waybill/']) {
      const answer = await request(port, target);
      expect(answer.status, target).toBe(401);
      expect(answer.headers['set-cookie'], target).toBeUndefined();
      expectPreviewHeaders(answer);
    }
    const otherKeysSession = sessionCookie('another-key-'.padEnd(40, 'o')).split(';')[0] ?? '';
    expect((await request(port, '/', { headers: { cookie: otherKeysSession } })).status).toBe(401);
    expect(upstreamSeen.length).toBe(before);
    expect(logs).toContain('refused GET /___graphql: wrong key');
    expect(logs).toContain('refused GET /: no login');
  });

  it('refuses the state and an entry to open', async () => {
    expect((await request(port, PREVIEW_ROUTES.state)).status).toBe(401);
    expect((await request(port, `${PREVIEW_ROUTES.open}?entry=air-waybill&locale=en-US`)).status).toBe(401);
  });

  it('refuses a WebSocket upgrade', async () => {
    const answer = await upgrade(port);
    answer.socket?.destroy();
    expect(answer.status).toBe(401);
    expect(answer.socket).toBeNull();
  });
});

describe('signing in with the key', () => {
  it('sets the session cookie and sends the browser to the same address without the key', async () => {
    const before = upstreamSeen.length;
    const home = await request(port, withKey('/'));
    expect(home.status).toBe(303);
    expect(home.headers.location).toBe('/');
    const cookie = home.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(sessionValid(KEY, cookieValue(cookie.split(';')[0]))).toBe(true);
    expectPreviewHeaders(home);

    const explorer = await request(port, withKey('/___graphql?query=%7Bsite%7D'));
    expect(explorer.status).toBe(303);
    expect(explorer.headers.location).toBe('/___graphql?query=%7Bsite%7D');
    expect(explorer.headers['set-cookie']).toHaveLength(1);
    // The key never reaches Gatsby (nor its logs): the browser comes back without it.
    expect(upstreamSeen.length).toBe(before);
  });

  // `/.//host` has the pathname `//host`, which a browser reads as another site: the redirect of a login must stay on
  // this site.
  it('keeps the redirect on this site for a path that starts, once normalised, with //', async () => {
    const answer = await request(port, withKey('/.//evil.example/x'));
    expect(answer.status).toBe(303);
    const location = answer.headers.location ?? '';
    expect(new URL(location, 'http://preview.example').origin).toBe('http://preview.example');
  });
});

describe('with the session cookie', () => {
  it('passes the site and the GraphQL explorer to Gatsby, with the preview headers and without X-Frame-Options', async () => {
    const cookie = await login();
    for (const target of ['/', '/___graphql', '/glossary/air-waybill/?x=1']) {
      const answer = await request(port, target, { headers: { cookie: `theme=dark; ${cookie}; lang=en` } });
      expect(answer.status, target).toBe(200);
      expect(answer.body).toBe(`page ${target}`);
      expectPreviewHeaders(answer);
      expect(answer.headers['x-frame-options'], target).toBeUndefined();
      expect(answer.headers['content-type']).toBe('text/html');
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(upstreamSeen.at(-1)?.url).toBe(target);
      // The site's own cookies still reach it.
      expect(upstreamSeen.at(-1)?.cookie).toContain('theme=dark');
    }
  });

  it('says the preview is starting when Gatsby does not answer yet', async () => {
    const gone = http.createServer();
    const closedPort = await listen(gone);
    await close(gone);
    await close(server);
    port = await startServer({ upstreamPort: closedPort });
    const answer = await request(port, '/', { headers: { cookie: await login() } });
    expect(answer.status).toBe(502);
    expect(answer.body).toContain('The preview is starting');
    expectPreviewHeaders(answer);
  });

  it('passes a WebSocket upgrade on to Gatsby, both ways', async () => {
    const { status, headers, socket } = await upgrade(port, await login());
    try {
      expect(status).toBe(101);
      expect(headers['x-path']).toBe('/socket.io/?EIO=4&transport=websocket');
      if (!socket) throw new Error('no tunnel');
      const echoed = new Promise<string>((resolve) => socket.once('data', (data: Buffer) => resolve(data.toString())));
      socket.write('hello');
      expect(await echoed).toBe('echo hello');
    } finally {
      socket?.destroy();
    }
  });

  it('serves the state, never cached', async () => {
    const answer = await request(port, PREVIEW_ROUTES.state, { headers: { cookie: await login() } });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(CACHE.never);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual(STATE);
    expectPreviewHeaders(answer);
  });

  it('says so when the state has not been written yet', async () => {
    fs.rmSync(stateFile);
    const answer = await request(port, PREVIEW_ROUTES.state, { headers: { cookie: await login() } });
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({ error: 'not read yet' });
  });
});

describe('opening an entry', () => {
  const open = (query: string, headers: http.OutgoingHttpHeaders = {}) => request(port, `${PREVIEW_ROUTES.open}?${query}`, { headers });

  it('redirects to the page of the entry in the locale asked for, with the trailing slash, without a refresh', async () => {
    const cookie = await login();
    const english = await open('entry=air-waybill&locale=en-US', { cookie });
    expect(english.status).toBe(302);
    expect(english.headers.location).toBe('/glossary/air-waybill/');
    expect(english.headers['cache-control']).toBe(CACHE.never);
    expectPreviewHeaders(english);
    expect((await open('entry=air-waybill&locale=de-DE', { cookie })).headers.location).toBe('/de/glossar/luftfrachtbrief/');
    // A locale the site does not show the entry in: the page it does show it on.
    expect((await open('entry=air-waybill&locale=fr-FR', { cookie })).headers.location).toBe('/glossary/air-waybill/');
    await afterQuietPeriod();
    expect(triggers).toBe(0);
  });

  it('signs in with the key on the way, setting the cookie with the redirect', async () => {
    const answer = await open(`entry=air-waybill&locale=en-US&${KEY_PARAM}=${encodeURIComponent(KEY)}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/glossary/air-waybill/');
    expect(sessionValid(KEY, cookieValue(answer.headers['set-cookie']?.[0]?.split(';')[0]))).toBe(true);
  });

  it('asks which entry when the link names none', async () => {
    const answer = await open('locale=en-US', { cookie: await login() });
    expect(answer.status).toBe(400);
  });

  // Its timeout outlasts OPEN_WAIT_MS, so that a refresh never asked for fails as a 404 rather than as a timeout.
  it(
    'waits for an entry created a moment ago: it asks for a refresh and redirects once the preview has read it',
    { timeout: 20_000 },
    async () => {
      const cookie = await login();
      onTrigger = () => {
        const state: PreviewState = {
          ...STATE,
          generation: STATE.generation + 1,
          entries: { ...STATE.entries, 'node-new': { entryId: 'new-term', locale: 'en-US', path: '/glossary/new-term', title: 'New' } },
        };
        fs.writeFileSync(stateFile, JSON.stringify(state));
      };
      const answer = await open('entry=new-term&locale=en-US', { cookie });
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe('/glossary/new-term/');
      expect(triggers).toBe(1);
    },
  );

  // OPEN_WAIT_MS is a constant of 8 s in server.ts: both 404s are asked at once, so that the file waits for it once.
  it('answers 404 after waiting, listing the draft’s problems when it has some, and asks for a refresh', { timeout: 20_000 }, async () => {
    const cookie = await login();
    const started = Date.now();
    const [unknown, invalid] = await Promise.all([
      open('entry=no-such-entry&locale=en-US', { cookie }),
      open('entry=bill-of-lading&locale=en-US', { cookie }),
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(8000);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('<code>no-such-entry</code> is not one the site makes a page of');
    expect(unknown.body).not.toContain('<li>');
    expectPreviewHeaders(unknown);
    expect(invalid.status).toBe(404);
    expect(invalid.body).toContain('<li>title: must be &lt; 60 characters</li>');
    expect(invalid.headers['cache-control']).toBe(CACHE.never);
    expect(triggers).toBeGreaterThanOrEqual(1);
  });
});

describe('the refresh webhook', () => {
  const body = JSON.stringify({ sys: { id: 'air-waybill', type: 'Entry', revision: 7 } });

  /** A webhook as Contentful sends it, signed for the path the server sees (services/publisher/webhook.test.ts). */
  function webhook(topic: string, options: { secret?: string; signedPath?: string } = {}): Promise<Answer> {
    const headers = { 'content-type': 'application/vnd.contentful.management.v1+json', 'x-contentful-topic': topic };
    const signature = signRequest(
      options.secret ?? SECRET,
      { method: 'POST', path: options.signedPath ?? PREVIEW_ROUTES.refresh, headers, body },
      Date.now(),
    );
    return request(port, PREVIEW_ROUTES.refresh, { method: 'POST', headers: { ...headers, ...signature }, body });
  }

  it('refreshes on a signed save, without a login', async () => {
    const answer = await webhook('ContentManagement.Entry.save');
    expect(answer.status).toBe(202);
    expect(JSON.parse(answer.body)).toEqual({ refreshing: 'ContentManagement.Entry.save' });
    expectPreviewHeaders(answer);
    await afterQuietPeriod();
    expect(triggers).toBe(1);
  });

  it('refreshes on the other changes a draft can go through', async () => {
    for (const topic of ['ContentManagement.Entry.auto_save', 'ContentManagement.Asset.delete', 'ContentManagement.Entry.archive'])
      expect((await webhook(topic)).status, topic).toBe(202);
    await afterQuietPeriod();
    expect(triggers).toBeGreaterThanOrEqual(1);
  });

  it('refuses a webhook signed with another secret, or for another address, and does not refresh', async () => {
    const wrongSecret = await webhook('ContentManagement.Entry.save', { secret: 'z'.repeat(64) });
    expect(wrongSecret.status).toBe(401);
    expect(JSON.parse(wrongSecret.body)).toEqual({ error: 'Refused: the signature does not match' });
    expect((await webhook('ContentManagement.Entry.save', { signedPath: '/hooks/contentful' })).status).toBe(401);
    expect(logs).toContain('webhook refused: the signature does not match');
    await afterQuietPeriod();
    expect(triggers).toBe(0);
  });

  it('refuses an unsigned webhook, and does not refresh', async () => {
    const answer = await request(port, PREVIEW_ROUTES.refresh, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-contentful-topic': 'ContentManagement.Entry.save' },
      body,
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toContain('not signed');
    await afterQuietPeriod();
    expect(triggers).toBe(0);
  });

  it('ignores a signed topic that does not change a draft', async () => {
    const answer = await webhook('ContentManagement.ContentType.save');
    expect(answer.status).toBe(202);
    expect(JSON.parse(answer.body)).toEqual({ ignored: 'ContentManagement.ContentType.save' });
    await afterQuietPeriod();
    expect(triggers).toBe(0);
  });

  it('answers only POST', async () => {
    expect((await request(port, PREVIEW_ROUTES.refresh)).status).toBe(405);
  });

  // The route is open to anyone, and reading a body rejects when the sender hangs up mid-body: unhandled, that would end
  // the process, the whole preview. Vitest's own listener would report it as an error of the run, so it is set aside
  // while this test looks.
  it('survives a sender that hangs up before the body has arrived', async () => {
    const rejections: unknown[] = [];
    const vitestListeners = process.listeners('unhandledRejection');
    const record = (reason: unknown) => rejections.push(reason);
    process.removeAllListeners('unhandledRejection');
    process.on('unhandledRejection', record);
    try {
      const socket = net.connect(port, '127.0.0.1');
      await once(socket, 'connect');
      socket.write(
        `POST ${PREVIEW_ROUTES.refresh} HTTP/1.1\r\nHost: preview\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"sys":`,
      );
      await delay(50);
      socket.destroy();
      await delay(100);
    } finally {
      process.off('unhandledRejection', record);
      for (const listener of vitestListeners) process.on('unhandledRejection', listener);
    }
    expect(rejections).toEqual([]);
  });
});
