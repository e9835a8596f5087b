/**
 * A Contentful-compatible Content Delivery API over HTTPS, enough for gatsby-source-contentful: the
 * space, its locales, content types (paged) and the Sync API (initial sync in pages, then incremental
 * syncs from a token). Entries come from a space-import file (src/pipeline/contentful/export.ts). Tests change
 * entries through `update` (a publish), `unpublish` and `remove` (a delete), as an editor would, and `saveDraft`
 * (a save that is not published). Assets, when given, are published with the initial sync and their files
 * served from the same server, as Contentful's asset hosts would.
 *
 * Besides delivery, as Contentful does:
 * - the Preview API: the same routes answered with drafts when the preview token is sent (Contentful serves it on
 *   another host, preview.contentful.com; one server with two tokens is enough to tell them apart);
 * - webhooks: each change is POSTed to the configured URLs with Contentful's topic, headers and body, signed with the
 *   webhook's secret the way Contentful signs (`signRequest` of @contentful/node-apps-toolkit);
 * - `deliveryLagMs`: after a change, delivery goes on serving the state before it for that long, as a CDN in front
 *   of a real API can (sync tokens issued meanwhile do not pass the change, so a later sync still finds it).
 */
import https from 'node:https';
import { signRequest } from '@contentful/node-apps-toolkit';
import type { AddressInfo } from 'node:net';
import type { SpaceImport } from '../../src/pipeline/contentful/export';
import type { ContentfulEntry } from '../../src/pipeline/contentful/entries';

export interface CdaServerOptions {
  spaceId: string;
  environment: string;
  accessToken: string;
  key: string;
  cert: string;
  port?: number;
  /** Items per sync page (Contentful allows up to 1000). */
  syncPageSize?: number;
  assets?: CdaAsset[];
  /** The Preview API's token: requests with it see drafts. */
  previewToken?: string;
  webhooks?: Webhook[];
  /** ms that delivery keeps serving the state before a change (0: none). */
  deliveryLagMs?: number;
}

/** A webhook as set up in Contentful's space settings: where to, with which signing secret, for which topics. */
export interface Webhook {
  name: string;
  url: string;
  /** 64 characters, as Contentful's signing secrets are. */
  secret: string;
  /** Topics such as "ContentManagement.Entry.publish"; all when not given. */
  topics?: string[];
}

/** A webhook the stand-in sent, and what the receiver answered. */
export interface SentWebhook {
  topic: string;
  entryId: string;
  status: number;
  sentAt: number;
}

/** A published asset: its file is served at //<host>/files/<id>/<fileName> (any query ignored). */
export interface CdaAsset {
  id: string;
  title: string;
  description: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  width?: number;
  height?: number;
}

/** One published state of an entry, from the change that made it. */
interface Stored {
  entry: ContentfulEntry;
  revision: number;
  createdAt: string;
  updatedAt: string;
  /** Sequence number of the change; a sync token is the sequence it was issued at. */
  changed: number;
  deleted: boolean;
}

export interface CdaServer {
  url: string;
  host: string;
  requests: string[];
  /** Publishes a change to an entry (and its draft). */
  update(entryId: string, change: (entry: ContentfulEntry) => void): Promise<void>;
  /** Publishes a new entry. */
  create(entry: ContentfulEntry): Promise<void>;
  /** Publishes an entry that so far was only a draft, as it stands. */
  publishDraft(entryId: string): Promise<void>;
  /** Takes an entry off delivery; its draft stays in preview. */
  unpublish(entryId: string): Promise<void>;
  /** Deletes an entry, from delivery and preview (a draft that was never published, from preview). */
  remove(entryId: string): Promise<void>;
  /** Archives an unpublished entry: the Preview API no longer returns it (a delta sync reports it deleted). */
  archive(entryId: string): Promise<void>;
  /** Creates an entry as a draft, seen only through the Preview API until it is published. */
  createDraft(entry: ContentfulEntry): Promise<void>;
  /** Saves a draft, seen only through the Preview API (an editor's save, or the auto-save while typing). */
  saveDraft(entryId: string, change: (entry: ContentfulEntry) => void): Promise<void>;
  /** The published revision of an entry (0 when it is not published). */
  revision(entryId: string): number;
  /** Sets up one more webhook, as an editor adds one in the space's settings. */
  addWebhook(hook: Webhook): void;
  /** From now on, delivery serves each change `ms` after it is made (0: at once). */
  setDeliveryLag(ms: number): void;
  /**
   * The next `syncs` delivery syncs answer as of now, whatever changes after: a lag as a CDN's cache has, counted
   * in syncs rather than seconds, so that a test does not depend on how fast the machine builds.
   */
  lagNextSyncs(syncs: number): void;
  webhooksSent: SentWebhook[];
  close(): Promise<void>;
}

export async function startCdaServer(space: SpaceImport, options: CdaServerOptions): Promise<CdaServer> {
  let sequence = 1;
  const started = new Date('2026-01-01T00:00:00Z').toISOString();
  let lagMs = options.deliveryLagMs ?? 0;
  /** Each entry's published states, oldest first: delivery answers as of a sequence, which may lag behind. */
  const history = new Map<string, Stored[]>(
    space.entries.map((entry) => [
      entry.sys.id,
      [{ entry, revision: 1, createdAt: started, updatedAt: started, changed: sequence, deleted: false }],
    ]),
  );
  /** Drafts, by entry: what preview shows. A deleted entry has none. */
  const drafts = new Map<string, Stored>(space.entries.map((entry) => [entry.sys.id, history.get(entry.sys.id)?.[0] as Stored]));
  /** When each sequence became visible on delivery. */
  const visibleFrom = new Map<number, number>([[sequence, 0]]);
  /** The last sequence delivery serves now: changes younger than the lag are not served yet. */
  const deliveredSequence = (): number => {
    let seen = 0;
    for (const [seq, at] of visibleFrom) if (at <= Date.now() && seq > seen) seen = seq;
    return seen;
  };
  const asOf = (states: Stored[], seq: number): Stored | undefined => [...states].reverse().find((state) => state.changed <= seq);
  const requests: string[] = [];
  const spaceLink = { sys: { type: 'Link', linkType: 'Space', id: options.spaceId } };
  const environmentLink = { sys: { id: options.environment, type: 'Link', linkType: 'Environment' } };
  const pageSize = options.syncPageSize ?? 100;

  const entryItem = (stored: Stored) =>
    stored.deleted
      ? {
          sys: {
            type: 'DeletedEntry',
            id: stored.entry.sys.id,
            space: spaceLink,
            environment: environmentLink,
            revision: stored.revision,
            createdAt: stored.createdAt,
            updatedAt: stored.updatedAt,
            deletedAt: stored.updatedAt,
          },
        }
      : {
          metadata: { tags: [] },
          sys: {
            ...stored.entry.sys,
            space: spaceLink,
            environment: environmentLink,
            revision: stored.revision,
            createdAt: stored.createdAt,
            updatedAt: stored.updatedAt,
          },
          fields: stored.entry.fields,
        };

  let host = '';
  const assetItem = (asset: CdaAsset) => ({
    metadata: { tags: [] },
    sys: {
      type: 'Asset',
      id: asset.id,
      space: spaceLink,
      environment: environmentLink,
      revision: 1,
      createdAt: started,
      updatedAt: started,
    },
    fields: {
      title: { 'en-US': asset.title },
      description: { 'en-US': asset.description },
      file: {
        'en-US': {
          // Protocol-relative, as Contentful gives file URLs.
          url: `//${host}/files/${asset.id}/${asset.fileName}`,
          fileName: asset.fileName,
          contentType: asset.contentType,
          details: {
            size: asset.bytes.length,
            ...(asset.width && asset.height ? { image: { width: asset.width, height: asset.height } } : {}),
          },
        },
      },
    },
  });
  const assets = options.assets ?? [];

  const contentTypes = space.contentTypes.map((type) => ({
    ...type,
    sys: {
      ...type.sys,
      type: 'ContentType',
      space: spaceLink,
      environment: environmentLink,
      revision: 1,
      createdAt: started,
      updatedAt: started,
    },
  }));
  const locales = space.locales.map((locale) => ({ ...locale, sys: { id: locale.code, type: 'Locale', version: 1 } }));

  let baseUrl = '';
  const syncUrl = (token: string, kind: 'nextPageUrl' | 'nextSyncUrl') => ({
    [kind]: `${baseUrl}/spaces/${options.spaceId}/environments/${options.environment}/sync?sync_token=${token}`,
  });

  /** The entries a view shows as of `seq`, with the sequence of their last change. */
  function viewAt(preview: boolean, seq: number): Stored[] {
    // Preview is never behind: it answers from the drafts as they are.
    if (preview) return [...drafts.values()];
    return [...history.values()].map((states) => asOf(states, seq)).filter((state): state is Stored => state !== undefined);
  }

  let heldSyncs = 0;
  let heldAt = 0;
  function sync(query: URLSearchParams, preview: boolean): unknown {
    const token = query.get('sync_token');
    // A sync starts with initial=true or a nextSyncUrl token ("s."); its later pages carry their own sequence.
    const starts = !token || token.startsWith('s.');
    let now = preview ? sequence : deliveredSequence();
    if (!preview && starts && heldSyncs > 0) {
      heldSyncs -= 1;
      now = Math.min(now, heldAt);
    }
    // Tokens: "i.<issued-at>.<offset>" pages an initial sync; "d.<since>.<issued-at>.<offset>" pages a delta.
    let since = 0;
    let issued = now;
    let offset = 0;
    if (token) {
      const parts = token.split('.');
      if (parts[0] === 'i') [issued, offset] = [Number(parts[1]), Number(parts[2])];
      else if (parts[0] === 's') [since, issued] = [Number(parts[1]), now];
      else if (parts[0] === 'd') [since, issued, offset] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
      else throw Object.assign(new Error('bad token'), { status: 400 });
    } else if (query.get('initial') !== 'true') {
      throw Object.assign(new Error('initial=true or sync_token needed'), { status: 400 });
    }
    const initial = !token || token.startsWith('i.');
    const view = viewAt(preview, issued);
    const entries = view.filter((s) => (initial ? !s.deleted : s.changed > since && s.changed <= issued));
    const all = [...entries.map(entryItem), ...(initial ? assets.map(assetItem) : [])];
    // Pages are never larger than the server's own page size, whatever the client asks, so paging is used.
    const page = all.slice(offset, offset + Math.min(Number(query.get('limit')) || pageSize, pageSize));
    const next = offset + page.length;
    const more = next < all.length;
    const items = page;
    if (more)
      return { sys: { type: 'Array' }, items, ...syncUrl(initial ? `i.${issued}.${next}` : `d.${since}.${issued}.${next}`, 'nextPageUrl') };
    return { sys: { type: 'Array' }, items, ...syncUrl(`s.${issued}`, 'nextSyncUrl') };
  }

  /**
   * The Delivery (or Preview) API's entry collection, as far as the preview uses it: `select=sys.id` (only ids are
   * answered, whatever is selected), paged by `skip` and `limit` (1000 at most, as Contentful), and `sys.id[in]`.
   */
  function entries(query: URLSearchParams, preview: boolean): unknown {
    const skip = Number(query.get('skip') ?? 0);
    const limit = Math.min(Number(query.get('limit') ?? 100), 1000);
    const wanted = query.get('sys.id[in]')?.split(',');
    const items = viewAt(preview, preview ? sequence : deliveredSequence())
      .filter((state) => !state.deleted && (!wanted || wanted.includes(state.entry.sys.id)))
      .map((state) => ({ sys: { id: state.entry.sys.id, type: 'Entry' } }));
    return { sys: { type: 'Array' }, total: items.length, skip, limit, items: items.slice(skip, skip + limit) };
  }

  function answer(pathname: string, query: URLSearchParams, preview: boolean): unknown {
    const prefix = `/spaces/${options.spaceId}`;
    if (pathname === prefix) return { sys: { type: 'Space', id: options.spaceId }, name: 'Harbourline (test)', locales };
    const env = `${prefix}/environments/${options.environment}`;
    if (pathname === `${env}/locales` || pathname === `${prefix}/locales`)
      return { sys: { type: 'Array' }, total: locales.length, skip: 0, limit: 1000, items: locales };
    if (pathname === `${env}/content_types` || pathname === `${prefix}/content_types`) {
      const skip = Number(query.get('skip') ?? 0);
      const limit = Number(query.get('limit') ?? 100);
      return { sys: { type: 'Array' }, total: contentTypes.length, skip, limit, items: contentTypes.slice(skip, skip + limit) };
    }
    if (pathname === `${env}/sync` || pathname === `${prefix}/sync`) return sync(query, preview);
    if (pathname === `${env}/entries` || pathname === `${prefix}/entries`) return entries(query, preview);
    if (pathname === `${env}/tags` || pathname === `${prefix}/tags`)
      return { sys: { type: 'Array' }, total: 0, skip: 0, limit: 1000, items: [] };
    throw Object.assign(new Error(`not found: ${pathname}`), { status: 404 });
  }

  const server = https.createServer({ key: options.key, cert: options.cert }, (req, res) => {
    const url = new URL(req.url ?? '/', 'https://localhost');
    url.pathname = url.pathname.replace(/\/+$/, '') || '/';
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    // Files are public, as on Contentful's asset hosts: no token.
    const file = /^\/files\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (file) {
      const asset = assets.find((a) => a.id === file[1] && a.fileName === file[2]);
      res.writeHead(asset ? 200 : 404, { 'content-type': asset ? asset.contentType : 'text/plain' });
      res.end(asset ? asset.bytes : 'not found');
      return;
    }
    const auth = req.headers.authorization ?? `Bearer ${url.searchParams.get('access_token') ?? ''}`;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/vnd.contentful.delivery.v1+json' });
      res.end(JSON.stringify(body));
    };
    const preview = options.previewToken !== undefined && auth === `Bearer ${options.previewToken}`;
    if (auth !== `Bearer ${options.accessToken}` && !preview)
      return send(401, {
        sys: { type: 'Error', id: 'AccessTokenInvalid' },
        message: 'The access token you sent could not be found or is invalid.',
      });
    try {
      send(200, answer(url.pathname, url.searchParams, preview));
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      send(status, { sys: { type: 'Error', id: status === 404 ? 'NotFound' : 'BadRequest' }, message: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `https://localhost:${port}`;
  host = `localhost:${port}`;

  const webhooksSent: SentWebhook[] = [];
  const webhooks = [...(options.webhooks ?? [])];
  /** POSTs a webhook as Contentful does, signed; what the receiver answered is kept. */
  async function sendWebhooks(topic: string, entryId: string, body: unknown): Promise<void> {
    for (const hook of webhooks) {
      if (hook.topics && !hook.topics.includes(topic)) continue;
      const text = JSON.stringify(body);
      const url = new URL(hook.url);
      const headers = {
        'content-type': 'application/vnd.contentful.management.v1+json',
        'x-contentful-topic': topic,
        'x-contentful-webhook-name': hook.name,
      };
      const signed = signRequest(hook.secret, { method: 'POST', path: `${url.pathname}${url.search}`, headers, body: text });
      const sentAt = Date.now();
      let status = 0;
      try {
        status = (await fetch(url, { method: 'POST', headers: { ...headers, ...signed }, body: text })).status;
      } catch {
        // Contentful retries a webhook that failed; the stand-in records it, and the test decides.
      }
      webhooksSent.push({ topic, entryId, status, sentAt });
    }
  }

  /** Records a change: published states become visible to delivery after the lag. */
  function change(entryId: string, next: (previous: Stored) => Stored): Stored {
    const states = history.get(entryId);
    const last = states?.[states.length - 1];
    if (!states || !last) throw new Error(`No entry ${entryId}`);
    sequence += 1;
    const state = next(last);
    states.push(state);
    visibleFrom.set(sequence, Date.now() + lagMs);
    return state;
  }
  const stamp = () => new Date(Date.parse(started) + sequence * 1000).toISOString();
  const managementSys = (state: Stored) => ({
    ...state.entry.sys,
    type: state.deleted ? 'DeletedEntry' : 'Entry',
    revision: state.revision,
    version: state.revision * 2 + 1,
    space: spaceLink,
    environment: environmentLink,
    updatedAt: state.updatedAt,
  });

  const publishedRevision = (entryId: string): number => {
    const states = history.get(entryId);
    const last = states?.[states.length - 1];
    return !last || last.deleted ? 0 : last.revision;
  };

  return {
    url: baseUrl,
    host: `localhost:${port}`,
    requests,
    webhooksSent,
    async update(entryId, edit) {
      const state = change(entryId, (last) => {
        // What is published is the draft as it stands, with the change.
        const entry = structuredClone(drafts.get(entryId)?.entry ?? last.entry);
        edit(entry);
        return { ...last, entry, revision: last.revision + 1, updatedAt: stamp(), changed: sequence, deleted: false };
      });
      drafts.set(entryId, state);
      await sendWebhooks('ContentManagement.Entry.publish', entryId, { sys: managementSys(state), fields: state.entry.fields });
    },
    async create(entry) {
      if (history.has(entry.sys.id)) throw new Error(`Entry ${entry.sys.id} exists`);
      sequence += 1;
      const state: Stored = { entry, revision: 1, createdAt: stamp(), updatedAt: stamp(), changed: sequence, deleted: false };
      history.set(entry.sys.id, [state]);
      drafts.set(entry.sys.id, state);
      visibleFrom.set(sequence, Date.now() + lagMs);
      await sendWebhooks('ContentManagement.Entry.publish', entry.sys.id, { sys: managementSys(state), fields: entry.fields });
    },
    async publishDraft(entryId) {
      const draft = drafts.get(entryId);
      if (!draft || draft.deleted || history.has(entryId)) throw new Error(`No draft-only entry ${entryId}`);
      sequence += 1;
      const state: Stored = { ...draft, entry: structuredClone(draft.entry), revision: 1, updatedAt: stamp(), changed: sequence };
      history.set(entryId, [state]);
      drafts.set(entryId, state);
      visibleFrom.set(sequence, Date.now() + lagMs);
      await sendWebhooks('ContentManagement.Entry.publish', entryId, { sys: managementSys(state), fields: state.entry.fields });
    },
    async unpublish(entryId) {
      const state = change(entryId, (last) => ({ ...last, deleted: true, updatedAt: stamp(), changed: sequence }));
      // The draft stays, seen in preview as a changed entry; the unpublished entry is gone from delivery.
      const draft = drafts.get(entryId);
      if (draft) drafts.set(entryId, { ...draft, changed: sequence });
      await sendWebhooks('ContentManagement.Entry.unpublish', entryId, { sys: managementSys(state) });
    },
    async remove(entryId) {
      if (!history.has(entryId)) {
        // A draft that was never published: only preview had it.
        const draft = drafts.get(entryId);
        if (!draft || draft.deleted) throw new Error(`No entry ${entryId}`);
        sequence += 1;
        const state: Stored = { ...draft, deleted: true, updatedAt: stamp(), changed: sequence };
        drafts.set(entryId, state);
        await sendWebhooks('ContentManagement.Entry.delete', entryId, { sys: managementSys(state) });
        return;
      }
      const state = change(entryId, (last) => ({ ...last, deleted: true, updatedAt: stamp(), changed: sequence }));
      drafts.set(entryId, state);
      await sendWebhooks('ContentManagement.Entry.delete', entryId, { sys: managementSys(state) });
    },
    async archive(entryId) {
      const draft = drafts.get(entryId);
      if (!draft || draft.deleted) throw new Error(`No draft of ${entryId}`);
      if (publishedRevision(entryId) > 0) throw new Error(`${entryId} is published: Contentful archives only unpublished entries`);
      sequence += 1;
      const state: Stored = { ...draft, deleted: true, updatedAt: stamp(), changed: sequence };
      drafts.set(entryId, state);
      await sendWebhooks('ContentManagement.Entry.archive', entryId, {
        sys: { ...managementSys(state), type: 'Entry', archivedVersion: state.revision * 2 + 1 },
      });
    },
    async createDraft(entry) {
      if (drafts.has(entry.sys.id)) throw new Error(`Entry ${entry.sys.id} exists`);
      sequence += 1;
      const state: Stored = { entry, revision: 0, createdAt: stamp(), updatedAt: stamp(), changed: sequence, deleted: false };
      drafts.set(entry.sys.id, state);
      await sendWebhooks('ContentManagement.Entry.create', entry.sys.id, { sys: managementSys(state), fields: entry.fields });
    },
    async saveDraft(entryId, edit) {
      const draft = drafts.get(entryId);
      if (!draft || draft.deleted) throw new Error(`No draft of ${entryId}`);
      sequence += 1;
      const entry = structuredClone(draft.entry);
      edit(entry);
      const state: Stored = { ...draft, entry, updatedAt: stamp(), changed: sequence };
      drafts.set(entryId, state);
      visibleFrom.set(sequence, Date.now() + lagMs);
      await sendWebhooks('ContentManagement.Entry.save', entryId, { sys: managementSys(state), fields: entry.fields });
    },
    revision: publishedRevision,
    addWebhook: (hook) => webhooks.push(hook),
    setDeliveryLag: (ms) => {
      lagMs = ms;
    },
    lagNextSyncs: (syncs) => {
      heldSyncs = syncs;
      heldAt = sequence;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
