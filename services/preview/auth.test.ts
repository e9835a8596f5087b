/**
 * The preview's login: the access key in a link buys a signed session cookie, and only this key's unexpired
 * signature lets a request through.
 */
import { describe, expect, it } from 'vitest';
import { access, cookieValue, KEY_PARAM, SESSION_COOKIE, SESSION_SECONDS, sessionCookie, sessionToken, sessionValid } from './auth';

const KEY = 'preview-key-'.padEnd(40, 'k');
const OTHER_KEY = 'another-key-'.padEnd(40, 'o');
const NOW = Date.UTC(2025, 5, 1, 9, 0, 0);

const previewUrl = (query = '') => new URL(`http://preview.example/glossary/air-waybill/${query}`);

describe('sessionValid', () => {
  it('accepts a session made now with the same key', () => {
    expect(sessionValid(KEY, sessionToken(KEY, NOW), NOW)).toBe(true);
    // Still valid a moment before it ends: the session lasts the whole working day.
    expect(sessionValid(KEY, sessionToken(KEY, NOW), NOW + SESSION_SECONDS * 1000 - 1)).toBe(true);
  });

  it('refuses a session that has ended', () => {
    const token = sessionToken(KEY, NOW);
    expect(sessionValid(KEY, token, NOW + SESSION_SECONDS * 1000)).toBe(false);
    expect(sessionValid(KEY, sessionToken(KEY, NOW, -1), NOW)).toBe(false);
  });

  it('refuses a session whose expiry was moved without signing it again', () => {
    const [expires, signature] = sessionToken(KEY, NOW).split('.');
    expect(sessionValid(KEY, `${Number(expires) + 60_000}.${signature ?? ''}`, NOW)).toBe(false);
  });

  it('refuses a tampered signature', () => {
    const [expires = '', signature = ''] = sessionToken(KEY, NOW).split('.');
    const changed = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(sessionValid(KEY, `${expires}.${changed}`, NOW)).toBe(false);
  });

  it('refuses a session signed with another key', () => {
    expect(sessionValid(KEY, sessionToken(OTHER_KEY, NOW), NOW)).toBe(false);
  });

  it('refuses garbage and no cookie at all', () => {
    for (const token of [undefined, '', 'garbage', '1234.abc', `${NOW + 1000}.`, `.${'a'.repeat(43)}`, `${sessionToken(KEY, NOW)}x`])
      expect(sessionValid(KEY, token, NOW), String(token)).toBe(false);
  });
});

describe('cookieValue', () => {
  it('finds the session among other cookies, keeping any = in its value', () => {
    expect(cookieValue(`theme=dark; ${SESSION_COOKIE}=abc=def; lang=en`)).toBe('abc=def');
    expect(cookieValue('theme=dark')).toBeUndefined();
    expect(cookieValue(undefined)).toBeUndefined();
  });
});

describe('access', () => {
  it('lets the right key in the address through, as a login by key', () => {
    expect(access(KEY, previewUrl(`?${KEY_PARAM}=${encodeURIComponent(KEY)}`), undefined, NOW)).toEqual({ ok: true, viaKey: true });
  });

  it('refuses a wrong key, even when a valid session cookie comes with it', () => {
    const cookie = `${SESSION_COOKIE}=${sessionToken(KEY, NOW)}`;
    expect(access(KEY, previewUrl(`?${KEY_PARAM}=wrong`), undefined, NOW)).toEqual({ ok: false, reason: 'wrong key' });
    expect(access(KEY, previewUrl(`?${KEY_PARAM}=`), cookie, NOW)).toEqual({ ok: false, reason: 'wrong key' });
    expect(access(KEY, previewUrl(`?${KEY_PARAM}=${encodeURIComponent(OTHER_KEY)}`), cookie, NOW)).toEqual({
      ok: false,
      reason: 'wrong key',
    });
  });

  it('lets a valid session cookie among other cookies through, not as a login by key', () => {
    const header = `_ga=GA1.2.3; ${SESSION_COOKIE}=${sessionToken(KEY, NOW)}; theme=dark`;
    expect(access(KEY, previewUrl(), header, NOW)).toEqual({ ok: true, viaKey: false });
  });

  it('refuses a request with no session, an ended one, or one of another key, as no login', () => {
    const noLogin = { ok: false, reason: 'no login' };
    expect(access(KEY, previewUrl(), undefined, NOW)).toEqual(noLogin);
    expect(access(KEY, previewUrl(), 'theme=dark', NOW)).toEqual(noLogin);
    expect(access(KEY, previewUrl(), `${SESSION_COOKIE}=${sessionToken(KEY, NOW)}`, NOW + SESSION_SECONDS * 1000 + 1)).toEqual(noLogin);
    expect(access(KEY, previewUrl(), `${SESSION_COOKIE}=${sessionToken(OTHER_KEY, NOW)}`, NOW)).toEqual(noLogin);
  });
});

describe('sessionCookie', () => {
  const cookie = sessionCookie(KEY, NOW);
  const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());

  it('carries a session the server accepts', () => {
    expect(pair.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    expect(sessionValid(KEY, cookieValue(pair), NOW)).toBe(true);
  });

  it('is kept for Contentful’s frame only, out of scripts’ reach, for the whole site, for a working day', () => {
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned', 'Path=/']));
    expect(attributes).toContain(`Max-Age=${SESSION_SECONDS}`);
  });
});
