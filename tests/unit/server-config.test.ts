import { describe, expect, it } from 'vitest';
import type { RedirectRule } from '../../src/build/redirects/rules';
import { cdnHeaders, cdnRedirects } from '../../src/build/server/cdn';
import { nginxRedirectLocations } from '../../src/build/server/nginx-redirects';
import { nginxSiteConf } from '../../src/build/server/nginx';

const HOSTS = {
  app: 'https://app.harbourline.example',
  public: 'https://api.harbourline.example',
  maps: 'https://maps.harbourline.example',
};
const base = { isPermanent: true, ignoreCase: true, redirectInBrowser: true, family: 'redirects/t.json' } as const;
const RULES: RedirectRule[] = [
  { ...base, fromPath: '/terms', toPath: '/terms-and-conditions', statusCode: 301 },
  { ...base, fromPath: '/tpm', toPath: '/?utm_source=tpm', statusCode: 301 },
  { ...base, fromPath: '/users', toPath: '', statusCode: 200, upstream: 'app', prefix: true },
  { ...base, fromPath: '/maps/api/staticmap', toPath: '', statusCode: 200, upstream: 'maps', prefix: false },
];

describe('nginx redirect locations', () => {
  const conf = nginxRedirectLocations(RULES, HOSTS);
  it('answers a 301 in any case, with or without the slash, keeping the query', () => {
    expect(conf).toContain('location ~* "^/terms/?$" {\n  return 301 "/terms-and-conditions/$is_args$args";\n}');
  });
  it('appends the visitor query to a target that has its own', () => {
    expect(conf).toContain('if ($args != "") { return 301 "/?utm_source=tpm&$args"; }');
  });
  it('proxies forwards, everything below a family path, to the configured host', () => {
    expect(conf).toContain('location ~* "^/users(?:/.*)?$" {');
    expect(conf).toContain('set $upstream_app "https://app.harbourline.example";');
    expect(conf).toContain('proxy_set_header Host app.harbourline.example;');
    expect(conf).toContain('location ~* "^/maps/api/staticmap/?$" {');
  });
  it('puts security headers in every location of the site config', () => {
    const site = nginxSiteConf(RULES, HOSTS);
    const locations = site
      .split('\nlocation ')
      .slice(1)
      .filter((block) => block.includes('add_header'));
    expect(locations.length).toBeGreaterThan(5);
    for (const block of locations) {
      expect(block).toContain('add_header Content-Security-Policy');
      expect(block).toContain('add_header Strict-Transport-Security');
      expect(block).toContain('add_header Cache-Control');
    }
  });
});

describe('CDN rule files', () => {
  it('writes the same redirects and forwards', () => {
    const text = cdnRedirects(RULES, HOSTS);
    expect(text).toContain('/terms  /terms-and-conditions/  301!');
    expect(text).toContain('/terms/  /terms-and-conditions/  301!');
    expect(text).toContain('/users/*  https://app.harbourline.example/users/:splat  200!');
    expect(text).toContain('/maps/api/staticmap  https://maps.harbourline.example/maps/api/staticmap  200!');
    // The vessel pages are one client-rendered shell, as nginx's try_files serves them.
    expect(text).toContain('/earth/vessel/*  /earth/vessel/index.html  200');
  });
  it('writes the headers with immutable assets and an uncached service worker', () => {
    const text = cdnHeaders();
    expect(text).toMatch(/\/\*\n {2}Content-Security-Policy: default-src 'self'/);
    expect(text).toContain('/static/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(text).toContain('/sw.js\n  Cache-Control: no-cache, no-store, must-revalidate');
    // Exceptions after the blocks they override: the later block wins a header both set.
    const blocks = text.split('\n\n');
    const at = (path: string) => blocks.findIndex((block) => block.startsWith(`${path}\n`));
    expect(at('/sw.js')).toBeGreaterThan(at('/*.js'));
    const partytown = blocks[at('/~partytown/*')] ?? '';
    expect(at('/~partytown/*')).toBeGreaterThan(at('/*'));
    expect(partytown).toContain('X-Frame-Options: SAMEORIGIN');
    expect(partytown).toContain("frame-ancestors 'self'");
    expect(partytown).toContain('Cache-Control: no-cache, no-store, must-revalidate');
  });
});
