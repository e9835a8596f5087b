/**
 * Response headers of the site, one source for nginx and the CDN: security headers on everything, and
 * caching as Gatsby's caching guidance says (HTML and page data revalidate, hashed assets and static/
 * are immutable, the service worker is never cached).
 */
import { IFRAME_HOSTS } from '../../shared/config/site';
import { integrationOrigins } from '../../shared/config/env';
import { contentAssetOrigins } from '../config/contentful-options';

export { CACHE } from '../../shared/config/cache';

/**
 * Exactly the third parties the site loads: each integration adds its hosts only when it is configured.
 * `partytown` is the policy for Partytown's files under /~partytown/, which our own pages frame.
 */
const captchaHosts = (env: Record<string, string | undefined>) =>
  env.GATSBY_RECAPTCHA_SITE_KEY ? ['https://www.google.com', 'https://www.gstatic.com'] : [];

/**
 * Where scripts may come from, besides inline ones. 'wasm-unsafe-eval': the site search (Pagefind) runs as
 * WebAssembly; it allows compiling wasm, not eval.
 */
export function scriptSources(env: Record<string, string | undefined> = process.env): string[] {
  return ["'self'", "'wasm-unsafe-eval'", ...captchaHosts(env), ...integrationOrigins(env).script];
}

export function contentSecurityPolicy(env: Record<string, string | undefined> = process.env, scope: 'page' | 'partytown' = 'page'): string {
  const captcha = captchaHosts(env);
  const integrations = integrationOrigins(env);
  const frames = [
    ...IFRAME_HOSTS.hostnames.map((h) => `https://${h}`),
    ...IFRAME_HOSTS.domains.flatMap((d) => [`https://${d}`, `https://*.${d}`]),
    ...captcha,
  ];
  const sandbox = scope === 'partytown';
  return [
    "default-src 'self'",
    // Gatsby inlines a small bootstrap script per page (page path, compilation hash, chunk map), so the
    // header, one for every page, allows inline scripts; each page's own policy in its <head> allows only
    // the hashes of its inline scripts (src/pipeline/script-hashes.ts), and a browser enforces both.
    ['script-src', ...scriptSources(env)].join(' ').replace("'self'", "'self' 'unsafe-inline'"),
    "style-src 'self' 'unsafe-inline'",
    // The content source's file hosts: a Contentful-built page embeds images from Contentful's Images API.
    ["img-src 'self' data:", ...contentAssetOrigins(env)].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...captcha, ...integrations.connect].join(' '),
    // 'self': the tag manager's Partytown sandbox is a hidden same-origin frame.
    `frame-src 'self' ${frames.join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    sandbox ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
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

/**
 * The headers that hold for every answer on the site's host, the company's apps forwarded under it included:
 * HTTPS only, and types as declared. The others (CSP, framing, referrer) describe a document, and an app's
 * documents carry their own.
 */
export const HOST_HEADERS = SECURITY_HEADERS.filter(([name]) => name === 'Strict-Transport-Security' || name === 'X-Content-Type-Options');

/** nginx's add_header lines: `always`, so that error answers and redirects carry them too. */
export function nginxAddHeaders(set: ReadonlyArray<readonly [string, string]>, indent = '  '): string {
  return set.map(([name, value]) => `${indent}add_header ${name} "${value}" always;`).join('\n');
}

/** The same headers for the Partytown sandbox frame, which the page itself embeds. */
export const PARTYTOWN_HEADERS: ReadonlyArray<[string, string]> = SECURITY_HEADERS.map(([name, value]): [string, string] => {
  if (name === 'Content-Security-Policy') return [name, contentSecurityPolicy(process.env, 'partytown')];
  if (name === 'X-Frame-Options') return [name, 'SAMEORIGIN'];
  return [name, value];
});
