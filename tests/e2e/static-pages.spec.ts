import { test, expect } from './fixtures';
import { entriesFor } from './content';
import { PRODUCT_SLUGS, HELP_CATEGORY_SLUGS } from '../../src/shared/content/schemas';

/** Every static page of the spec with its H1 on each regional site. */
const STATIC_PAGES: ReadonlyArray<[path: string, en: string, zh: string]> = [
  ['/', 'Move your goods from the factory floor to your customer with one partner', '从工厂车间到您的客户，一个合作伙伴全程负责'],
  ['/get-started/', 'Get a freight quote', '获取货运报价'],
  ['/talk-to-an-expert/', 'Talk to an expert', '咨询专家'],
  ['/sign-up/', 'Create your Harbourline account', '创建您的 Harbourline 账户'],
  ['/search/', 'Search', '搜索'],
  ['/glossary/', 'Glossary', '术语表'],
  ['/help/', 'Help Center', '帮助中心'],
  ['/webinars/', 'Videos and Webinars', '视频与网络研讨会'],
  ['/eguides/', 'E-guides', '电子指南'],
  ['/events/', 'Events', '活动'],
  ['/research/', 'Research', '研究报告'],
  ['/global-logistics-update/', 'Global Logistics Update', '全球物流动态'],
  ['/careers/jobs/', 'Open roles', '开放职位'],
  ['/company/about-us/', 'About Harbourline Freight', '关于 Harbourline Freight'],
  ['/company/customers/', 'Customers', '客户案例'],
  ['/company/contact/', 'Contact us', '联系我们'],
  ['/company/careers/', 'Careers at Harbourline', '在 Harbourline 工作'],
  ['/company/careers/our-global-offices/', 'Our global offices', '全球办公室'],
  ['/company/careers/diversity-and-inclusion/', 'Diversity and inclusion', '多元与包容'],
  [
    '/company/careers/diversity-and-inclusion/ceo-statement/',
    'A statement from our CEO on diversity and inclusion',
    'CEO 关于多元与包容的声明',
  ],
  ['/company/newsroom/', 'Newsroom', '新闻中心'],
  ['/tools/duty-estimator/', 'US import duty estimator', '美国进口关税估算器'],
  ['/tools/emissions-calculator/', 'Freight emissions calculator', '货运排放计算器'],
  ['/climate/open-emissions-sign-up/', 'Open Emissions programme', '开放排放计划'],
  ['/paps/', 'PAPS: Pre-Arrival Processing System', 'PAPS：预到达处理系统'],
  ['/pars/', 'PARS: Pre-Arrival Review System', 'PARS：预到达审核系统'],
  ['/data/get-started/', 'Getting started with HS codes', 'HS 编码入门'],
];

for (const [path, en, zh] of STATIC_PAGES) {
  test(`static page ${path} shows its heading and content`, async ({ visit, siteLocale }) => {
    const page = await visit(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteLocale === 'zh-CN' ? zh : en);
    const main = page.getByRole('main');
    // Chinese says the same in about half the characters.
    expect((await main.innerText()).length).toBeGreaterThan(siteLocale === 'zh-CN' ? 150 : 300);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
}

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
