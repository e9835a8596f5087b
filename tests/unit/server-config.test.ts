import { describe, expect, it } from 'vitest';
import type { RedirectRule } from '../../src/build/redirects/rules';
import { ADAPTER_SECTION, cdnHeaders, cdnRedirects } from '../../src/build/server/cdn';
import { nginxRedirectLocations } from '../../src/build/server/nginx-redirects';
import { nginxSiteConf } from '../../src/build/server/nginx';

const HOSTS = {
  app: 'https://app.harbourline.example',
  public: 'https://api.harbourline.example',
  maps: 'https://maps.harbourline.example',
};
const base = { isPermanent: true, ignoreCase: true, family: 'redirects/t.json' } as const;
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

  it('tells the lead service the address nginx saw, replacing whatever address header a client sent', () => {
    const leads = nginxSiteConf(RULES, HOSTS)
      .split('\nlocation ')
      .find((block) => block.startsWith('= /api/leads '));
    // proxy_set_header replaces a header of the same name from the client: X-Real-IP cannot be forged.
    expect(leads).toContain('proxy_set_header X-Real-IP $remote_addr;');
  });
});

describe('CDN rule files', () => {
  it("leaves _redirects to Gatsby's adapter, with nothing of an earlier build", () => {
    expect(cdnRedirects()).toMatch(/^# Generated .*\n# gatsby-adapter-netlify start\n# gatsby-adapter-netlify end\n$/);
  });
  it("puts the adapter's headers first and ours after them, exceptions last, in lower case", () => {
    const text = cdnHeaders();
    const blocks = text.split('\n\n');
    const at = (path: string) => blocks.findIndex((block) => block.startsWith(`${path}\n`));
    expect(blocks.findIndex((block) => block.startsWith(ADAPTER_SECTION))).toBe(1);
    expect(at('/*')).toBe(2);
    expect(blocks[at('/*')]).toMatch(/\n {2}content-security-policy: default-src 'self'/);
    expect(blocks[at('/*')]).toContain('\n  referrer-policy: strict-origin-when-cross-origin');
    expect(text).not.toMatch(/^ {2}[^:]*[A-Z][^:]*:/m);
    expect(blocks[at('/sw.js')]).toContain('cache-control: no-cache, no-store, must-revalidate');
    const partytown = blocks[at('/~partytown/*')] ?? '';
    expect(at('/~partytown/*')).toBe(blocks.length - 1);
    expect(partytown).toContain('x-frame-options: SAMEORIGIN');
    expect(partytown).toContain("frame-ancestors 'self'");
    expect(partytown).toContain('cache-control: no-cache, no-store, must-revalidate');
  });
});
