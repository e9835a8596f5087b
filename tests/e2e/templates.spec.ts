import { onlyOn } from './servers';
import { test, expect } from './fixtures';
import { hsPage, sample, type HsPage } from './content';
import zhCN from '../../locales/zh-CN.json';
import hsCode from '../../locales/zh-CN/templates/hs-code.json';
import hsBrowse from '../../locales/zh-CN/templates/hs-browse.json';
import jobPosting from '../../locales/zh-CN/templates/job-posting.json';
import vesselPage from '../../locales/zh-CN/templates/vessel-page.json';

// Each template's rendering of its entry is checked on the same visit as that page's accessibility and hydration
// (tests/e2e/accessibility.spec.ts, expectEntryRendered in ./entry-pages.ts).

// Only the zh-CN site falls back.
test('an entry without a translation is marked as English on the zh-CN site', { tag: onlyOn('zh-CN') }, async ({ visit }) => {
  const entry = sample('zh-CN', 'GlossaryTerm', (e) => e.locale === 'en-US');
  const page = await visit(entry.path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans-CN');
  await expect(page.locator('article[lang="en"]')).toBeVisible();
  await expect(page.getByText('此页面尚未翻译，暂以英文显示。')).toBeVisible();
});

test('a translated entry is shown in Chinese on the zh-CN site and English on the en-US site', async ({ visit, siteLocale }) => {
  const entry = sample(siteLocale, 'ProductPage', (e) => e.path === '/products/ocean-freight');
  expect(entry.locale).toBe(siteLocale);
  const page = await visit('/products/ocean-freight/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(entry.fields.heroHeading));
  await expect(page.locator('article[lang]')).toHaveCount(0);
});

test('a job posting shows its pay range as the site writes money (formatted in the build)', async ({ visit, siteLocale }) => {
  const page = await visit('/careers/jobs/account-executive/');
  const expected =
    siteLocale === 'zh-CN' ? `${jobPosting.Pay}: US$70,000–US$95,000 ${jobPosting['a year']}` : 'Pay: $70,000–$95,000 a year';
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: expected })).toHaveText(expected);
});

test('the help-article short link forwards to the article', async ({ visit, siteLocale }) => {
  const entry = sample(siteLocale, 'HelpArticle');
  const page = await visit(`/help/articles/${String(entry.fields.number)}/`);
  await expect(page).toHaveURL(new RegExp(`${entry.path}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title);
});

test('the vessel page shows a vessel by uuid and a clear not-found state otherwise', async ({ visit, siteLocale, request }) => {
  const say = (english: keyof typeof vesselPage) => (siteLocale === 'zh-CN' ? vesselPage[english] : english);
  const vessel = sample(siteLocale, 'Vessel');
  // A vessel of the fleet list arrives drawn in the page's HTML, not swapped in after load.
  expect(await (await request.get(`${vessel.path}/`)).text()).toContain(`>${vessel.title}</h1>`);
  const page = await visit(vessel.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vessel.title);
  await expect(page.getByRole('definition').filter({ hasText: String(vessel.fields.imo) })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: say('IMO number') })).toBeVisible();
  // Any other id gets the one shell, which lists the fleet until the browser has looked the id up: no "not found" first.
  const unknown = '00000000-0000-4000-8000-000000000000';
  const shell = await (await request.get(`/earth/vessel/${unknown}/`)).text();
  expect(shell).toContain(`>${say('Our fleet')}</h1>`);
  expect(shell).not.toContain(say('Vessel not found'));
  await visit(`/earth/vessel/${unknown}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('Vessel not found'));
  await expect(page).toHaveTitle(`${siteLocale === 'zh-CN' ? '船舶' : 'Vessel'} | Harbourline Freight`);
  await expect(page.getByText(say('No vessel in our fleet list has the id {{uuid}}.').replace('{{uuid}}', unknown))).toBeVisible();
  await expect(page.getByRole('link', { name: vessel.title })).toBeVisible();
  // A link to a fleet vessel from the shell opens its page in the app.
  await page.getByRole('link', { name: vessel.title }).click();
  await expect(page).toHaveURL(new RegExp(`${vessel.path}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vessel.title);
  await expect(page).toHaveTitle(`${vessel.title} | Harbourline Freight`);
});

test('HS-code pages walk from the browse page to a subheading and back up the breadcrumb, with related glossary terms', async ({
  visit,
  siteLocale,
}) => {
  const zh = siteLocale === 'zh-CN';
  const [chapter, heading, subheading, next] = ['09', '0901', '090111', '090112'].map((code) => hsPage(siteLocale, code)) as [
    HsPage,
    HsPage,
    HsPage,
    HsPage,
  ];
  const page = await visit('/data/hs-code/');
  // Sections in the nomenclature's order (I, II, ... XVI, XX), whatever order the build's store holds them in.
  const roman = (numeral: string) =>
    [...numeral].reduce((sum, letter, i, all) => {
      const value = { I: 1, V: 5, X: 10, L: 50 }[letter] ?? 0;
      const after = { I: 1, V: 5, X: 10, L: 50 }[all[i + 1] ?? ''] ?? 0;
      return sum + (value < after ? -value : value);
    }, 0);
  const numerals = (await page.getByRole('heading', { level: 2 }).allTextContents()).flatMap(
    (text) => /(?:Section|第) ([IVXL]+)/.exec(text)?.[1] ?? [],
  );
  expect(numerals.length).toBeGreaterThan(2);
  expect(numerals.map(roman)).toEqual(numerals.map(roman).sort((a, b) => a - b));
  await page
    .getByRole('link', {
      name: (zh ? hsBrowse['Chapter {{code}}: {{name}}'] : 'Chapter {{code}}: {{name}}')
        .replace('{{code}}', '09')
        .replace('{{name}}', chapter.name),
    })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chapter.title);
  await page.getByRole('link', { name: heading.link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.title);
  await page.getByRole('link', { name: subheading.link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subheading.title);
  await expect(page).toHaveTitle(
    `${zh ? `HS 编码 0901.11：${subheading.name}` : `HS code 0901.11: ${subheading.name}`} | Harbourline Freight`,
  );
  await expect(page.getByRole('link', { name: next.link, exact: true })).toBeVisible();
  const glossary = page.getByRole('region', {
    name: zh ? (zhCN as Record<string, string>)['Related glossary terms'] : 'Related glossary terms',
  });
  await expect(
    glossary.getByRole('link', { name: sample(siteLocale, 'GlossaryTerm', (e) => e.fields.slug === 'hs-code').title }),
  ).toBeVisible();
  // China's own 8-digit lines under the subheading, on the Chinese site only, with their source.
  const lines = page.getByRole('region', { name: hsCode["China's national tariff lines"] });
  if (zh) {
    await expect(lines.getByRole('row', { name: '09011100 未焙炒未浸除咖啡碱的咖啡 千克' })).toBeVisible();
    await expect(lines).toContainText('中华人民共和国海关总署');
    await expect(page.getByText('Coffee; not roasted or decaffeinated', { exact: true })).toHaveAttribute('lang', 'en');
  } else {
    await expect(lines).toHaveCount(0);
  }
  const up = zh ? hsCode['Heading {{code}}'].replace('{{code}}', '0901') : 'Heading 0901';
  await page
    .getByRole('navigation', { name: zh ? hsCode.Breadcrumb : 'Breadcrumb' })
    .getByRole('link', { name: up })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.title);
});
