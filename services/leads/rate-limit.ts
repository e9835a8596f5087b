/**
 * A limit on how many submissions one client may make, counted in the lead database so that it holds
 * across every endpoint process and function instance sharing it. The client is the address the proxy in
 * front reports in a header it sets itself (nginx: X-Real-IP; Netlify: X-Nf-Client-Connection-Ip), never
 * a header a client can send through it (X-Forwarded-For); an IPv6 address counts by its /64, which one
 * household or office is given whole.
 */
import net from 'node:net';
import { readSetting, type Env } from '../shared/settings';

export { DEFAULT_RATE_LIMIT } from '../shared/settings';

export interface RateLimit {
  /** Submissions allowed per window and client. */
  max: number;
  windowSeconds: number;
  /** The request header holding the client's address, lower-case. */
  header: string;
}

/** LEADS_RATE_LIMIT (services/shared/settings.ts), counted by the client address in `header`; undefined when off. */
export function rateLimitFromEnv(env: Env, header: string): RateLimit | undefined {
  const limit = readSetting('LEADS_RATE_LIMIT', env);
  return limit === null ? undefined : { ...limit, header };
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right];
}

/** The key a client is counted by: its IPv4 address, or its IPv6 /64; null when the header holds no address. */
export function clientKey(value: string | undefined): string | null {
  const address = value
    ?.split(',')[0]
    ?.trim()
    .replace(/^\[|\]$/g, '');
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (net.isIPv4(address)) return address;
  if (!net.isIPv6(address)) return null;
  const groups = expandIpv6(address.toLowerCase().split('%')[0] ?? '');
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** What the database counted for a client: this window's hits (this one included) and the one before's. */
export interface WindowCounts {
  previous: number;
  current: number;
  /** Seconds since this window began. */
  elapsedSeconds: number;
}

/**
 * Whether a hit is allowed, by a sliding window: the window before counts in the share of it the last
 * `windowSeconds` still cover. Fixed windows alone let a client send twice the maximum across a window's
 * end, and decide differently for the same burst by where it falls on the clock. Refused: the seconds
 * until a next hit would be allowed (refused hits count too, so that one included).
 */
export function slidingWindowVerdict(
  { previous, current, elapsedSeconds }: WindowCounts,
  max: number,
  windowSeconds: number,
): { allowed: boolean; retryAfterSeconds: number } {
  const share = Math.max(0, 1 - elapsedSeconds / windowSeconds);
  if (previous * share + current <= max) return { allowed: true, retryAfterSeconds: 0 };
  // A next hit in this window makes current + 1; the earliest moment the window before has faded enough:
  const inThisWindow = current + 1 <= max && previous > 0 ? windowSeconds * (1 - (max - current - 1) / previous) : Infinity;
  // Else in the next one, where this window's count fades as the one before did and the hit is its first.
  const inNextWindow = windowSeconds + (current <= max - 1 ? 0 : windowSeconds * (1 - (max - 1) / current));
  const wait = Math.min(inThisWindow < windowSeconds ? inThisWindow : Infinity, inNextWindow) - elapsedSeconds;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
}
