import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedirectRule } from '../../src/pipeline/redirects/rules';
import { ADAPTER_SECTION, cdnHeaders, cdnRedirects } from '../../src/pipeline/server/cdn';
import { CACHE, HOST_HEADERS, SECURITY_HEADERS } from '../../src/pipeline/server/headers';
import { nginxRedirectLocations } from '../../src/pipeline/server/nginx-redirects';
import { nginxSiteConf } from '../../src/pipeline/server/nginx';
import { serveSite } from '../../scripts/dev/serve-site';
import { freePort } from '../support/free-port';
import { tempDir } from '../support/temp-dir';

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
  it('puts security headers in every location of the site config that sets headers, forwards aside', () => {
    const site = nginxSiteConf(RULES, HOSTS);
    const locations = site
      .split('\nlocation ')
      .slice(1)
      .filter((block) => block.includes('add_header') && !block.includes('$upstream_'));
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

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every header line as sent, names lower-cased, so that a header sent twice shows twice. */
  lines: Array<[string, string]>;
}

/** A GET with exactly the headers given (fetch would refuse or add some, such as Cookie and Referer). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => {
        const lines: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          lines.push([(res.rawHeaders[i] ?? '').toLowerCase(), res.rawHeaders[i + 1] ?? '']);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, lines });
      });
    });
    req.on('error', reject);
  });
}

/** Whether every security header of the site is in the answer, once, with its value. */
function securityHeadersOf(answer: Answer): string[] {
  return SECURITY_HEADERS.filter(([name, value]) => {
    const sent = answer.lines.filter(([line]) => line === name.toLowerCase());
    return sent.length !== 1 || sent[0]?.[1] !== value;
  }).map(([name]) => name);
}

describe('the generated rules, served by nginx', () => {
  const dir = tempDir('nginx-rules-');
  const seen: http.IncomingMessage[] = [];
  // The tag manager's host and the company's app: a stand-in that records what reaches it and answers as
  // they might, with cookies, caching and a policy of its own.
  const upstream = http.createServer((req, res) => {
    seen.push(req);
    res.writeHead(200, {
      'content-type': 'application/javascript',
      'set-cookie': 'tracker=1',
      'cache-control': 'private, max-age=900',
      'content-security-policy': "default-src 'self' https://app.example",
      'strict-transport-security': 'max-age=60',
    });
    res.end(`/* ${req.url} */`);
  });
  let nginx: ChildProcess | undefined;
  let site = '';
  let proxied = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const host = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    proxied = `${host}/gtm.js?id=GTM-UNIT1`;
    const root = path.join(dir, 'public');
    fs.mkdirSync(root);
    for (const page of ['index.html', '404.html', '500.html'])
      fs.writeFileSync(path.join(root, page), `<!doctype html><title>${page}</title>`);
    const rules = path.join(dir, 'site.conf');
    fs.writeFileSync(rules, nginxSiteConf(RULES, { app: host, public: host, maps: host }, 'http://127.0.0.1:9', [proxied]));
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    nginx = await serveSite({ port, siteDir: root, rules, nginxDir: path.join(dir, 'nginx') });
  }, 60_000);

  afterAll(async () => {
    const child = nginx;
    if (child && child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  }, 60_000);

  it("passes the tag manager only the allowed headers of the visitor's, and none of its cookies back", async () => {
    const answer = await get(`${site}/__third-party-proxy?url=${encodeURIComponent(proxied)}`, {
      cookie: 'fp-utm=%7B%7D; session=secret',
      authorization: 'Basic c3RhZmY6c2VjcmV0',
      referer: `${site}/company/contact/?email=ana@example.com`,
      'x-custom': 'private',
      'x-forwarded-for': '203.0.113.9',
      'user-agent': 'UnitBrowser/1.0',
      accept: '*/*',
      'accept-encoding': 'gzip',
    });
    expect(answer.status).toBe(200);
    const request = seen.at(-1);
    expect(request?.url).toBe('/gtm.js?id=GTM-UNIT1');
    expect(request?.headers).toEqual({
      host: new URL(proxied).host,
      connection: 'close',
      accept: '*/*',
      'accept-encoding': 'gzip',
      'user-agent': 'UnitBrowser/1.0',
    });
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.lines.filter(([name]) => name === 'cache-control')).toEqual([['cache-control', CACHE.revalidate]]);
    expect(securityHeadersOf(answer)).toEqual([]);
  });

  it('answers a redirect rule with the security headers of every other answer', async () => {
    for (const from of ['/terms', '/TERMS/?ref=mail', '/tpm?x=1', '/index.html']) {
      const answer = await get(`${site}${from}`);
      expect(answer.status, from).toBe(301);
      expect(securityHeadersOf(answer), from).toEqual([]);
    }
  });

  it('gives the 404s of the rules, and a request nginx cannot place, the security headers too', async () => {
    const refused = `/__third-party-proxy?url=${encodeURIComponent('https://evil.example/x.js')}`;
    for (const path of ['/styles.0123456789abcdef0123.css.map', '/_redirects', '/_headers', refused, '/no-such-page/']) {
      const answer = await get(`${site}${path}`);
      expect(answer.status, path).toBe(404);
      expect(securityHeadersOf(answer), path).toEqual([]);
    }
    const malformed = await rawRequest(site, 'GET /\x01 HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
    for (const [name, value] of SECURITY_HEADERS) expect(malformed, name).toContain(`\r\n${name}: ${value}\r\n`);
  });

  it("leaves a forwarded app's document policy to the app, with the site's HTTPS and type rules in place of its own", async () => {
    const answer = await get(`${site}/users/42`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toBe("default-src 'self' https://app.example");
    for (const [name, value] of HOST_HEADERS)
      expect(answer.lines.filter(([line]) => line === name.toLowerCase())).toEqual([[name.toLowerCase(), value]]);
  });
});

/** What nginx answers to `text` sent as it is, for a request no HTTP client would send. */
function rawRequest(base: string, text: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
