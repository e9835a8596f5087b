/**
 * What a visitor reaches for first answers at once, on a slow phone: with the CPU slowed four times, the header's
 * menu, its search and the consent buttons answer a tap made as soon as the page has loaded within 200 ms. The
 * parts of a page hydrate after it loads (src/site/runtime/deferred-hydration.tsx) and some code waits for use or
 * for idle time: this proves none of it is dead, or slow to wake, when it is needed.
 *
 * Timed in the page, from the tap's pointerdown to the first change of the page that shows the answer (a
 * MutationObserver), so neither the test runner's round trips nor its polling count.
 *
 * Not met reliably yet (issue 34 stays open on it), so marked fixme until it is. Three runs a test and site with
 * two workers, both builds: the menu 204-514 ms (4 of 6 runs within 200), the search 249-563 ms (3 of 6), the
 * consent banner's Accept 5 of 6, the footer's cookie settings 500-806 ms (none). Run it with
 * `npx playwright test tests/e2e/first-tap.spec.ts` after removing the fixme line below.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, say, test } from './fixtures';

const ANSWER_MS = 200;
const POST = '/blog/demurrage-vs-detention-how-to-avoid-them/';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.fixme(true, 'the 200 ms bar is not met reliably on React yet: see above');

async function loadSlowly(page: Page, path: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'load' });
}

/**
 * Taps `target` and returns how long after the tap's pointerdown the page first matched `answered`, a CSS
 * selector (null when it never did within 5 s).
 */
async function tapAndTime(page: Page, target: Locator, answered: string): Promise<number | null> {
  await page.evaluate((selector) => {
    const record: { tapped?: number; answered?: number } = {};
    Reflect.set(window, '__firstTap', record);
    window.addEventListener('pointerdown', () => (record.tapped ??= performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (record.tapped === undefined || !document.querySelector(selector)) return;
      record.answered = performance.now();
      observer.disconnect();
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
  }, answered);
  await target.tap();
  const handle = await page
    .waitForFunction(
      () => {
        const record = Reflect.get(window, '__firstTap') as { tapped?: number; answered?: number };
        return record.answered !== undefined && record.tapped !== undefined ? record.answered - record.tapped : null;
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => null);
  return handle ? await handle.jsonValue() : null;
}

/** Within ANSWER_MS of the tap; the time goes into the report. */
function expectAnswered(ms: number | null): void {
  test.info().annotations.push({ type: 'answered in', description: `${ms} ms` });
  expect(ms, 'no answer within 5 s').not.toBeNull();
  expect(ms).toBeLessThanOrEqual(ANSWER_MS);
}

test('the header menu answers the first tap within 200 ms of load', async ({ page, siteLocale }) => {
  await loadSlowly(page, POST);
  const menu = page.getByRole('banner').getByRole('button', { name: say(siteLocale, 'Menu') });
  const ms = await tapAndTime(page, menu, '.site-header__menu-button[aria-expanded="true"]');
  expectAnswered(ms);
  await expect(page.getByRole('navigation', { name: say(siteLocale, 'Main navigation') })).toBeVisible();
});

test('the header search answers the first tap within 200 ms of load', async ({ page, siteLocale }) => {
  await loadSlowly(page, POST);
  // A link to the search page in the server's HTML, a button once its part has hydrated: either way the tap opens
  // the search panel and its field.
  const banner = page.getByRole('banner');
  const name = { name: say(siteLocale, 'Search'), exact: true };
  const search = banner.getByRole('link', name).or(banner.getByRole('button', name));
  const ms = await tapAndTime(page, search, 'input[name="q"]');
  expectAnswered(ms);
  await expect(page.getByLabel(say(siteLocale, 'Search the website')).first()).toBeVisible();
});

test.describe('a visitor who must be asked about cookies', () => {
  test.use({ consent: 'undecided' });

  test('the consent buttons answer the first tap within 200 ms', async ({ page, siteLocale }) => {
    await page.route('**/api/geo', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"countryCode":"DE"}' }),
    );
    await loadSlowly(page, POST);
    const banner = page.getByRole('region', { name: say(siteLocale, 'Cookies on this site') });
    const accept = banner.getByRole('button', { name: say(siteLocale, 'Accept analytics cookies') });
    const ms = await tapAndTime(page, accept, 'body:not(:has(.consent))');
    expectAnswered(ms);
    await expect(banner).toBeHidden();
  });
});

test('the footer’s cookie settings answer the first tap within 200 ms of load', async ({ page, siteLocale }) => {
  await loadSlowly(page, POST);
  const settings = page.getByRole('contentinfo').getByRole('button', { name: say(siteLocale, 'Cookie settings') });
  const ms = await tapAndTime(page, settings, '.consent');
  expectAnswered(ms);
  await expect(page.getByRole('region', { name: say(siteLocale, 'Cookies on this site') })).toBeVisible();
});
