/**
 * Analytics, tag manager, attribution, consent, error reporting and the page-loading runtime, in the
 * browser against the nginx-served build. Every third-party host is intercepted (fixtures.ts); the tag
 * manager's container is the stand-in from upstream.mjs, running off the main thread in Partytown.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { wcagViolations } from './wcag';
import { test, expect, hydrated, sayer } from './fixtures';
import { sample as sampleEntry, type SampleEntry } from './content';
import { normalizePath } from '../../src/shared/routing/paths';
import notFound from '../../locales/zh-CN/pages/404.json';
import serverError from '../../locales/zh-CN/templates/server-error.json';
import { ATTRIBUTION_PARAMS } from '../../src/site/tracking/attribution';

const say = sayer(notFound, serverError);

const AMPLITUDE = 'api2.amplitude.com';
const SENTRY = 'errors.harbourline.invalid';
const TRACKER_COOKIE = /^(fp-utm|utm_|gclid$|campaign_id$|GSC_Modal$|referrer$|AMP_|_dd_s)/;

type AmplitudeEvent = {
  event_type: string;
  insert_id: string;
  time: number;
  event_properties?: Record<string, unknown>;
  user_properties?: { $set?: Record<string, unknown> };
};

/** Analytics events sent so far, each once (the SDK may resend a batch). */
function amplitudeEvents(bodies: unknown[]): AmplitudeEvent[] {
  const seen = new Map<string, AmplitudeEvent>();
  for (const body of bodies) {
    const events = (body as { events?: AmplitudeEvent[] }).events ?? [];
    for (const event of events) seen.set(event.insert_id, event);
  }
  return [...seen.values()];
}

/** Error-reporting envelopes: newline-separated JSON; the event items carry the exception. */
type SentryEvent = {
  exception?: { values?: Array<{ type?: string; value?: string }> };
  contexts?: { react?: { componentStack?: string } };
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
  environment?: string;
};
function sentryEvents(bodies: unknown[]): SentryEvent[] {
  return bodies.flatMap((body) => {
    const lines = String(typeof body === 'string' ? body : JSON.stringify(body)).split('\n');
    const events: SentryEvent[] = [];
    for (let i = 0; i < lines.length - 1; i += 1) {
      try {
        const header = JSON.parse(lines[i] ?? '') as { type?: string };
        if (header.type === 'event') events.push(JSON.parse(lines[i + 1] ?? '') as SentryEvent);
      } catch {
        // not a JSON line
      }
    }
    return events;
  });
}

/** Data-layer entries the stand-in container saw inside the Partytown worker of this browser context. */
function watchDataLayer(context: BrowserContext): Array<{ at: number; item: unknown; worker: boolean }> {
  const seen: Array<{ at: number; item: unknown; worker: boolean }> = [];
  context.on('request', (request: Request) => {
    if (request.url() === 'http://127.0.0.1:9115/collect' && request.method() === 'POST') {
      seen.push(JSON.parse(request.postData() ?? '{}') as { at: number; item: unknown; worker: boolean });
    }
  });
  return seen;
}

/** Requests for the tag manager's container, which comes through the same-origin proxy. */
function watchTagManager(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/__third-party-proxy')) fetched.push(r.url());
  });
  return fetched;
}

async function geolocateAs(page: Page, countryCode: string) {
  await page.route('**/api/geo', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ countryCode }) }),
  );
}

/** An entry of the embedded content, with its path as the site links it (trailing slash). */
const sample = (...args: Parameters<typeof sampleEntry>): SampleEntry => {
  const entry = sampleEntry(...args);
  return { ...entry, path: normalizePath(entry.path) };
};

/** Navigates inside the app (Gatsby's client-side router), as a click on an internal link does. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => (window as Window & { ___navigate?: (to: string) => void }).___navigate?.(to), path);

/** Serves a page's real page data with one change, as a faulty deploy or a corrupted cache would. */
async function alterPageData<T>(page: Page, path: string, change: (json: T) => void) {
  await page.route(`**/page-data${path}page-data.json`, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as T;
    change(json);
    await route.fulfill({ response, json });
  });
}

test.describe('analytics and the tag manager', () => {
  test.use({ consent: 'granted' });

  test('each client-side navigation sends one route-update with its path, and route-loaded reaches the data layer about 300 ms later', async ({
    page,
    context,
    visit,
    thirdParty,
    siteLocale,
  }) => {
    const dataLayer = watchDataLayer(context);
    await geolocateAs(page, 'US');
    await visit('/');
    const post = sample(siteLocale, 'BlogPost');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: say(siteLocale, 'Privacy'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/privacy\/$/);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: say(siteLocale, 'Terms and conditions'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/terms-and-conditions\/$/);
    await navigateInApp(page, post.path);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();

    const paths = ['/', '/privacy/', '/terms-and-conditions/', post.path];
    await expect
      .poll(
        () =>
          amplitudeEvents(thirdParty.bodiesTo(AMPLITUDE))
            .filter((e) => e.event_type === 'route-update')
            .map((e) => e.event_properties?.path),
        { timeout: 15_000 },
      )
      .toEqual(paths);
    const updates = amplitudeEvents(thirdParty.bodiesTo(AMPLITUDE)).filter((e) => e.event_type === 'route-update');

    await expect
      .poll(() => dataLayer.filter((d) => (d.item as { event?: string }).event === 'route-loaded').length, { timeout: 15_000 })
      .toBe(paths.length);
    const loaded = dataLayer.filter((d) => (d.item as { event?: string }).event === 'route-loaded');
    expect(loaded.map((d) => (d.item as { path: string }).path)).toEqual(paths);
    // Off the main thread: the container ran in Partytown's worker.
    expect(loaded.every((d) => d.worker)).toBe(true);
    for (const [index, update] of updates.entries()) {
      const delay = (loaded[index]?.at ?? 0) - update.time;
      expect(delay, `route-loaded for ${paths[index]} ${delay} ms after route-update`).toBeGreaterThanOrEqual(290);
      // The 300 ms are the site's; what comes on top is the worker's own speed (2.3-4.6 s seen on a machine 2.7x
      // slower than CI's), which says nothing of the order or the paths checked above.
      expect(delay).toBeLessThan(10_000);
    }
  });

  test('the tag manager script comes through the same-origin proxy, and the proxy refuses other URLs', async ({
    page,
    request,
    siteLocale,
  }) => {
    const proxied = watchTagManager(page);
    const direct = await request.get(`/__third-party-proxy?url=${encodeURIComponent('http://127.0.0.1:9115/gtm.js?id=GTM-TEST123')}`);
    expect(direct.status()).toBe(200);
    expect(await direct.text()).toContain('dataLayer');
    for (const other of ['http://127.0.0.1:9115/collected', 'http://127.0.0.1:9111/ping', 'https://evil.example/gtm.js?id=GTM-TEST123']) {
      expect((await request.get(`/__third-party-proxy?url=${encodeURIComponent(other)}`)).status(), other).toBe(404);
    }
    await page.goto('/');
    await hydrated(page, siteLocale);
    await expect.poll(() => proxied.length, { timeout: 10_000 }).toBeGreaterThan(0);
  });
});

test.describe('the tag manager where Partytown cannot start', () => {
  // Without service workers Partytown falls back and runs the container on the main thread; the
  // site's earlier grant, which Partytown had queued for its worker, must still load it.
  test.use({ consent: 'granted', serviceWorkers: 'block' });

  test('the container loads on the main thread and hears route-loaded, also of the landing before the fallback', async ({
    page,
    context,
    visit,
  }) => {
    const dataLayer = watchDataLayer(context);
    const container = page.waitForRequest((r) => r.url().startsWith('http://127.0.0.1:9115/gtm.js'), { timeout: 20_000 });
    await geolocateAs(page, 'US');
    await visit('/');
    await container;
    await navigateInApp(page, '/privacy/');
    const routeLoaded = () =>
      dataLayer.filter((d) => (d.item as { event?: string }).event === 'route-loaded').map((d) => (d.item as { path?: string }).path);
    await expect.poll(routeLoaded, { timeout: 5_000 }).toEqual(['/', '/privacy/']);
    expect(dataLayer.every((d) => !d.worker)).toBe(true);
  });
});

test.describe('attribution', () => {
  test.use({ consent: 'granted' });

  test('a landing with campaign parameters stores each in its own cookie and all in fp-utm for 182.5 days; msclkid goes to localStorage; the document \
referrer stands in for a missing referrer parameter', async ({ page, context, siteLocale }) => {
    await geolocateAs(page, 'US');
    const values = Object.fromEntries(
      ATTRIBUTION_PARAMS.filter((p) => p !== 'referrer').map((name, i) => [name, `${name.toLowerCase()}-value-${i}`]),
    );
    const query = new URLSearchParams({ ...values, msclkid: 'ms-click-42' }).toString();
    await page.goto(`/?${query}`, { referer: 'https://search.example/results?q=freight' });
    await hydrated(page, siteLocale);

    const expected = { ...values, referrer: 'https://search.example/results?q=freight' };
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'fp-utm')?.value ?? '', { timeout: 10_000 })
      .not.toBe('');
    const cookies = await context.cookies();
    const now = Date.now() / 1000;
    for (const [name, value] of Object.entries(expected)) {
      const cookie = cookies.find((c) => c.name === name);
      expect(cookie, name).toBeDefined();
      expect(decodeURIComponent(cookie?.value ?? '')).toBe(value);
      expect(((cookie?.expires ?? 0) - now) / 86_400).toBeCloseTo(182.5, 1);
    }
    const fpUtm = cookies.find((c) => c.name === 'fp-utm');
    expect(JSON.parse(decodeURIComponent(fpUtm?.value ?? '{}'))).toEqual(expected);
    expect(((fpUtm?.expires ?? 0) - now) / 86_400).toBeCloseTo(182.5, 1);
    expect(await page.evaluate(() => window.localStorage.getItem('msclkid'))).toBe('ms-click-42');
  });
});

test.describe('consent context', () => {
  test.use({ consent: 'undecided' });

  test('a German visitor is asked first: no tracker cookie, no analytics, no tag manager, until they accept; then the context says DE, EU, EMEA', async ({
    page,
    context,
    thirdParty,
    siteLocale,
  }) => {
    const tagManager = watchTagManager(page);
    await geolocateAs(page, 'DE');
    await page.goto('/?utm_source=newsletter&utm_campaign=autumn&msclkid=ms-1');
    await hydrated(page, siteLocale);
    const banner = page.getByRole('region', { name: say(siteLocale, 'Cookies on this site') });
    await expect(banner).toBeVisible();
    await page.waitForTimeout(1500);
    expect((await context.cookies()).map((c) => c.name).filter((n) => TRACKER_COOKIE.test(n))).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.getItem('msclkid'))).toBeNull();
    expect(thirdParty.bodiesTo(AMPLITUDE)).toEqual([]);
    expect(thirdParty.requests.filter((r) => r.url().includes('browser-intake-datadoghq.com'))).toEqual([]);
    expect(tagManager).toEqual([]);

    expect(await wcagViolations(page, '.consent')).toEqual([]);

    await banner.getByRole('button', { name: say(siteLocale, 'Accept analytics cookies') }).click();
    await expect(banner).toBeHidden();
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'fp-utm'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => tagManager.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => amplitudeEvents(thirdParty.bodiesTo(AMPLITUDE)).find((e) => e.event_type === '$identify')?.user_properties?.$set, {
        timeout: 15_000,
      })
      .toMatchObject({ countryCode: 'DE', isEU: true, isEMEA: true, utm_source: 'newsletter', utm_campaign: 'autumn', msclkid: 'ms-1' });
    // The route-update of the landing waited in the queue and was sent after consent.
    await expect
      .poll(
        () =>
          amplitudeEvents(thirdParty.bodiesTo(AMPLITUDE))
            .filter((e) => e.event_type === 'route-update')
            .map((e) => e.event_properties?.path),
        { timeout: 15_000 },
      )
      .toEqual(['/']);
  });

  test('a German visitor who rejects gets no tracker cookie, no analytics and no tag manager, and can reopen the choice from the footer', async ({
    page,
    context,
    thirdParty,
    siteLocale,
  }) => {
    const tagManager = watchTagManager(page);
    await geolocateAs(page, 'DE');
    await page.goto('/?utm_source=newsletter');
    await hydrated(page, siteLocale);
    const banner = page.getByRole('region', { name: say(siteLocale, 'Cookies on this site') });
    await banner.getByRole('button', { name: say(siteLocale, 'Reject analytics cookies') }).click();
    await expect(banner).toBeHidden();
    await page.waitForTimeout(2000);
    expect((await context.cookies()).map((c) => c.name).filter((n) => TRACKER_COOKIE.test(n))).toEqual([]);
    expect((await context.cookies()).find((c) => c.name === 'hl-consent')?.value).toBe('denied');
    expect(thirdParty.bodiesTo(AMPLITUDE)).toEqual([]);
    expect(tagManager).toEqual([]);
    await page.getByRole('button', { name: say(siteLocale, 'Cookie settings') }).click();
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { name: say(siteLocale, 'Cookies on this site') })).toBeFocused();
  });

  for (const [country, expected] of [
    ['AE', { countryCode: 'AE', isEU: false, isEMEA: true }],
    ['US', { countryCode: 'US', isEU: false, isEMEA: false }],
  ] as const) {
    test(`a visitor in ${country} is not asked; the context says ${JSON.stringify(expected)}, and the tag manager loads`, async ({
      page,
      thirdParty,
      siteLocale,
    }) => {
      const tagManager = watchTagManager(page);
      await geolocateAs(page, country);
      await page.goto('/?utm_source=partner');
      await hydrated(page, siteLocale);
      await expect
        .poll(() => amplitudeEvents(thirdParty.bodiesTo(AMPLITUDE)).find((e) => e.event_type === '$identify')?.user_properties?.$set, {
          timeout: 15_000,
        })
        .toMatchObject({ ...expected, utm_source: 'partner' });
      await expect(page.getByRole('region', { name: say(siteLocale, 'Cookies on this site') })).toHaveCount(0);
      await expect.poll(() => tagManager.length, { timeout: 15_000 }).toBeGreaterThan(0);
    });
  }
});

test.describe('error reporting', () => {
  // Page data must come from the network, where the test can alter it, not from the offline worker's cache.
  test.use({ serviceWorkers: 'block' });
  test('a page that throws while rendering shows the error notice inside the site frame and sends one report with the component stack and recent paths', async ({
    page,
    thirdParty,
    siteLocale,
    visit,
  }) => {
    const post = sample(siteLocale, 'BlogPost');
    await alterPageData<{ result: { data: { blogPost: { date: string } } } }>(page, post.path, (json) => {
      json.result.data.blogPost.date = 'not-a-date';
    });
    await visit('/');
    await navigateInApp(page, post.path);
    await expect(page.getByRole('heading', { level: 1, name: say(siteLocale, 'Something went wrong. Try again.') })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: say(siteLocale, 'Reload the page') })).toBeVisible();
    await expect.poll(() => sentryEvents(thirdParty.bodiesTo(SENTRY)).length, { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(1000);
    const events = sentryEvents(thirdParty.bodiesTo(SENTRY));
    expect(events).toHaveLength(1);
    expect(events[0]?.exception?.values?.at(-1)?.type).toBe('RangeError');
    expect(events[0]?.contexts?.react?.componentStack).toMatch(/\bat \w/);
    expect(events[0]?.environment).toBe('production');
    expect(events[0]?.extra?.recentPaths).toEqual(['/', post.path]);
    // The visitor can go on: another navigation renders normally.
    await page.getByRole('link', { name: say(siteLocale, 'Go to the home page') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: say(siteLocale, 'Something went wrong. Try again.') })).toHaveCount(0);
  });

  test('a visitor who only reads loads no error-reporting SDK; their first click loads it and starts a session', async ({
    page,
    thirdParty,
    siteLocale,
    visit,
  }) => {
    await visit(sample(siteLocale, 'BlogPost').path);
    // Long enough for an idle-time load to have happened, which is what this guards against.
    await page.waitForTimeout(2500);
    expect(thirdParty.requests.filter((r) => new URL(r.url()).hostname === SENTRY)).toEqual([]);
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect
      .poll(() => thirdParty.requests.filter((r) => new URL(r.url()).hostname === SENTRY).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(sentryEvents(thirdParty.bodiesTo(SENTRY))).toEqual([]);
  });

  test('a broken video player is reported as a silenceable error with its cause, and the rest of the page stays', async ({
    page,
    thirdParty,
    siteLocale,
    visit,
  }) => {
    const webinar = sample(siteLocale, 'Webinar', (e) => typeof e.fields.recordingUrl === 'string');
    await alterPageData<{ result: { data: { webinar: { recordingUrl: string } } } }>(page, webinar.path, (json) => {
      json.result.data.webinar.recordingUrl = 'javascript:alert(1)';
    });
    await visit('/');
    await navigateInApp(page, webinar.path);
    await expect(page.getByRole('heading', { level: 1, name: webinar.title })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(say(siteLocale, 'Play the recording')) })).toHaveCount(0);
    await expect.poll(() => sentryEvents(thirdParty.bodiesTo(SENTRY)).length, { timeout: 15_000 }).toBe(1);
    const [event] = sentryEvents(thirdParty.bodiesTo(SENTRY));
    const messages = event?.exception?.values?.map((v) => v.value) ?? [];
    expect(messages).toContain('silenceable error');
    expect(messages.join(' ')).toContain('Unsupported video address');
    expect(event?.tags).toMatchObject({ silenceable: 'true', widget: 'video-player' });
  });

  test('the working video player loads nothing from the video host until asked', async ({ page, thirdParty, siteLocale, visit }) => {
    const webinar = sample(siteLocale, 'Webinar', (e) => typeof e.fields.recordingUrl === 'string');
    await visit(webinar.path);
    const play = page.getByRole('button', { name: new RegExp(say(siteLocale, 'Play the recording')) });
    await expect(play).toBeVisible();
    expect(thirdParty.requests.filter((r) => r.url().includes('youtube'))).toEqual([]);
    await play.click();
    await expect(page.locator(`iframe[title="${webinar.title}"]`)).toBeVisible();
  });
});

test.describe('page loading', () => {
  test.use({ serviceWorkers: 'block' });
  test('the first page hydrates in parts, keeping the elements the server sent, and every part then works', async ({
    page,
    siteLocale,
  }) => {
    // The elements the server sent, held before any script runs: hydration must adopt these very nodes (a
    // part rendered afresh would replace them, and lose what a visitor typed or focused meanwhile).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Reflect.set(
          window,
          '__serverNodes',
          ['header', 'main', 'main form', 'footer'].map((selector) => document.querySelector(selector)),
        );
      });
    });
    await page.goto('/get-started/');
    await hydrated(page, siteLocale);
    const kept = await page.evaluate(() => {
      const before: unknown = Reflect.get(window, '__serverNodes');
      const now = ['header', 'main', 'main form', 'footer'].map((selector) => document.querySelector(selector));
      return Array.isArray(before) && before.length === now.length && now.every((node, i) => node !== null && node === before[i]);
    });
    expect(kept).toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByName('site:hydrated').length)).toBe(1);
    // The form's part: the browser-side check answers, not the browser's own.
    const form = page.getByRole('form', { name: say(siteLocale, 'Request a freight quote') });
    await form.getByRole('button', { name: say(siteLocale, 'Get a quote') }).click();
    await expect(form.getByLabel(say(siteLocale, 'First Name'), { exact: true })).toHaveAccessibleDescription(say(siteLocale, 'Required'));
    // The footer's part: its button opens the consent question.
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: say(siteLocale, 'Cookie settings') })
      .click();
    await expect(page.getByRole('heading', { name: say(siteLocale, 'Cookies on this site') })).toBeFocused();
  });

  test('page data answered 500 twice, then 200, renders the page', async ({ page, visit, siteLocale }) => {
    const post = sample(siteLocale, 'BlogPost');
    let calls = 0;
    await page.route(`**/page-data${post.path}page-data.json`, async (route) => {
      calls += 1;
      if (calls <= 2) return route.fulfill({ status: 500, body: 'busy' });
      return route.continue();
    });
    await visit('/');
    await navigateInApp(page, post.path);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    expect(calls).toBe(3);
  });

  test('page data answered 404 (a page removed since the visitor arrived) shows the 404 page', async ({ page, visit, siteLocale }) => {
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/page-data/blog/a-post-removed-since/')) statuses.push(response.status());
    });
    await visit('/');
    await navigateInApp(page, '/blog/a-post-removed-since/');
    await expect(page.getByRole('heading', { level: 1, name: say(siteLocale, 'Page not found') })).toBeVisible();
    expect(statuses[0]).toBe(404);
  });

  test('page data answered 500 for good shows the 500 page after three retries', async ({ page, visit, siteLocale }) => {
    const post = sample(siteLocale, 'BlogPost');
    let calls = 0;
    await page.route(`**/page-data${post.path}page-data.json`, (route) => {
      calls += 1;
      return route.fulfill({ status: 500, body: 'down' });
    });
    await visit('/');
    await navigateInApp(page, post.path);
    await expect(page.getByRole('heading', { level: 1, name: say(siteLocale, 'Something went wrong') })).toBeVisible();
    expect(calls).toBe(4);
  });

  test('a navigation waiting over a second says the page is loading, and the notice goes when it arrives', async ({
    page,
    visit,
    siteLocale,
  }) => {
    const post = sample(siteLocale, 'BlogPost');
    await page.route(`**/page-data${post.path}page-data.json`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await visit('/');
    await navigateInApp(page, post.path);
    const notice = page.getByRole('status').getByText(say(siteLocale, 'Loading the page…'));
    await expect(notice).toBeVisible({ timeout: 2000 });
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
