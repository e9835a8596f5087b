/**
 * Who may see the preview: whoever opens it through the link set up in Contentful, which carries the preview's access
 * key (`?preview_key=`; docs/operations.md, Preview). The key buys a session cookie signed with it, so the key leaves the address at
 * once. Contentful shows the preview in a frame of its own app, where the site is a third party: the cookie is
 * `Partitioned` (kept for that frame only, which Chrome, Edge and Firefox allow) and `SameSite=None; Secure`.
 */
import crypto from 'node:crypto';
import { tokenMatches } from '../shared/operator-token';

export const SESSION_COOKIE = 'preview_session';
export const KEY_PARAM = 'preview_key';
/** An editor's working day. */
export const SESSION_SECONDS = 12 * 60 * 60;

const sign = (key: string, expires: number): string =>
  crypto.createHmac('sha256', key).update(`preview-session:${expires}`).digest('base64url');

/** A session that ends `seconds` from `now`, as the cookie's value. */
export function sessionToken(key: string, now = Date.now(), seconds = SESSION_SECONDS): string {
  const expires = now + seconds * 1000;
  return `${expires}.${sign(key, expires)}`;
}

/** Whether a cookie's value is a session this key signed and it has not ended. */
export function sessionValid(key: string, token: string | undefined, now = Date.now()): boolean {
  const match = /^(\d{13,})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  return expires > now && tokenMatches(sign(key, expires), match[2]);
}

export function sessionCookie(key: string, now = Date.now()): string {
  return `${SESSION_COOKIE}=${sessionToken(key, now)}; Path=/; Max-Age=${SESSION_SECONDS}; HttpOnly; Secure; SameSite=None; Partitioned`;
}

/** The session cookie's value in a Cookie header. */
export function cookieValue(header: string | undefined, name = SESSION_COOKIE): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [cookie, ...value] = part.trim().split('=');
    if (cookie === name) return value.join('=');
  }
  return undefined;
}

export type Access = { ok: true; viaKey: boolean } | { ok: false; reason: 'no login' | 'wrong key' };

/** Whether a request may see the preview: a valid session, or the access key in its address. */
export function access(key: string, url: URL, cookieHeader: string | undefined, now = Date.now()): Access {
  const given = url.searchParams.get(KEY_PARAM);
  if (given !== null) return tokenMatches(key, given) ? { ok: true, viaKey: true } : { ok: false, reason: 'wrong key' };
  return sessionValid(key, cookieValue(cookieHeader), now) ? { ok: true, viaKey: false } : { ok: false, reason: 'no login' };
}
