import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dir';
import {
  checkRules,
  expandFamilies,
  formatRedirectIssue,
  loadRedirects,
  readRuleFiles,
  type RedirectRule,
} from '../../src/pipeline/redirects/rules';

const PAGES = new Set([
  '/',
  '/products/ocean-freight',
  '/products/trucking',
  '/logistics/eu-customs',
  '/terms-and-conditions',
  '/research',
  '/company/about-us',
]);

function rule(fromPath: string, toPath: string, family = 'redirects/test.json'): RedirectRule {
  return { fromPath, toPath, statusCode: 301, isPermanent: true, ignoreCase: true, family };
}

function files(contents: Record<string, unknown>): string {
  const dir = tempDir('redirects-');
  for (const [name, value] of Object.entries(contents))
    fs.writeFileSync(path.join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
  return dir;
}

describe('redirect rule files', () => {
  it('gives every rule the spec fields and marks forwards 200', () => {
    const dir = files({
      'a.json': {
        rules: [
          { fromPath: '/terms', toPath: '/terms-and-conditions' },
          { fromPath: '/users/*', to: 'app' },
        ],
      },
    });
    const { rules, issues } = readRuleFiles(dir);
    expect(issues).toEqual([]);
    expect(rules[0]).toMatchObject({
      fromPath: '/terms',
      toPath: '/terms-and-conditions',
      statusCode: 301,
      isPermanent: true,
      ignoreCase: true,
    });
    expect(rules[1]).toMatchObject({ fromPath: '/users', statusCode: 200, upstream: 'app', prefix: true });
  });

  it('names the file and rule of a malformed entry', () => {
    const dir = files({
      'bad.json': {
        rules: [
          { fromPath: 'terms', toPath: '/x' },
          { fromPath: '/a', toPath: 'http://insecure.example/' },
          { fromPath: '/b', to: 'nowhere' },
        ],
      },
      'broken.json': '{',
    });
    const messages = readRuleFiles(dir).issues.map(formatRedirectIssue);
    expect(messages).toContain(
      'redirects/bad.json: terms: fromPath: must be a site path starting with a single "/" (a trailing /* for a family)',
    );
    expect(messages.some((m) => m.startsWith('redirects/bad.json: /a: '))).toBe(true);
    expect(messages.some((m) => m.startsWith('redirects/bad.json: /b: '))).toBe(true);
    expect(messages.some((m) => m.startsWith('redirects/broken.json: (file): is not valid JSON'))).toBe(true);
  });

  it('expands a wildcard family for every page under the target prefix, and nothing deeper', () => {
    const expanded = expandFamilies(
      [{ ...rule('/services/*', '/products/:splat'), splat: ['/products/:splat'] }],
      new Set([...PAGES, '/products/a/deeper']),
    );
    expect(expanded.map((r) => [r.fromPath, r.toPath])).toEqual([
      ['/services/ocean-freight', '/products/ocean-freight'],
      ['/services/trucking', '/products/trucking'],
    ]);
  });
});

describe('families whose pages moved to more than one section', () => {
  const pages = new Set([...PAGES, '/logistics/ocean-freight', '/logistics/cargo-insurance']);
  const families = [
    { ...rule('/services/*', '/products/:splat'), splat: ['/products/:splat', '/logistics/:splat'] },
    { ...rule('/freight/*', '/logistics/:splat'), splat: ['/logistics/:splat', '/products/:splat'] },
  ];

  it('sends each old address to the first section that has its page, and makes none for a page nowhere', () => {
    const expanded = expandFamilies(families, pages).map((r) => [r.fromPath, r.toPath]);
    expect(expanded).toEqual([
      ['/services/cargo-insurance', '/logistics/cargo-insurance'],
      ['/services/eu-customs', '/logistics/eu-customs'],
      ['/services/ocean-freight', '/products/ocean-freight'],
      ['/services/trucking', '/products/trucking'],
      ['/freight/cargo-insurance', '/logistics/cargo-insurance'],
      ['/freight/eu-customs', '/logistics/eu-customs'],
      ['/freight/ocean-freight', '/logistics/ocean-freight'],
      ['/freight/trucking', '/products/trucking'],
    ]);
    expect(checkRules(expandFamilies(families, pages), pages, new Set())).toEqual([]);
  });

  it('lets a rule written for one address win over its family', () => {
    const expanded = expandFamilies([rule('/freight/trucking', '/company/about-us'), ...families], pages);
    expect(expanded.filter((r) => r.fromPath === '/freight/trucking').map((r) => r.toPath)).toEqual(['/company/about-us']);
  });

  it('reads a list of targets for a family only', () => {
    const dir = files({
      'a.json': { rules: [{ fromPath: '/services/*', toPath: ['/products/:splat', '/logistics/:splat'] }] },
      'b.json': { rules: [{ fromPath: '/one', toPath: ['/products/:splat', '/logistics/:splat'] }] },
      'c.json': { rules: [{ fromPath: '/two/*', toPath: ['/products/:splat', '/logistics/x'] }] },
    });
    const { rules, issues } = readRuleFiles(dir);
    expect(rules).toEqual([expect.objectContaining({ fromPath: '/services/*', splat: ['/products/:splat', '/logistics/:splat'] })]);
    expect(issues.map(formatRedirectIssue)).toEqual([
      'redirects/b.json: /one: toPath: lists targets only for a family (a fromPath ending in /*)',
      'redirects/c.json: /two/*: toPath.1: must be a site path ending in /:splat',
    ]);
  });
});

describe('rule checks', () => {
  it('accepts rules that land on pages or an allowed host', () => {
    expect(
      checkRules(
        [rule('/terms', '/terms-and-conditions'), rule('/tpm', '/?utm_source=tpm'), rule('/status', 'https://status.harbourline.example/')],
        PAGES,
        new Set(['status.harbourline.example']),
      ),
    ).toEqual([]);
  });
  it('catches a loop', () => {
    expect(checkRules([rule('/research', '/Research/')], new Set(), new Set()).map(formatRedirectIssue)).toEqual([
      'redirects/test.json: /research: redirects to itself (a loop)',
    ]);
  });
  it('catches a chain and says where to point instead', () => {
    const issues = checkRules([rule('/a', '/b'), rule('/b', '/research')], PAGES, new Set()).map(formatRedirectIssue);
    expect(issues).toEqual(['redirects/test.json: /a: chains through /b (redirects/test.json): point it at /research']);
  });
  it('catches two rules for one path, whatever the case', () => {
    const issues = checkRules(
      [rule('/terms', '/terms-and-conditions', 'redirects/one.json'), rule('/Terms/', '/research', 'redirects/two.json')],
      PAGES,
      new Set(),
    );
    expect(issues.map(formatRedirectIssue)).toEqual([
      'redirects/two.json: /Terms/: is also redirected by redirects/one.json (to /terms-and-conditions)',
    ]);
  });
  it('catches a 301 to a page that does not exist or a host that is not allowed', () => {
    const issues = checkRules([rule('/x', '/no-such-page'), rule('/y', 'https://evil.example/')], PAGES, new Set()).map(
      formatRedirectIssue,
    );
    expect(issues).toEqual([
      'redirects/test.json: /x: points at /no-such-page, which is not a page of the site',
      'redirects/test.json: /y: points at evil.example, which is not an allowed host',
    ]);
  });
  it('catches a rule that would hide a page', () => {
    expect(checkRules([rule('/research', '/')], PAGES, new Set()).map(formatRedirectIssue)).toEqual([
      'redirects/test.json: /research: is a page of the site: the redirect would hide it',
    ]);
  });
});

describe('the project redirects', () => {
  it('load without issues against the pages they point at', () => {
    const dir = path.resolve(__dirname, '../../redirects');
    const pages = new Set([
      '/',
      '/terms-and-conditions',
      '/research',
      '/eguides',
      '/COVID-19-trade-insights',
      '/careers/teams/engineering',
      '/company/about-us',
      '/company/contact',
      '/company/careers',
      '/careers/jobs',
      '/company/customers',
      '/company/newsroom',
      '/get-started',
      '/privacy',
      '/webinars',
      '/data/hs-code',
      '/help',
      '/products/customs',
      '/products/less-than-container',
      '/products/capital',
      '/logistics/cargo-insurance',
      '/products/ecommerce-fulfillment',
      '/products/ocean-freight',
      '/products/air-freight',
      '/products/trucking',
      '/logistics/platform-visibility',
      '/careers/locations/rotterdam',
    ]);
    const { rules, issues } = loadRedirects(dir, pages);
    expect(issues.map(formatRedirectIssue)).toEqual([]);
    expect(rules.find((r) => r.fromPath === '/careers/location/rotterdam')?.toPath).toBe('/careers/locations/rotterdam');
    expect(rules.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(15);
  });
});
