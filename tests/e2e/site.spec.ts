import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, hydrated, type SiteLocale } from './fixtures';
import { onlyOn, SITE_WIDE } from './servers';
import { entriesFor, sample } from './content';
import { DEVELOP_HEADS_FILE, HEAD_PARITY_PAGES, headTagsIn } from '../support/page-head';

const NAV = {
  'en-US': { services: 'Services', resources: 'Resources', company: 'Company', notFound: 'Page not found', menu: 'Menu' },
  'zh-CN': { services: '服务', resources: '资源', company: '公司', notFound: '页面未找到', menu: '菜单' },
} as const;

const SITE_URL = { 'en-US': 'https://www.harbourline.example', 'zh-CN': 'https://cn.harbourline.example' } as const;

test('client-side navigation through the header menu does not reload the page', async ({ visit, siteLocale }) => {
  const page = await visit('/');
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  const product = sample(siteLocale, 'ProductPage', (e) => e.path === '/products/trucking');
  await page.getByRole('button', { name: NAV[siteLocale].services }).click();
  await page
    .getByRole('navigation', { name: siteLocale === 'zh-CN' ? '主导航' : 'Main navigation' })
    .getByRole('link', { name: String(product.fields.navLabel), exact: true })
    .click();
  await expect(page).toHaveURL(/\/products\/trucking\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(product.fields.heroHeading));
  expect(await page.evaluate(() => (window as Window & { __noReload?: boolean }).__noReload)).toBe(true);
  await expect(page.getByRole('button', { name: NAV[siteLocale].services })).toHaveAttribute('aria-expanded', 'false');
});

test('the header and footer are slices: the page loads their data from /slice-data/, and they work across navigation', async ({
  page,
  visit,
  siteLocale,
}) => {
  const sliceData = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/slice-data/')) sliceData.add(new URL(request.url()).pathname);
  });
  await visit('/');
  await expect.poll(() => [...sliceData].sort()).toEqual(['/slice-data/site-footer.json', '/slice-data/site-header.json']);
  const footerLink = page.getByRole('contentinfo').getByRole('link').first();
  const target = await footerLink.getAttribute('href');
  await footerLink.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: NAV[siteLocale].services }).click();
  const product = sample(siteLocale, 'ProductPage', (e) => e.path === '/products/trucking');
  await expect(header.getByRole('link', { name: String(product.fields.navLabel), exact: true })).toBeVisible();
});

test("a client-side navigation is announced in the site's language", async ({ visit, siteLocale }) => {
  const page = await visit('/blog/');
  const post = sample(siteLocale, 'BlogPost');
  await page.getByRole('link', { name: post.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`${post.path}/$`));
  // Gatsby's live region (no role: a div with aria-live), which it fills after each in-app navigation.
  const announcer = page.locator('#gatsby-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'assertive');
  await expect(announcer).toHaveText(siteLocale === 'zh-CN' ? `已转到页面：${post.title}` : `Navigated to ${post.title}`);
});

test("the head follows client-side route changes: title, description, canonical and hreflang are the next page's", async ({
  visit,
  siteLocale,
}) => {
  const page = await visit('/blog/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL[siteLocale]}/blog/`);
  const firstPageTags = await page.locator('[data-build-head]').count();
  expect(firstPageTags).toBeGreaterThan(5);
  const post = sample(siteLocale, 'BlogPost');
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  await page.getByRole('link', { name: post.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`${post.path}/$`));
  await expect(page).toHaveTitle(`${post.title} | Harbourline Freight`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL[siteLocale]}${post.path}/`);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);
  await expect(page.locator('link[rel="alternate"][hreflang="zh-Hans-CN"]')).toHaveAttribute('href', `${SITE_URL['zh-CN']}${post.path}/`);
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', `${SITE_URL['en-US']}${post.path}/`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', String(post.fields.description));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  // The first page's tags for crawlers and link previews (og, its card, its trail) describe the page left behind.
  await expect(page.locator('[data-build-head]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as Window & { __noReload?: boolean }).__noReload)).toBe(true);
});

// gatsby develop is tested on the en-US site.
test(
  'the built head of an entry page, a page without an entry and an unlisted page is the one gatsby develop serves',
  {
    tag: onlyOn('en-US'),
  },
  async ({ request }) => {
    const file = path.resolve(__dirname, '../..', DEVELOP_HEADS_FILE);
    test.skip(!fs.existsSync(file), 'the develop test (npm test runs it first) saves the heads it was served');
    const developed = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
    for (const pagePath of HEAD_PARITY_PAGES) {
      const built = headTagsIn(await (await request.get(pagePath)).text());
      expect(built.length, pagePath).toBeGreaterThan(8);
      // The same tags; a build puts the meta tags first (Gatsby's production renderer sorts them), develop does not.
      expect([...built].sort(), pagePath).toEqual([...(developed[pagePath] ?? [])].sort());
    }
  },
);

test('the back link of an item returns to its section', async ({ visit, siteLocale }) => {
  const term = sample(siteLocale, 'GlossaryTerm');
  const page = await visit(term.path);
  await page.getByRole('link', { name: siteLocale === 'zh-CN' ? '返回术语表' : 'Back to Glossary' }).click();
  await expect(page).toHaveURL(/\/glossary\/$/);
  await expect(page.getByRole('link', { name: term.title, exact: true })).toBeVisible();
});

test('menus open and close by keyboard', async ({ visit, siteLocale }) => {
  const page = await visit('/');
  const resources = page.getByRole('button', { name: NAV[siteLocale].resources });
  await resources.focus();
  await page.keyboard.press('Enter');
  await expect(resources).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: siteLocale === 'zh-CN' ? '术语表' : 'Glossary' }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(resources).toHaveAttribute('aria-expanded', 'false');
});

test('the skip link moves focus to the main content', async ({ visit, siteLocale }) => {
  const page = await visit('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: siteLocale === 'zh-CN' ? '跳到主要内容' : 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the menu button reveals the navigation', async ({ visit, siteLocale }) => {
    const page = await visit('/');
    const nav = page.getByRole('navigation', { name: siteLocale === 'zh-CN' ? '主导航' : 'Main navigation' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: NAV[siteLocale].menu }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: NAV[siteLocale].company }).click();
    await expect(nav.getByRole('link', { name: siteLocale === 'zh-CN' ? '招聘' : 'Careers' })).toBeVisible();
  });
});

test('an unknown path answers 404 with the styled 404 page', async ({ page, siteLocale }) => {
  const response = await page.goto('/no-such-page-anywhere/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAV[siteLocale].notFound);
  await expect(page.getByRole('navigation', { name: siteLocale === 'zh-CN' ? '主导航' : 'Main navigation' })).toBeAttached();
});

test('/404.html and /500.html exist', { tag: SITE_WIDE }, async ({ page, request }) => {
  expect((await request.get('/404.html')).status()).toBe(200);
  const response = await page.goto('/500.html');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('paths without a trailing slash and /index.html reach the page', { tag: SITE_WIDE }, async ({ request }) => {
  const bare = await request.get('/blog', { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe('/blog/');
  const index = await request.get('/index.html', { maxRedirects: 0 });
  expect(index.status()).toBe(301);
  expect(index.headers().location).toBe('/');
});

test('html lang, sitemap and robots.txt belong to the regional site', async ({ page, request, siteLocale }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', siteLocale === 'zh-CN' ? 'zh-Hans-CN' : 'en-US');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL[siteLocale]}/sitemap-index.xml`);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).toContain(`<loc>${SITE_URL[siteLocale]}/products/ocean-freight/</loc>`);
  expect(sitemap).not.toContain('/404');
});

test('the service worker registers at /sw.js on localhost', { tag: SITE_WIDE }, async ({ visit }) => {
  const page = await visit('/');
  const scriptURL = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
  expect(new URL(scriptURL).pathname).toBe('/sw.js');
});

test(
  "the service worker precaches the site's scripts, not the search indexes' copies of Pagefind",
  { tag: SITE_WIDE },
  async ({ request }) => {
    const worker = await (await request.get('/sw.js')).text();
    expect(worker).toMatch(/"url": "app-[0-9a-f]+\.js"/);
    expect(worker).toMatch(/"url": "framework-[0-9a-f]+\.js"/);
    expect(worker).not.toContain('pagefind');
  },
);

test('a hash in the URL scrolls to its anchor after client-side navigation', async ({ visit, siteLocale }) => {
  const page = await visit('/blog/');
  const term =
    entriesFor(siteLocale)
      .filter((e) => e.kind === 'GlossaryTerm')
      .map((e) => e.title)
      .sort()
      .at(-1) ?? '';
  const letter = term.charAt(0).toUpperCase();
  await page.evaluate(
    (to) => (window as Window & { ___navigate?: (p: string) => void }).___navigate?.(to),
    `/glossary/#letter-${letter.toLowerCase()}`,
  );
  await expect(page).toHaveURL(new RegExp(`/glossary/#letter-${letter.toLowerCase()}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await expect(page.getByRole('heading', { name: letter, exact: true })).toBeInViewport();
});

/** Follows a link from the glossary to a term (which opens at the top), goes back, and expects the glossary where it was left. */
async function expectBackToGlossaryPosition(page: Page, siteLocale: SiteLocale): Promise<void> {
  const term = sample(siteLocale, 'GlossaryTerm');
  await page.evaluate((to) => (window as Window & { ___navigate?: (p: string) => void }).___navigate?.(to), `${term.path}/`);
  await expect(page).toHaveURL(new RegExp(`${term.path}/$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/glossary\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
}

test('going back restores the scroll position of the previous page', async ({ visit, siteLocale }) => {
  const page = await visit('/glossary/');
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  // Gatsby records the position on the scroll event; a person pauses before clicking, so wait for it.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.entries(sessionStorage).some(([key, value]) => key.startsWith('@@scroll|/glossary/') && Number(value) > 800),
      ),
    )
    .toBe(true);
  await expectBackToGlossaryPosition(page, siteLocale);
});

test('going back restores a position the visitor scrolled to before the page hydrated', async ({ page, siteLocale }) => {
  // React's scripts (Gatsby's runtime, app and framework bundles) are held back until the visitor has
  // scrolled, as on a slow connection.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(webpack-runtime|framework|app)-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/glossary/', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  release();
  await hydrated(page, siteLocale);
  await expectBackToGlossaryPosition(page, siteLocale);
});

test('navigation state can keep the scroll position', async ({ visit, siteLocale }) => {
  const page = await visit('/glossary/');
  await page.evaluate(() => window.scrollTo(0, 600));
  const term = sample(siteLocale, 'GlossaryTerm');
  await page.evaluate(
    (to) =>
      (window as Window & { ___navigate?: (p: string, o: object) => void }).___navigate?.(to, { state: { preventScrollReset: true } }),
    `${term.path}/`,
  );
  await expect(page).toHaveURL(new RegExp(`${term.path}/$`));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('the zh-CN site shows Chinese navigation, the en-US site English', async ({ visit, siteLocale }) => {
  const page = await visit('/');
  const nav = page.getByRole('navigation', { name: siteLocale === 'zh-CN' ? '主导航' : 'Main navigation' });
  for (const label of [NAV[siteLocale].services, NAV[siteLocale].resources, NAV[siteLocale].company]) {
    await expect(nav.getByRole('button', { name: label })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: siteLocale === 'zh-CN' ? '获取报价' : 'Get a quote' })).toBeVisible();
});

test.describe('prefetching of linked pages', () => {
  // Requests must reach the network where the test sees them, not the offline worker.
  test.use({ serviceWorkers: 'block' });

  /** Page-data requests of other pages than the one visited, with their times. */
  async function prefetches(page: import('@playwright/test').Page, path: string, waitMs: number) {
    const seen: Array<{ url: string; at: number }> = [];
    page.on('request', (request) => {
      const url = request.url();
      const own = `/page-data${path === '/' ? '/index' : path.replace(/\/$/, '')}/`;
      // A prefetch may fetch the same file twice (link preload, then from the cache); count it once.
      if (
        url.includes('/page-data/') &&
        !url.includes('/page-data/app-data.json') &&
        !url.includes('/page-data/sq/') &&
        !url.includes(own) &&
        !seen.some((s) => s.url === url)
      )
        seen.push({ url, at: Date.now() });
    });
    await page.goto(path);
    await page.waitForFunction(() => typeof (window as Window & { ___navigate?: unknown }).___navigate === 'function');
    // Links are prefetched as they come into view: bring the whole page past the viewport.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(waitMs);
    return seen;
  }

  test('a visitor gets the data of linked pages in batches of at most 4, about 3 s apart', { tag: SITE_WIDE }, async ({ page }) => {
    const seen = await prefetches(page, '/', 10_000);
    expect(seen.length).toBeGreaterThan(4);
    // Group requests that start within a second of each other into batches.
    const batches: number[][] = [];
    for (const { at } of seen) {
      const last = batches.at(-1);
      if (last && at - (last[0] ?? at) < 1000) last.push(at);
      else batches.push([at]);
    }
    expect(
      batches.every((batch) => batch.length <= 4),
      JSON.stringify(batches.map((b) => b.length)),
    ).toBe(true);
    for (let i = 1; i < batches.length; i += 1) expect((batches[i]?.[0] ?? 0) - (batches[i - 1]?.[0] ?? 0)).toBeGreaterThanOrEqual(2900);
  });

  test.describe('for a crawler', () => {
    // A link-preview crawler Gatsby's own bot pattern misses; the site's (src/site/tracking/bots.ts) knows it.
    test.use({ userAgent: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' });
    test('nothing is prefetched', { tag: SITE_WIDE }, async ({ page }) => {
      expect(await prefetches(page, '/', 5_000)).toEqual([]);
    });
  });
});
