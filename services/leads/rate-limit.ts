/**
 * A limit on how many submissions one client may make, counted in the lead database so that it holds
 * across every endpoint process and function instance sharing it. The client is the address the proxy in
 * front reports in a header it sets itself (nginx: X-Real-IP; Netlify: X-Nf-Client-Connection-Ip), never
 * a header a client can send through it (X-Forwarded-For); an IPv6 address counts by its /64, which one
 * household or office is given whole.
 */
import net from 'node:net';

export interface RateLimit {
  /** Submissions allowed per window and client. */
  max: number;
  windowSeconds: number;
  /** The request header holding the client's address, lower-case. */
  header: string;
}

/**
 * 30 submissions per 10 minutes: a person fills a form a few times at most, and an office behind one
 * address (a trade fair stand, a sales team) stays well inside it.
 */
export const DEFAULT_RATE_LIMIT = { max: 30, windowSeconds: 600 } as const;

/** LEADS_RATE_LIMIT as `max/seconds` (default 30/600), or `off`. */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv, header: string): RateLimit | undefined {
  const value = env.LEADS_RATE_LIMIT?.trim();
  if (value === 'off') return undefined;
  if (!value) return { ...DEFAULT_RATE_LIMIT, header };
  const match = /^(\d+)\/(\d+)$/.exec(value);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1)
    throw new Error(`LEADS_RATE_LIMIT must be "submissions/seconds" (e.g. 30/600) or "off", not "${value}"`);
  return { max: Number(match[1]), windowSeconds: Number(match[2]), header };
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
