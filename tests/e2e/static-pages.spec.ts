import { test, expect } from './fixtures';
import { entriesFor } from './content';
import { PRODUCT_SLUGS, HELP_CATEGORY_SLUGS } from '../../src/shared/content/schemas';

// Each static page's heading and content are checked on the same visit as its accessibility and hydration
// (tests/e2e/accessibility.spec.ts, STATIC_PAGES in ./static-pages.ts).

/** Route families of the spec whose pages come from content entries with their own paths. */
const ENTRY_ROUTES = [
  '/privacy',
  '/terms-and-conditions',
  '/eu',
  '/COVID-19-trade-insights',
  '/solutions/seller-portal',
  '/logistics/platform-visibility',
  '/logistics/cargo-insurance',
  '/logistics/company-code-of-conduct',
  '/logistics/shopify-app-add',
  '/logistics/shopify-app-install',
  ...PRODUCT_SLUGS.map((slug) => `/products/${slug}`),
  ...HELP_CATEGORY_SLUGS.map((slug) => `/help/category/${slug}`),
];

test('every route family of the spec answers 200 with its entry', async ({ request, siteLocale }) => {
  const entries = entriesFor(siteLocale);
  for (const path of ENTRY_ROUTES) {
    const entry = entries.find((e) => e.path === path);
    expect(entry, `an entry publishes ${path}`).toBeDefined();
    const response = await request.get(`${path}/`);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = (entry?.title ?? '').replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
    expect(html, path).toContain(title);
  }
});

test('every content entry of the site answers 200', async ({ request, siteLocale }) => {
  const paths = entriesFor(siteLocale)
    .filter((e) => e.kind !== 'Vessel')
    .map((e) => e.path);
  expect(paths.length).toBeGreaterThan(120);
  const failures: string[] = [];
  for (const path of paths) {
    const status = (await request.get(`${path}/`)).status();
    if (status !== 200) failures.push(`${path}: ${status}`);
  }
  expect(failures).toEqual([]);
});

test('careers jobs filter by the location query and keep it in the URL', async ({ visit, siteLocale }) => {
  const jobs = entriesFor(siteLocale).filter((e) => e.kind === 'JobPosting');
  const inRotterdam = jobs.filter((j) => j.fields.office === 'rotterdam');
  expect(inRotterdam.length).toBeGreaterThan(0);
  const page = await visit('/careers/jobs/?location=rotterdam');
  for (const job of jobs) {
    const link = page.getByRole('main').getByRole('link', { name: job.title, exact: true });
    if (job.fields.office === 'rotterdam') await expect(link).toBeVisible();
    else await expect(link).toHaveCount(0);
  }
  const location = page.getByRole('combobox', { name: siteLocale === 'zh-CN' ? '地点' : 'Location' });
  await expect(location).toHaveValue('rotterdam');
  await location.selectOption('hamburg');
  await page.getByRole('button', { name: siteLocale === 'zh-CN' ? '显示职位' : 'Show jobs' }).click();
  await expect(page).toHaveURL(/[?&]location=hamburg/);
  const inHamburg = jobs.filter((j) => j.fields.office === 'hamburg');
  await expect(page.getByRole('main').getByRole('link', { name: inHamburg[0]?.title ?? '', exact: true })).toBeVisible();
});
