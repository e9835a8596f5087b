/**
 * npm run publisher — publishes to live on our own servers (publisher.ts), answering:
 *   POST /hooks/contentful   Contentful's publish, unpublish and delete webhooks, signed with
 *                            CONTENTFUL_WEBHOOK_SECRET (webhook.ts): 202 at once, the build follows.
 *   POST /hooks/publish      `npm run publish` for the file-based content (the token).
 *   POST /rollback           `npm run publish:rollback` (the token).
 *   GET  /status, /status.json  recent publishes for editors (the token: a bearer header or ?token=).
 * Its settings (the port, PUBLISH_DIR, the database, the locales, releases kept, the reload, ship and notify hooks, the
 * tokens) are those services/shared/settings.ts lists as read by `publisher`, checked as it starts.
 */
import fs from 'node:fs';
import http from 'node:http';
import { readBody } from '../shared/read-body';
import path from 'node:path';
import { openDatabase } from '../shared/db';
import { headerReader, html, json, sendToNode, type EndpointResponse } from '../shared/http';
import { tokenMatches, writeOperationsToken } from '../shared/operator-token';
import { takeLock } from '../shared/process-lock';
import { settingsOf, type Env } from '../shared/settings';
import { stopOnSignal } from '../shared/stop-on-signal';
import { startPublisher, type Publisher } from './publisher';
import { statusPage } from './status-page';
import { publishStore, type PublishStore } from './store';
import { verifyWebhook } from '../shared/contentful-webhook';
import { eventKey, publishEvent } from './webhook';

/** Webhook bodies are one entry with every locale's fields: far below this. */
const MAX_HOOK_BYTES = 1024 * 1024;
const STATUS_LIMIT = 30;

export interface ServerDeps {
  store: PublishStore;
  publisher: Publisher;
  token: string;
  /** Null: the Contentful hook answers 503 rather than take unsigned publishes. */
  webhookSecret: string | null;
  log: (line: string) => void;
}

async function contentfulHook(deps: ServerDeps, req: http.IncomingMessage): Promise<EndpointResponse> {
  if (!deps.webhookSecret) return json(503, { error: 'CONTENTFUL_WEBHOOK_SECRET is not set: webhooks are refused' });
  const body = await readBody(req, MAX_HOOK_BYTES);
  if (body === null) return json(413, { error: 'The body is too large' });
  const verdict = verifyWebhook({ method: req.method ?? 'POST', path: req.url ?? '/', headers: req.headers, body }, deps.webhookSecret);
  if (!verdict.ok) {
    deps.log(`webhook refused: ${verdict.reason}`);
    return json(401, { error: `Refused: ${verdict.reason}` });
  }
  const topic = headerReader(req.headers)('x-contentful-topic');
  const event = publishEvent(topic, body);
  if (event instanceof Error) return json(400, { error: event.message });
  if (event === null) return json(202, { ignored: topic ?? 'no topic' });
  const added = await deps.store.addTrigger({
    key: eventKey(event),
    source: 'contentful',
    action: `${event.entity}.${event.action}`,
    entityId: event.id,
    version: event.version,
    contentType: event.contentType,
  });
  if (added !== null) deps.publisher.wake();
  return json(202, { accepted: eventKey(event), trigger: added, duplicate: added === null });
}

function authorised(deps: ServerDeps, req: http.IncomingMessage, url: URL): boolean {
  const header = headerReader(req.headers)('authorization');
  return tokenMatches(deps.token, header ?? url.searchParams.get('token') ?? undefined);
}

async function route(deps: ServerDeps, req: http.IncomingMessage): Promise<EndpointResponse> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const method = req.method ?? 'GET';
  if (url.pathname === '/health') return json(200, { ok: true, live: deps.publisher.live() });
  if (url.pathname === '/hooks/contentful')
    return method === 'POST' ? contentfulHook(deps, req) : json(405, { error: 'Use POST' }, { allow: 'POST' });
  if (!authorised(deps, req, url)) return json(401, { error: 'Send the publisher token (Authorization: Bearer, or ?token=)' });
  if (url.pathname === '/hooks/publish' && method === 'POST') {
    const body = JSON.parse((await readBody(req, MAX_HOOK_BYTES)) || '{}') as { commit?: unknown };
    const commit = typeof body.commit === 'string' && body.commit ? body.commit : 'working tree';
    // Each request is its own trigger: publishing the same commit again is asked for on purpose.
    const trigger = await deps.store.addTrigger({
      key: `content:${commit}:${Date.now()}:${Math.random()}`,
      source: 'content',
      action: 'commit',
      entityId: commit,
    });
    deps.publisher.wake();
    return json(202, { accepted: commit, trigger });
  }
  if (url.pathname === '/rollback' && method === 'POST') {
    const body = JSON.parse((await readBody(req, MAX_HOOK_BYTES)) || '{}') as { to?: unknown };
    try {
      const record = await deps.publisher.rollback(typeof body.to === 'string' ? body.to : undefined);
      return json(200, record);
    } catch (error) {
      return json(409, { error: error instanceof Error ? error.message : String(error) });
    }
  }
  if (url.pathname === '/status.json' && method === 'GET')
    return json(200, {
      live: deps.publisher.live(),
      idle: deps.publisher.isIdle(),
      nextScheduled: await deps.store.nextScheduled(),
      waiting: await deps.store.waitingTriggers(),
      publishes: await deps.store.recent(STATUS_LIMIT),
    });
  if (url.pathname === '/status' && method === 'GET')
    return html(
      200,
      statusPage({
        live: deps.publisher.live(),
        nextScheduled: await deps.store.nextScheduled(),
        waiting: await deps.store.waitingTriggers(),
        publishes: await deps.store.recent(STATUS_LIMIT),
      }),
    );
  return json(404, { error: 'Not found' });
}

export function createPublisherServer(deps: ServerDeps): http.Server {
  return http.createServer((req, res) => {
    route(deps, req).then(
      (response) => sendToNode(res, response),
      (error: unknown) => {
        deps.log(`request ${req.method ?? ''} ${req.url ?? ''}: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) sendToNode(res, json(500, { error: 'The publisher failed to answer' }));
      },
    );
  });
}

export async function main(env: Env = process.env): Promise<{ server: http.Server; stop: () => Promise<void> }> {
  // Every setting first: a wrong one stops the start, named, before the lock is taken or anything written.
  const settings = settingsOf('publisher', env);
  const root = path.resolve(__dirname, '../..');
  const dir = settings.PUBLISH_DIR;
  const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);
  // Releases are read by the web server's user; the database and the token are kept private inside (db/, ops.token).
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  const release = await takeLock(
    path.join(dir, 'publisher.lock'),
    (pid) => new Error(`A publisher for ${dir} is running already (process ${pid})`),
  );
  const db = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: path.join(dir, 'db') });
  const store = await publishStore(db);
  const publisher = await startPublisher(store, {
    root,
    dir,
    locales: settings.PUBLISH_LOCALES,
    keep: settings.PUBLISH_KEEP,
    reloadCommand: settings.PUBLISH_RELOAD_COMMAND ?? null,
    shipCommand: settings.PUBLISH_SHIP_COMMAND ?? null,
    notifyUrl: settings.PUBLISH_NOTIFY_URL ?? null,
    buildEnv: {},
    log,
  });
  const token = settings.PUBLISHER_TOKEN ?? writeOperationsToken(dir);
  const server = createPublisherServer({ store, publisher, token, webhookSecret: settings.CONTENTFUL_WEBHOOK_SECRET ?? null, log });
  const port = settings.PUBLISHER_PORT;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  log(`Publisher on http://127.0.0.1:${port} (${db.engine}, releases in ${dir}, live ${publisher.live() ?? 'none yet'})`);
  const stop = async () => {
    await new Promise((resolve) => server.close(resolve));
    await publisher.stop();
    await db.close();
    release();
  };
  return { server, stop };
}

if (require.main === module) {
  main().then(
    ({ stop }) => stopOnSignal(stop),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
