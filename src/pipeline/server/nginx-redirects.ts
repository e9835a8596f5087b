/**
 * nginx locations for the redirect rules: each 301 answers its own path in any letter case, with or
 * without a trailing slash, keeping the query string; each forward proxies to its configured host.
 * A 301 carries the security headers the site's rules set for the whole server (./nginx.ts); a forward
 * carries the app's own, with the site's HTTPS and type rules in place of the app's.
 */
import type { RedirectRule, Upstream } from '../redirects/rules';
import { normalizePath } from '../../shared/routing/paths';
import { HOST_HEADERS, nginxAddHeaders } from './headers';

const quoteRegex = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function moveLocation(rule: RedirectRule): string {
  const target = rule.toPath.startsWith('/') ? normalizePath(rule.toPath) : rule.toPath;
  const match = `"^${quoteRegex(rule.fromPath.replace(/\/$/, ''))}/?$"`;
  if (target.includes('?')) {
    // The target has its own query: append the visitor's with '&' rather than a second '?'.
    return `location ~* ${match} {\n  if ($args != "") { return 301 "${target}&$args"; }\n  return 301 "${target}";\n}`;
  }
  return `location ~* ${match} {\n  return 301 "${target}$is_args$args";\n}`;
}

function forwardLocation(rule: RedirectRule, hosts: Record<Upstream, string>): string {
  const upstream = rule.upstream ?? 'app';
  const host = hosts[upstream];
  const match = rule.prefix ? `"^${quoteRegex(rule.fromPath)}(?:/.*)?$"` : `"^${quoteRegex(rule.fromPath)}/?$"`;
  // A variable in proxy_pass defers name resolution to request time, so the site still starts when a
  // host is unreachable from where it runs; the request URI is passed on unchanged.
  return [
    `location ~* ${match} {`,
    `  set $upstream_${upstream} "${host}";`,
    `  proxy_pass $upstream_${upstream};`,
    `  proxy_set_header Host ${new URL(host).host};`,
    '  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '  proxy_set_header X-Forwarded-Proto $scheme;',
    '  proxy_ssl_server_name on;',
    '  proxy_connect_timeout 5s;',
    '  proxy_read_timeout 30s;',
    ...HOST_HEADERS.map(([name]) => `  proxy_hide_header ${name};`),
    nginxAddHeaders(HOST_HEADERS),
    '}',
  ].join('\n');
}

export function nginxRedirectLocations(rules: ReadonlyArray<RedirectRule>, hosts: Record<Upstream, string>): string {
  return rules.map((rule) => (rule.statusCode === 301 ? moveLocation(rule) : forwardLocation(rule, hosts))).join('\n');
}
