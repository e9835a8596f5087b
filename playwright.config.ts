import { defineConfig, devices } from '@playwright/test';
import { TEST_BROWSER } from './scripts/dev/browsers';
import { CDN_PORT, DEPLOY_PORTS, onlyOn, SITE_WIDE, SITES } from './tests/e2e/servers';

/**
 * Browser tests against both regional builds, each served by nginx exactly as production serves it
 * (scripts/serve.ts over each locale's build, scripts/build-sites.sh).
 */

/** The test servers' origins, each the regional site it serves: the lead endpoint takes forms from these. */
const TEST_SITE_ORIGINS = [
  ...SITES.map(({ locale, port }) => `${locale}=http://localhost:${port}`),
  ...Object.entries(DEPLOY_PORTS).map(([locale, port]) => `${locale}=http://localhost:${port}`),
].join(' ');

/** The tests that time how soon the page answers. */
const TIMED = /first-tap\.spec\.ts$/;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: TEST_BROWSER,
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Recording a trace of every test (to keep the failing ones') took about 40% of the suite's time on two cores.
  use: { trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure' },
  projects: [
    ...SITES.map(({ locale, port }, index) => ({
      name: locale,
      testIgnore: TIMED,
      grepInvert: new RegExp(
        [
          ...(index === 0 ? [] : [SITE_WIDE]),
          ...SITES.filter((other) => other.locale !== locale).map((other) => onlyOn(other.locale)),
        ].join('|'),
      ),
      use: { ...chromium, baseURL: `http://localhost:${port}`, locale },
      metadata: { siteLocale: locale },
    })),
    // Tests that time the page run after all others, one at a time: a browser slowed four times answers in its own
    // time only while no other test's browser shares the machine's two cores.
    ...SITES.map(({ locale, port }, index) => ({
      name: `${locale} timed`,
      testMatch: TIMED,
      fullyParallel: false,
      dependencies: index === 0 ? SITES.map((site) => site.locale) : [`${SITES[index - 1]?.locale} timed`],
      use: { ...chromium, baseURL: `http://localhost:${port}`, locale },
      metadata: { siteLocale: locale },
    })),
  ],
  webServer: [
    // The company's other hosts, which forwarded paths reach (the test build points APP_HOST & co here).
    { command: 'node tests/e2e/upstream.mjs', url: 'http://127.0.0.1:9111/ping', reuseExistingServer: !process.env.CI, timeout: 10_000 },
    // The lead endpoint both sites' nginx proxies /api/leads to, delivering to the stand-in upstream. Every
    // test submits from one address: the rate limit is raised past what the suite sends.
    {
      command:
        'rm -rf .serve/test-leads && LEADS_DIR=.serve/test-leads LEADS_PORT=9400 LEADS_UPSTREAM_URL=http://127.0.0.1:9114/leads LEADS_RETRY_BASE_MS=200 ' +
        `LEADS_RATE_LIMIT=100000/60 LEADS_SITE_ORIGINS="${TEST_SITE_ORIGINS}" node --import tsx services/leads/server.ts`,
      url: 'http://127.0.0.1:9400/api/leads/health',
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    ...SITES.map(({ locale, port }) => ({
      // Variables go on the command line: a webServer `env` would replace the whole environment (PATH too).
      // .serve/sites/<locale>, not the build folder: after the deploy test's next build, that is the first deploy.
      command: `SITE_LOCALE=${locale} PORT=${port} SITE_DIR=.serve/sites/${locale} node --import tsx scripts/serve.ts`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    })),
    // Each site once more, from a published folder the deploy test swaps between two builds.
    ...SITES.map(({ locale }) => ({
      command:
        `mkdir -p .serve/deploy && ln -sfn ../sites/${locale} .serve/deploy/${locale} && ` +
        `SITE_LOCALE=${locale} PORT=${DEPLOY_PORTS[locale]} SITE_DIR=.serve/deploy/${locale} node --import tsx scripts/serve.ts`,
      url: `http://localhost:${DEPLOY_PORTS[locale]}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    })),
    // The en-US build deployed as a CDN host runs it: Netlify's local server over the adapter's output; its
    // lead function keeps its own store and delivers to the same stand-in upstream.
    {
      command:
        `rm -rf .serve/test-leads-cdn && LEADS_DIR=$PWD/.serve/test-leads-cdn LEADS_UPSTREAM_URL=http://127.0.0.1:9114/leads ` +
        `LEADS_RETRY_BASE_MS=200 LEADS_RATE_LIMIT=100000/60 LEADS_SITE_ORIGINS="en-US=http://localhost:${CDN_PORT}" ` +
        `SITE_LOCALE=en-US PORT=${CDN_PORT} CDN_COUNTRY=DE node --import tsx scripts/serve-cdn.ts --no-build`,
      url: `http://localhost:${CDN_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
