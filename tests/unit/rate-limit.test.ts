import { describe, expect, it } from 'vitest';
import { clientKey, DEFAULT_RATE_LIMIT, rateLimitFromEnv, slidingWindowVerdict } from '../../services/leads/rate-limit';

describe('who a submission counts against', () => {
  it('is the IPv4 address, or the /64 of an IPv6 one, from the first address in the header', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('is nobody when the header holds no address', () => {
    expect(clientKey(undefined)).toBeNull();
    expect(clientKey('')).toBeNull();
    expect(clientKey('unknown')).toBeNull();
  });
});

describe('LEADS_RATE_LIMIT', () => {
  it('is 30 per 10 minutes by default, max/seconds when set, off when off, and refuses anything else', () => {
    expect(rateLimitFromEnv({}, 'x-real-ip')).toEqual({ ...DEFAULT_RATE_LIMIT, header: 'x-real-ip' });
    expect(rateLimitFromEnv({ LEADS_RATE_LIMIT: '5/60' }, 'h')).toEqual({ max: 5, windowSeconds: 60, header: 'h' });
    expect(rateLimitFromEnv({ LEADS_RATE_LIMIT: 'off' }, 'h')).toBeUndefined();
    expect(() => rateLimitFromEnv({ LEADS_RATE_LIMIT: '5 per minute' }, 'h')).toThrow(/submissions\/seconds/);
    expect(() => rateLimitFromEnv({ LEADS_RATE_LIMIT: '0/60' }, 'h')).toThrow();
  });
});

describe('the sliding window that decides', () => {
  const decide = (previous: number, current: number, elapsedSeconds: number) =>
    slidingWindowVerdict({ previous, current, elapsedSeconds }, 5, 60);

  it('allows up to the maximum within one window', () => {
    expect(decide(0, 5, 30)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    // Six in this window: the next hit waits for the next window, until six fade to four: 20 s into it.
    expect(decide(0, 6, 30)).toEqual({ allowed: false, retryAfterSeconds: 30 + 20 });
  });

  it('refuses a burst that crosses a window end as one that does not', () => {
    // Two hits just before the end, three and a sixth just after: the window before still counts almost whole.
    expect(decide(2, 3, 0.1).allowed).toBe(true);
    expect(decide(2, 4, 0.1).allowed).toBe(false);
    expect(decide(5, 1, 0.1).allowed).toBe(false);
  });

  it('lets the window before fade as the last minute moves past it', () => {
    expect(decide(5, 1, 12).allowed).toBe(true);
    expect(decide(5, 1, 11).allowed).toBe(false);
    expect(decide(10, 1, 59).allowed).toBe(true);
  });

  it('says when a next hit would be allowed, counting the refused one', () => {
    // previous 5, current 1 at 6 s: a next hit (current 2) is allowed once 5 * share + 2 <= 5, share 0.6, at 24 s.
    expect(decide(5, 1, 6).retryAfterSeconds).toBe(18);
    for (const [previous, current, elapsed] of [
      [5, 1, 6],
      [4, 4, 20],
      [0, 9, 50],
      [30, 2, 1],
    ] as const) {
      const { retryAfterSeconds } = decide(previous, current, elapsed);
      const at = elapsed + retryAfterSeconds;
      const later = at < 60 ? decide(previous, current + 1, at) : decide(current, 1, at - 60);
      const sooner = at - 1 < 60 ? decide(previous, current + 1, at - 1) : decide(current, 1, at - 1 - 60);
      expect(later.allowed).toBe(true);
      expect(sooner.allowed).toBe(false);
    }
  });
});
