/**
 * What a shared link and a feed reader see: a page's card as the browser loads it, and the section's feeds
 * found from its page and parsed the way a reader parses them.
 */
import { test, expect } from './fixtures';
import { SITE } from '../../src/shared/config/site';

test("a blog post's link preview names its own 1200x630 card, which loads", async ({ visit, siteLocale, request }) => {
  const page = await visit('/blog/fcl-vs-lcl-when-to-switch/');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(`${SITE.urls[siteLocale]}/blog/fcl-vs-lcl-when-to-switch/og.png`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const response = await request.get(new URL(image ?? '').pathname);
  expect(response.headers()['content-type']).toBe('image/png');
  const size = await page.evaluate(
    async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    },
    new URL(image ?? '').pathname,
  );
  expect(size).toEqual([1200, 630]);
});

test("a blog post's served HTML, as a crawler reads it, carries its card, trail and feeds", async ({ request, siteLocale }) => {
  const response = await request.get('/blog/fcl-vs-lcl-when-to-switch/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const origin = SITE.urls[siteLocale];
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(image).toBe(`${origin}/blog/fcl-vs-lcl-when-to-switch/og.png`);
  const card = await request.get(new URL(image).pathname);
  expect([card.status(), card.headers()['content-type']]).toEqual([200, 'image/png']);
  expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
  const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as { '@type'?: string; itemListElement?: Array<{ item: string }> },
  );
  const trail = ld.find((data) => data['@type'] === 'BreadcrumbList');
  expect(trail?.itemListElement?.map((step) => step.item)).toEqual([
    `${origin}/`,
    `${origin}/blog/`,
    `${origin}/blog/fcl-vs-lcl-when-to-switch/`,
  ]);
  expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/blog\/rss.xml"/);
  expect(html).toMatch(/<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="\/blog\/atom.xml"/);
});

test('the blog names its feeds, and both parse as XML with the newest post first', async ({ visit, siteLocale }) => {
  const page = await visit('/blog/');
  const rss = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
  const atom = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
  expect([rss, atom]).toEqual(['/blog/rss.xml', '/blog/atom.xml']);
  const firstCard = await page.getByRole('main').getByRole('heading', { level: 3 }).first().textContent();
  const parsed = await page.evaluate(
    async (files) => {
      const read = async (file: string) => new DOMParser().parseFromString(await (await fetch(file)).text(), 'application/xml');
      const [r, a] = await Promise.all(files.map(read));
      return {
        errors: [r, a].map((doc) => doc?.querySelector('parsererror')?.textContent ?? null),
        rssTitles: [...(r?.querySelectorAll('item > title') ?? [])].map((node) => node.textContent),
        rssLinks: [...(r?.querySelectorAll('item > link') ?? [])].map((node) => node.textContent),
        atomUpdated: a?.querySelector('feed > updated')?.textContent,
        atomEntries: a?.querySelectorAll('entry').length,
      };
    },
    [rss ?? '', atom ?? ''],
  );
  expect(parsed.errors).toEqual([null, null]);
  expect(parsed.rssTitles.length).toBeGreaterThan(2);
  expect(parsed.atomEntries).toBe(parsed.rssTitles.length);
  expect(parsed.rssTitles[0]).toBe(firstCard?.trim());
  for (const link of parsed.rssLinks) expect(link).toMatch(new RegExp(`^${SITE.urls[siteLocale]}/`));
  expect(parsed.atomUpdated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00/);
});
