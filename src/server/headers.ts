/**
 * Response headers of the site, one source for nginx and the CDN: security headers on everything, and
 * caching as Gatsby's caching guidance says (HTML and page data revalidate, hashed assets and static/
 * are immutable, the service worker is never cached).
 */
import { IFRAME_HOSTS } from '../config/site';

/** Exactly the third parties the site loads: each integration adds its hosts only when it is configured. */
export function contentSecurityPolicy(env: Record<string, string | undefined> = process.env): string {
  const captcha = env.GATSBY_RECAPTCHA_SITE_KEY ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  const frames = [...IFRAME_HOSTS.hostnames.map((h) => `https://${h}`), ...IFRAME_HOSTS.domains.flatMap((d) => [`https://${d}`, `https://*.${d}`]), ...captcha];
  return [
    "default-src 'self'",
    // Gatsby inlines a small bootstrap script per page (page path, compilation hash, chunk map).
    ["script-src 'self' 'unsafe-inline'", ...captcha].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...captcha].join(' '),
    `frame-src ${frames.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const SECURITY_HEADERS: ReadonlyArray<[string, string]> = [
  ['Content-Security-Policy', contentSecurityPolicy()],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

export const CACHE = {
  revalidate: 'public, max-age=0, must-revalidate',
  immutable: 'public, max-age=31536000, immutable',
  never: 'no-cache, no-store, must-revalidate',
} as const;
