import { gunzipSync } from 'node:zlib';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { recordCspViolations } from './csp-violations';
import { HYDRATED_MARK } from '../../src/site/runtime/hydrated-mark';
import zhCN from '../../locales/zh-CN.json';

export type SiteLocale = 'en-US' | 'zh-CN';

/** How the site under test says an English label or message: the zh-CN site's dictionary, with a page's own catalogues. */
export function sayer(...catalogues: Array<Record<string, string>>): (locale: SiteLocale, english: string) => string {
  const dictionary: Record<string, string> = { ...zhCN };
  for (const catalogue of catalogues) Object.assign(dictionary, catalogue);
  return (locale, english) => (locale === 'zh-CN' ? (dictionary[english] ?? english) : english);
}

/** A label or message as the site under test shows it. */
export const say = sayer();

/** The visitor's cookie choice a test starts with: most tests are not about consent and start decided. */
export type ConsentSetup = 'denied' | 'granted' | 'undecided';

/**
 * Any address but this machine's. A pattern, not a function: Playwright matches a pattern in its own server and sends
 * only the requests it matches to the test, where a function is asked about every request of the page, the site's
 * own scripts, styles, fonts and data included.
 */
const THIRD_PARTY = /^[a-z][a-z0-9+.-]*:\/\/(?!(?:localhost|127\.0\.0\.1|\[::1\])(?:[:/]|$))/i;

/** Requests the browser made to any host that is not this machine's (all answered here, none sent). */
export type ThirdPartyLog = { requests: Request[]; bodiesTo: (host: string) => unknown[] };

/**
 * How no test reaches the real network (a worker's setting: the browser is launched for it):
 * - 'answered': every third-party request is intercepted, logged and answered here (ThirdPartyLog). Playwright turns
 *   the browser's HTTP cache off while it intercepts, so a prefetched script is fetched again when it is used.
 * - 'unresolvable': the browser resolves no host but this machine's, nothing is logged, and the HTTP cache works
 *   as a visitor's does: for tests of how soon the page answers.
 */
export type ThirdPartySetup = 'answered' | 'unresolvable';

const ONLY_LOCAL_HOSTS = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

/**
 * Shared fixtures: the locale of the site under test, a page that waits for hydration, the consent
 * choice to start with, and every third-party host intercepted: no test reaches the real network.
 */
export const test = base.extend<
  {
    siteLocale: SiteLocale;
    visit: (path: string) => Promise<Page>;
    consent: ConsentSetup;
    thirdParty: ThirdPartyLog;
    cspViolations: string[];
  },
  { thirdPartySetup: ThirdPartySetup }
>({
  thirdPartySetup: ['answered', { option: true, scope: 'worker' }],
  launchOptions: [
    async ({ launchOptions, thirdPartySetup }, use) => {
      const args = [...(launchOptions.args ?? []), ...(thirdPartySetup === 'unresolvable' ? [ONLY_LOCAL_HOSTS] : [])];
      await use({ ...launchOptions, args });
    },
    { scope: 'worker' },
  ],
  /**
   * Every test runs under the sites' content security policy, the header's and each page's own script
   * policy (src/pipeline/script-hashes.ts): a violation on any page of any test fails the test.
   */
  cspViolations: [
    async ({ page }, use) => {
      const violations = await recordCspViolations(page);
      await use(violations);
      expect(violations, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
  siteLocale: async ({}, use, testInfo) => {
    await use(testInfo.project.metadata.siteLocale === 'zh-CN' ? 'zh-CN' : 'en-US');
  },
  consent: ['denied', { option: true }],
  thirdParty: [
    async ({ context, consent, baseURL, thirdPartySetup }, use) => {
      const requests: Request[] = [];
      if (thirdPartySetup === 'answered')
        await context.route(THIRD_PARTY, async (route) => {
          requests.push(route.request());
          await route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: '{"code":200}',
            headers: { 'access-control-allow-origin': '*' },
          });
        });
      if (consent !== 'undecided') {
        await context.addCookies([{ name: 'hl-consent', value: consent, url: baseURL ?? 'http://localhost' }]);
      }
      const bodiesTo = (host: string) =>
        requests
          .filter((request) => new URL(request.url()).hostname === host)
          .map((request) => {
            const raw = request.postDataBuffer() ?? Buffer.alloc(0);
            // Analytics SDKs gzip larger batches.
            const body = (raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw).toString('utf8');
            try {
              return JSON.parse(body) as unknown;
            } catch {
              return body;
            }
          });
      await use({ requests, bodiesTo });
    },
    { auto: true },
  ],
  visit: async ({ page, siteLocale }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      // A click before React has hydrated the page is lost (or submits a form natively): wait for it, as a
      // person waits for the page to be ready. CJK fonts make the zh-CN pages slow enough to show this.
      await hydrated(page, siteLocale);
      return page;
    });
  },
});

/**
 * Waits for React to have hydrated the page: the header's search is a link in the server HTML and
 * becomes a button once React runs (Gatsby's `___navigate` exists earlier, before hydration), and the page
 * marks when its last deferred part (src/site/runtime/deferred-hydration.tsx) has hydrated.
 */
export async function hydrated(page: Page, locale: SiteLocale): Promise<void> {
  // A wait for the page to be ready, not a measure of how soon it is (bench:main-thread measures that): under CI's
  // load of two browsers and the servers, hydration took past the default 5 s now and then.
  const search = page.getByRole('banner').getByRole('button', { name: locale === 'zh-CN' ? '搜索' : 'Search', exact: true });
  await expect(search).toBeVisible({ timeout: 15_000 });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
}

export { expect };
