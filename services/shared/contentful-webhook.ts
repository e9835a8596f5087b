/**
 * Contentful's webhooks' signatures, checked by the publisher and the preview alike. Contentful signs a webhook (when the webhook has a
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
