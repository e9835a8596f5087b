import { describe, expect, it } from 'vitest';
import { clientKey, DEFAULT_RATE_LIMIT, rateLimitFromEnv } from '../../services/leads/rate-limit';

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
