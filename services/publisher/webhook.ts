/**
 * Contentful's webhooks, as the publisher receives them. Contentful signs a webhook (when the webhook has a
 * signing secret) with HMAC-SHA256 over the method, the path, the headers it names in x-contentful-signed-headers
 * and the raw body, and sends the time of signing in x-contentful-timestamp: the check is Contentful's own
 * (`verifyRequest` of @contentful/node-apps-toolkit), over the body exactly as it arrived, and a request older
 * than the time to live is refused, so a captured webhook cannot be replayed later.
 */
import { ExpiredRequestException, verifyRequest } from '@contentful/node-apps-toolkit';

/** Seconds a signed webhook stays valid: Contentful's own default. */
export const SIGNATURE_TTL_SECONDS = 30;

export interface RawRequest {
  method: string;
  /** The path and query as the request line gave them. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export type Verdict = { ok: true } | { ok: false; reason: string };

const METHODS = ['GET', 'PATCH', 'HEAD', 'POST', 'DELETE', 'OPTIONS', 'PUT'] as const;
type Method = (typeof METHODS)[number];
const isMethod = (method: string): method is Method => (METHODS as readonly string[]).includes(method);

/** Is this request signed by Contentful with `secret`, and recent? */
export function verifyWebhook(request: RawRequest, secret: string, ttlSeconds = SIGNATURE_TTL_SECONDS): Verdict {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  if (!headers['x-contentful-signature']) return { ok: false, reason: 'not signed (no x-contentful-signature)' };
  if (!isMethod(request.method)) return { ok: false, reason: `method ${request.method}` };
  try {
    const valid = verifyRequest(secret, { method: request.method, path: request.path, headers, body: request.body }, ttlSeconds);
    return valid ? { ok: true } : { ok: false, reason: 'the signature does not match' };
  } catch (error) {
    if (error instanceof ExpiredRequestException) return { ok: false, reason: `signed more than ${ttlSeconds} s ago` };
    // A malformed timestamp or list of signed headers.
    return { ok: false, reason: `unreadable signature headers (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** What a publish changes on the live site: an entry or asset published, unpublished or deleted. */
export interface PublishEvent {
  action: 'publish' | 'unpublish' | 'delete';
  entity: 'Entry' | 'Asset';
  id: string;
  /** Contentful's revision of the entity: the same publish delivered twice has the same one. */
  version: number;
  contentType: string | null;
}

const TOPIC = /^ContentManagement\.(Entry|Asset)\.(publish|unpublish|delete)$/;

interface WebhookBody {
  sys?: { id?: unknown; revision?: unknown; version?: unknown; contentType?: { sys?: { id?: unknown } } };
}

/**
 * The publish event a webhook carries, null for a topic the live site does not follow (a save, an auto-save, an
 * archive: an entry is unpublished before it can be archived), or an Error naming what is missing.
 */
export function publishEvent(topic: string | undefined, body: string): PublishEvent | null | Error {
  const match = TOPIC.exec(topic ?? '');
  if (!match) return null;
  let parsed: WebhookBody;
  try {
    parsed = JSON.parse(body) as WebhookBody;
  } catch {
    return new Error('the body is not JSON');
  }
  const sys = parsed.sys;
  if (typeof sys?.id !== 'string' || sys.id === '') return new Error('the body has no sys.id');
  const version = typeof sys.revision === 'number' ? sys.revision : typeof sys.version === 'number' ? sys.version : 0;
  // Contentful counts revisions from 1; the record keeps them as a 32-bit integer.
  if (!Number.isInteger(version) || version < 0 || version > 2 ** 31 - 1) return new Error('sys.revision is not a revision number');
  const contentType = typeof sys.contentType?.sys?.id === 'string' ? sys.contentType.sys.id : null;
  return { entity: match[1] as PublishEvent['entity'], action: match[2] as PublishEvent['action'], id: sys.id, version, contentType };
}

/** One publish delivered twice (Contentful retries a webhook that timed out) is recorded once. */
export const eventKey = (event: PublishEvent): string => `${event.entity}.${event.action}:${event.id}:${event.version}`;
