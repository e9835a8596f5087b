/**
 * A Contentful-compatible Content Delivery API over HTTPS, enough for gatsby-source-contentful: the
 * space, its locales, content types (paged) and the Sync API (initial sync in pages, then incremental
 * syncs from a token). Entries come from a space-import file (src/pipeline/contentful/export.ts). Tests change
 * entries through `update` and `remove`, as an editor's publish would. Assets, when given, are published
 * with the initial sync and their files served from the same server, as Contentful's asset hosts would.
 */
import https from 'node:https';
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

interface Stored {
  entry: ContentfulEntry;
  revision: number;
  createdAt: string;
  updatedAt: string;
  /** Sequence number of the last change; a sync token is the sequence it was issued at. */
  changed: number;
  deleted: boolean;
}

export interface CdaServer {
  url: string;
  host: string;
  requests: string[];
  update(entryId: string, change: (entry: ContentfulEntry) => void): void;
  remove(entryId: string): void;
  close(): Promise<void>;
}

export async function startCdaServer(space: SpaceImport, options: CdaServerOptions): Promise<CdaServer> {
  let sequence = 1;
  const started = new Date('2026-01-01T00:00:00Z').toISOString();
  const store = new Map<string, Stored>(
    space.entries.map((entry) => [
      entry.sys.id,
      { entry, revision: 1, createdAt: started, updatedAt: started, changed: sequence, deleted: false },
    ]),
  );
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

  function sync(query: URLSearchParams): unknown {
    const token = query.get('sync_token');
    // Tokens: "i.<issued-at>.<offset>" pages an initial sync; "d.<since>.<issued-at>.<offset>" pages a delta.
    let since = 0;
    let issued = sequence;
    let offset = 0;
    if (token) {
      const parts = token.split('.');
      if (parts[0] === 'i') [issued, offset] = [Number(parts[1]), Number(parts[2])];
      else if (parts[0] === 's') [since, issued] = [Number(parts[1]), sequence];
      else if (parts[0] === 'd') [since, issued, offset] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
      else throw Object.assign(new Error('bad token'), { status: 400 });
    } else if (query.get('initial') !== 'true') {
      throw Object.assign(new Error('initial=true or sync_token needed'), { status: 400 });
    }
    const initial = !token || token.startsWith('i.');
    const entries = [...store.values()].filter((s) => (initial ? !s.deleted : s.changed > since && s.changed <= issued));
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

  function answer(pathname: string, query: URLSearchParams): unknown {
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
    if (pathname === `${env}/sync` || pathname === `${prefix}/sync`) return sync(query);
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
    if (auth !== `Bearer ${options.accessToken}`)
      return send(401, {
        sys: { type: 'Error', id: 'AccessTokenInvalid' },
        message: 'The access token you sent could not be found or is invalid.',
      });
    try {
      send(200, answer(url.pathname, url.searchParams));
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      send(status, { sys: { type: 'Error', id: status === 404 ? 'NotFound' : 'BadRequest' }, message: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `https://localhost:${port}`;
  host = `localhost:${port}`;

  return {
    url: baseUrl,
    host: `localhost:${port}`,
    requests,
    update(entryId, change) {
      const stored = store.get(entryId);
      if (!stored) throw new Error(`No entry ${entryId}`);
      change(stored.entry);
      sequence += 1;
      Object.assign(stored, {
        revision: stored.revision + 1,
        updatedAt: new Date(Date.parse(started) + sequence * 1000).toISOString(),
        changed: sequence,
      });
    },
    remove(entryId) {
      const stored = store.get(entryId);
      if (!stored) throw new Error(`No entry ${entryId}`);
      sequence += 1;
      Object.assign(stored, {
        deleted: true,
        revision: stored.revision + 1,
        updatedAt: new Date(Date.parse(started) + sequence * 1000).toISOString(),
        changed: sequence,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
