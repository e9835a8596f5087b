/**
 * One build, two deployments: the same requests against nginx (as production serves the site) and against
 * Netlify's own local server over the adapter's output (npm run serve:cdn), with the en-US build. Prints one
 * table (status, Location and the key headers on each side) and fails on any difference that is not in
 * ALLOWED below, each with its reason. The CDN also shows that its functions and client route work.
 */
import fs from 'node:fs';
import path from 'node:path';
import { request as httpRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { test, expect } from './fixtures';
import { CONTACT } from '../unit/fixtures/contact-lead';
import { CDN_PORT, SITES } from './servers';
import { sample } from './content';
import { readSavedRules } from '../../src/pipeline/redirects';
import { siteBuild } from '../../services/shared/site-builds';

const root = path.resolve(__dirname, '../..');
const NGINX = `http://localhost:${SITES[0].port}`;
const CDN = `http://localhost:${CDN_PORT}`;

type Kind = 'file' | 'redirect' | 'forward' | 'endpoint';
interface Case {
  kind: Kind;
  path: string;
  method?: 'GET' | 'POST';
  data?: unknown;
  headers?: Record<string, string>;
  /** A redirect whose target has a query of its own (a campaign path's utm_source). */
  targetQuery?: boolean;
}
interface Answer {
  status: number;
  location: string;
  cacheControl: string;
  csp: string;
  frame: string;
  contentType: string;
}
type Column = keyof Answer;

/**
 * Differences between the two servers that are reviewed and accepted, by case kind and column. Nothing else
 * may differ.
 */
const ALLOWED: ReadonlyArray<{ kinds: ReadonlyArray<Kind>; columns: ReadonlyArray<Column>; when?: (c: Case) => boolean; reason: string }> =
  [
    {
      kinds: ['redirect'],
      columns: ['status', 'location', 'cacheControl', 'csp', 'frame', 'contentType'],
      when: (c) => /[A-Z]/.test(c.path.split('?')[0] ?? ''),
      reason: "Netlify's rule engine matches paths case-sensitively (the CDN's 404 page); nginx answers an old address in any case.",
    },
    {
      kinds: ['redirect'],
      columns: ['cacheControl', 'contentType'],
      reason: "A 301's body is not read: nginx sends a small text/html one, Netlify's server none, with Cache-Control: no-cache.",
    },
    {
      kinds: ['redirect'],
      columns: ['csp', 'frame'],
      reason:
        "A rule's 301: nginx sends the site's security headers, Netlify Location and Cache-Control alone (its docs: custom headers apply only" +
        " to files it serves; netlify dev's redirect answer, likewise). The page it leads to carries them on both.",
    },
    {
      kinds: ['redirect'],
      columns: ['location'],
      when: (c) => c.targetQuery === true && c.path.includes('?'),
      reason: "A target with a query of its own: Netlify sends that query alone, nginx adds the visitor's after it.",
    },
    {
      kinds: ['file'],
      columns: ['contentType'],
      when: (c) => c.path.endsWith('.xml'),
      reason: "XML: Debian nginx's mime.types says text/xml, Netlify application/xml; readers take either.",
    },
  ];

/** The cases of the nginx HTTP tests (tests/e2e/redirects.spec.ts, forms.spec.ts), each sent to both servers. */
function cases(): Case[] {
  const built = readSavedRules(siteBuild('en-US').root);
  const list: Case[] = [];
  for (const rule of built.rules) {
    if (rule.statusCode === 301) {
      const targetQuery = rule.toPath.includes('?');
      for (const from of [rule.fromPath, `${rule.fromPath.toUpperCase()}/`, `${rule.fromPath}?ref=mail&x=1`]) {
        list.push({ kind: 'redirect', path: from, targetQuery });
      }
    } else {
      list.push({ kind: 'forward', path: rule.prefix ? `${rule.fromPath}/42/detail?tab=a` : `${rule.fromPath}?q=1` });
    }
  }
  for (const from of ['/freight/ocean-freight', '/services/platform-visibility', '/services/cargo-insurance', '/freight/cargo-insurance']) {
    list.push({ kind: 'redirect', path: from });
  }
  const site = path.join(root, '.serve/sites/en-US');
  const home = fs.readFileSync(path.join(site, 'index.html'), 'utf8');
  const scripts = [...home.matchAll(/src="(\/[^"]+-[0-9a-f]{20}\.js)"/g)].map((m) => m[1] ?? '');
  const styles = [...home.matchAll(/href="(\/styles\.[0-9a-f]+\.css)"/g)].map((m) => m[1] ?? '');
  const partytown = fs.readdirSync(path.join(site, '~partytown')).filter((name) => name.endsWith('.js'));
  list.push(
    ...[
      '/',
      '/blog/',
      '/services/no-such-service',
      '/no-such-page/',
      '/page-data/blog/page-data.json',
      '/page-data/app-data.json',
      '/sw.js',
      '/robots.txt',
      '/sitemap-index.xml',
      '/manifest.webmanifest',
      '/earth/vessel/',
      '/earth/vessel/9811000/',
      `${sample('en-US', 'Vessel').path}/`,
      '/page-data/earth/vessel/page-data.json',
      ...scripts,
      ...scripts.map((script) => `${script}.map`),
      ...styles,
      ...partytown.map((name) => `/~partytown/${name}`),
    ].map((p): Case => ({ kind: 'file', path: p })),
  );
  const proxied = `/__third-party-proxy?url=${encodeURIComponent('http://127.0.0.1:9115/gtm.js?id=GTM-TEST123')}`;
  list.push(
    { kind: 'forward', path: proxied },
    { kind: 'endpoint', path: `/__third-party-proxy?url=${encodeURIComponent('https://evil.example/x.js')}` },
    { kind: 'endpoint', path: '/api/geo', headers: { 'CF-IPCountry': 'de' } },
    { kind: 'endpoint', path: '/api/geo' },
    { kind: 'endpoint', path: '/api/leads' },
    { kind: 'endpoint', path: '/api/leads', method: 'POST', data: CONTACT },
    { kind: 'endpoint', path: '/api/leads', method: 'POST', data: { formType: 'contact', email: 'x' } },
  );
  return list;
}

/** CSPs are long: the table names each distinct one (A, B, ...) and prints them once below it. */
const cspNames = new Map<string, string>();
function cspName(csp: string | undefined): string {
  if (!csp) return '';
  if (!cspNames.has(csp)) cspNames.set(csp, String.fromCharCode(65 + cspNames.size));
  return `${cspNames.get(csp)}:${csp.length}`;
}

async function answer(api: APIRequestContext, base: string, c: Case): Promise<Answer> {
  const options = { maxRedirects: 0, headers: c.headers, data: c.data, failOnStatusCode: false };
  const response: APIResponse =
    c.method === 'POST' ? await api.post(`${base}${c.path}`, options) : await api.get(`${base}${c.path}`, options);
  const headers = response.headers();
  const csp = headers['content-security-policy'];
  return {
    status: response.status(),
    location: (headers.location ?? '').replace(/^https?:\/\/localhost:\d+/, ''),
    cacheControl: headers['cache-control'] ?? '',
    csp: cspName(csp),
    frame: headers['x-frame-options'] ?? '',
    contentType: (headers['content-type'] ?? '').replace(/;\s*charset=utf-8/i, ''),
  };
}

/**
 * Netlify's local static server sets its own Cache-Control on every file it serves, over the rule files'
 * (its proxy writes the file server's headers last); production applies the rules. So for files the CDN
 * column shows what the CDN's `_headers` says for the path, read with Netlify's own header parser.
 */
async function cdnRuleCacheControl(): Promise<(pathname: string) => string> {
  const cli = path.join(root, 'scripts/cdn/node_modules/netlify-cli/dist/utils/headers.js');
  const { parseHeaders, headersForPath } = (await import(cli)) as {
    parseHeaders: (options: { config: object; headersFiles: string[] }) => Promise<unknown[]>;
    headersForPath: (rules: unknown[], path: string) => Record<string, string>;
  };
  const rules = await parseHeaders({ config: {}, headersFiles: [path.join(root, '.serve/sites/en-US/_headers')] });
  return (pathname) => headersForPath(rules, pathname)['cache-control'] ?? '';
}

test.describe('the CDN deployment', () => {
  test.skip(({ siteLocale }) => siteLocale !== 'en-US', 'one regional build is enough to compare the two servers');

  test('answers every case of the nginx HTTP tests as nginx does, or differs only as reviewed', async () => {
    test.setTimeout(180_000);
    const api = await httpRequest.newContext();
    const cdnRule = await cdnRuleCacheControl();
    const rows: string[] = [];
    const unexplained: string[] = [];
    const explained = new Map<string, number>();
    const columns: Column[] = ['status', 'location', 'cacheControl', 'csp', 'frame', 'contentType'];
    for (const c of cases()) {
      const nginx = await answer(api, NGINX, c);
      const cdn = await answer(api, CDN, c);
      if (c.kind === 'file') cdn.cacheControl = cdnRule(c.path.split('?')[0] ?? c.path);
      const differing = columns.filter((column) => nginx[column] !== cdn[column]);
      const reasons = new Set<string>();
      let reviewed = true;
      for (const column of differing) {
        const allowed = ALLOWED.find((a) => a.kinds.includes(c.kind) && a.columns.includes(column) && (a.when?.(c) ?? true));
        if (allowed) reasons.add(allowed.reason);
        else {
          reviewed = false;
          unexplained.push(`${c.method ?? 'GET'} ${c.path} ${column}: nginx "${nginx[column]}", CDN "${cdn[column]}"`);
        }
      }
      for (const reason of reasons) explained.set(reason, (explained.get(reason) ?? 0) + 1);
      const verdict = differing.length === 0 ? '=' : reviewed ? '~' : '✗';
      const cells = columns.map((column) => {
        const show = (value: string | number) => (value === '' ? '-' : String(value));
        return differing.includes(column) ? `${show(nginx[column])} ≠ ${show(cdn[column])}` : show(nginx[column]);
      });
      rows.push(`${verdict} ${c.method ?? 'GET'} ${c.path}  ${cells.join(' | ')}`);
    }
    await api.dispose();
    const agree = rows.filter((row) => row.startsWith('=')).length;
    console.log(
      [
        `nginx ${NGINX} vs CDN ${CDN} (netlify dev over the adapter's output), en-US: ${rows.length} cases, ${agree} the same,` +
          ` ${rows.length - agree - unexplained.length} with reviewed differences (~), ${unexplained.length} unexplained (✗)`,
        'columns: status | Location | Cache-Control (CDN files: the _headers rule) | CSP (name:length) | X-Frame-Options | Content-Type;',
        '"a ≠ b": nginx answers a, the CDN b; = the same, ~ reviewed differences only, ✗ a difference not reviewed',
        ...rows,
        'CSPs:',
        ...[...cspNames].map(([text, name]) => `  ${name}: ${text}`),
        'Reviewed differences:',
        ...[...explained].map(([reason, count]) => `  ${count} cases: ${reason}`),
      ].join('\n'),
    );
    expect(unexplained).toEqual([]);
    // The list stays short and true: a reviewed difference that no longer happens is taken off it.
    expect(ALLOWED.map((a) => a.reason).filter((reason) => !explained.has(reason))).toEqual([]);
  });

  test("names each file's header rule by the file's own path, as the CDN matches it", () => {
    // Gatsby's routes manifest gave a file such as /styles.<hash>.css the page's trailing slash: a rule for
    // "/styles.<hash>.css/" matches no request (and the adapter tried to move every such file onto that path).
    const rulePaths = fs
      .readFileSync(path.join(root, '.serve/sites/en-US/_headers'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('/'));
    expect(rulePaths.some((rule) => /^\/styles\.[0-9a-f]+\.css$/.test(rule))).toBe(true);
    expect(rulePaths.filter((rule) => /\.[a-z0-9]+\/$/i.test(rule))).toEqual([]);
  });

  test("runs the endpoints as functions: the country from Netlify's geolocation, a lead taken", async ({ request }) => {
    const geo = await request.get(`${CDN}/api/geo`);
    expect(geo.headers()['cache-control']).toBe('no-cache, no-store, must-revalidate');
    // serve:cdn runs with CDN_COUNTRY=DE: Netlify's own header, which wins over any a visitor could send.
    expect(await geo.json()).toEqual({ countryCode: 'DE' });
    expect(await (await request.get(`${CDN}/api/geo`, { headers: { 'CF-IPCountry': 'fr' } })).json()).toEqual({ countryCode: 'DE' });
    const lead = await request.post(`${CDN}/api/leads`, { data: CONTACT });
    expect(lead.status()).toBe(201);
  });

  test("serves a fleet vessel's own page, and any other vessel id from the client-rendered shell", async ({ page }) => {
    const vessel = sample('en-US', 'Vessel');
    await page.goto(`${CDN}${vessel.path}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vessel.title);
    await page.goto(`${CDN}/earth/vessel/00000000-0000-4000-8000-000000000000/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vessel not found');
  });
});
