import type { Locator, Page } from '@playwright/test';
import { onlyOn } from './servers';
import { test, expect, type SiteLocale } from './fixtures';
import { hsPage, sample } from './content';
import zhCN from '../../locales/zh-CN.json';

const dict = zhCN as Record<string, string>;
/** A label or message as the site under test shows it. */
const say = (locale: SiteLocale, english: string) => (locale === 'zh-CN' ? (dict[english] ?? english) : english);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The wait for a search's answer, sized for a slow machine: a first search loads Pagefind and every section's
 * index, which under CI's load of two browsers and the servers took past the default 5 s. How long a visitor
 * waits is measured by bench:search, not here.
 */
const ANSWERED = { timeout: 15_000 };

interface Target {
  path: string;
  title: string;
}

/** Opens the header search with its button; focus moves into the field. */
async function openSearch(page: Page, locale: SiteLocale): Promise<{ toggle: Locator; field: Locator }> {
  const toggle = page.getByRole('banner').getByRole('button', { name: say(locale, 'Search'), exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const field = page.getByRole('combobox', { name: say(locale, 'Search the website') });
  await expect(field).toBeFocused();
  return { toggle, field };
}

/** Types a query into the open panel and waits until the results for the whole query are in. */
async function typeQuery(page: Page, field: Locator, query: string): Promise<Locator> {
  await field.pressSequentially(query);
  // The status names the query it answers, so earlier answers (for part of the query) do not count.
  await expect(page.getByRole('banner').getByRole('status')).toContainText(`“${query}”`, ANSWERED);
  return page.getByRole('listbox');
}

/** Searches from the header panel, moves to `target` with ArrowDown and opens it with Enter. */
async function landOn(page: Page, locale: SiteLocale, query: string, target: Target, pageType: string): Promise<void> {
  const { field } = await openSearch(page, locale);
  const results = await typeQuery(page, field, query);
  const option = results.getByRole('option', { name: target.title, exact: true });
  await expect(option).toBeVisible();
  await expect(option).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(say(locale, pageType))}`, 'i'));
  const id = await option.getAttribute('id');
  const order = await results.getByRole('option').evaluateAll((options) => options.map((o) => o.id));
  expect(id).not.toBeNull();
  for (let step = 0; step <= order.indexOf(id ?? ''); step += 1) await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', id ?? '');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target.path)}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
  await expect(field).toBeHidden();
}

test('the header search finds a glossary term by its title and opens it with the keyboard', async ({ visit, siteLocale }) => {
  const term = sample(siteLocale, 'GlossaryTerm');
  const page = await visit('/');
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  await landOn(page, siteLocale, term.title, term, 'Glossary term');
  // Client-side navigation: the page was not reloaded.
  expect(await page.evaluate(() => (window as Window & { __noReload?: boolean }).__noReload)).toBe(true);
});

test('the header search finds a help article by its title', async ({ visit, siteLocale }) => {
  // An English title: Pagefind matches Chinese by the words it segmented, not by a whole unsegmented title.
  const article = sample(siteLocale, 'HelpArticle', (e) => e.locale === 'en-US');
  const page = await visit('/company/about-us/');
  await landOn(page, siteLocale, article.title, article, 'Help article');
});

test('the header search finds an HS code by its number', async ({ visit, siteLocale }) => {
  const page = await visit('/');
  await landOn(page, siteLocale, '0901', hsPage(siteLocale, '0901'), 'HS code');
});

test('on the Chinese site Chinese words find HS codes by their Chinese names', { tag: onlyOn('zh-CN') }, async ({ visit, siteLocale }) => {
  const page = await visit('/');
  const coffee = hsPage(siteLocale, '0901');
  expect(coffee.name).toContain('咖啡');
  await landOn(page, siteLocale, '咖啡', coffee, 'HS code');
  // A whole name, which the index and the query must segment alike.
  await landOn(await visit('/'), siteLocale, '改良种用马', hsPage(siteLocale, '010121'), 'HS code');
});

test('on the Chinese site a Chinese word finds the translated entry', { tag: onlyOn('zh-CN') }, async ({ visit, siteLocale }) => {
  const word = '退税';
  const article = sample('zh-CN', 'HelpArticle', (e) => e.locale === 'zh-CN' && e.title.includes(word));
  const page = await visit('/');
  await landOn(page, siteLocale, word, article, 'Help article');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans-CN');
});

test('Escape closes the header search and gives focus back to its button; "/" opens it again', async ({ visit, siteLocale }) => {
  const page = await visit('/');
  const { toggle, field } = await openSearch(page, siteLocale);
  await field.press('Escape');
  await expect(field).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('/');
  await expect(field).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // In a text field "/" is just a character.
  await field.pressSequentially('a/b');
  await expect(field).toHaveValue('a/b');
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
});

test('Enter without a chosen result, or "See all results", opens the search page for the query', async ({ visit, siteLocale }) => {
  const page = await visit('/');
  const { field } = await openSearch(page, siteLocale);
  await typeQuery(page, field, '0901');
  await page
    .getByRole('banner')
    .getByRole('link', { name: say(siteLocale, 'See all results') })
    .click();
  await expect(page).toHaveURL(/\/search\/\?q=0901$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: hsPage(siteLocale, '0901').title, exact: true }),
  ).toBeVisible();

  const again = await openSearch(page, siteLocale);
  await again.field.fill('demurrage');
  await again.field.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=demurrage$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText('“demurrage”');
});

test('the search page shows the results for ?q= with their page type, and searches again without a reload', async ({
  visit,
  siteLocale,
}) => {
  const term = sample(siteLocale, 'GlossaryTerm');
  const page = await visit(`/search/?q=${encodeURIComponent(term.title)}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText(new RegExp(`“${escapeRegExp(term.title)}”`));
  const hit = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: term.title, exact: true }) });
  await expect(hit.getByRole('link', { name: term.title, exact: true })).toHaveAttribute('href', `${term.path}/`);
  await expect(hit).toContainText(say(siteLocale, 'Glossary term'), { ignoreCase: true });
  await expect(hit.locator('mark').first()).toBeVisible();

  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  const field = main.getByRole('searchbox', { name: say(siteLocale, 'Search for') });
  await field.fill('0901');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=0901$/);
  const hs = hsPage(siteLocale, '0901');
  const hsHit = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: hs.title, exact: true }) });
  await expect(hsHit).toContainText(say(siteLocale, 'HS code'), { ignoreCase: true });
  await expect(main.getByRole('status')).toHaveText(/“0901”/);

  // A word in no page. The zh-CN index segments Latin runs it does not know, so "zzqxjv" found the lone
  // "(Z)" of chemical names in the HS nomenclature; this one has no such piece.
  await field.fill('qxzvjk');
  await field.press('Enter');
  await expect(main.getByRole('status')).toHaveText(say(siteLocale, 'No results for “{{query}}”.').replace('{{query}}', 'qxzvjk'));
  await expect(main.getByRole('heading', { level: 2, name: hs.title })).toHaveCount(0);
  expect(await page.evaluate(() => (window as Window & { __noReload?: boolean }).__noReload)).toBe(true);

  // Back returns to the previous query and its results.
  await page.goBack();
  await expect(page).toHaveURL(/\/search\/\?q=0901$/);
  await expect(hsHit).toBeVisible();
});

test('on a phone the search button stays in the header bar and results open with a tap', async ({ visit, siteLocale }) => {
  const page = await visit('/');
  await page.setViewportSize({ width: 390, height: 844 });
  const nav = page.getByRole('navigation', { name: say(siteLocale, 'Main navigation') });
  await page.getByRole('button', { name: say(siteLocale, 'Menu'), exact: true }).click();
  await expect(nav).toBeVisible();
  // Opening search closes the menu, so the two panels never overlap.
  const { field } = await openSearch(page, siteLocale);
  await expect(nav).toBeHidden();
  expect((await field.boundingBox())?.width ?? 0).toBeGreaterThan(250);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const term = sample(siteLocale, 'GlossaryTerm');
  const results = await typeQuery(page, field, term.title);
  await results.getByRole('option', { name: term.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(term.path)}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(term.title);
});

test('without JavaScript the header links to the search page, which still has its form', async ({ browser, baseURL, siteLocale }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  // Like every test here, nothing reaches another host.
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => route.abort(),
  );
  try {
    const page = await context.newPage();
    await page.goto('/');
    const link = page.getByRole('banner').getByRole('link', { name: say(siteLocale, 'Search'), exact: true });
    await expect(link).toHaveAttribute('href', '/search/');
    await link.click();
    await expect(page).toHaveURL(/\/search\/$/);
    await expect(page.getByRole('main').getByRole('searchbox', { name: say(siteLocale, 'Search for') })).toBeVisible();
  } finally {
    await context.close();
  }
});

test.describe('typed while the search box is still loading', () => {
  // The service worker would answer the box's script from its cache, past the route that holds it back.
  test.use({ serviceWorkers: 'block' });

  /** Opens the header search with every script asked for from now on (the box's) held back until `release`. */
  async function openWhileLoading(page: Page, locale: SiteLocale): Promise<{ field: Locator; release: () => void }> {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('banner')
      .getByRole('button', { name: say(locale, 'Search'), exact: true })
      .click();
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(say(locale, 'Loading search…'));
    const field = page.getByRole('banner').getByRole('textbox', { name: say(locale, 'Search the website') });
    await expect(field).toBeFocused();
    return { field, release };
  }

  test('is kept: the box takes the query with the caret after it and shows its results', async ({ visit, siteLocale }) => {
    const page = await visit('/');
    const { field, release } = await openWhileLoading(page, siteLocale);
    await page.keyboard.type('freight');
    await expect(field).toHaveValue('freight');
    release();
    const box = page.getByRole('combobox', { name: say(siteLocale, 'Search the website') });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('freight');
    expect(await box.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([7, 7]);
    await expect(page.getByRole('banner').getByRole('status')).toContainText('“freight”', ANSWERED);
    await expect(page.getByRole('banner').getByRole('listbox').getByRole('option').first()).toBeVisible();
  });

  test('searches on the search page when Enter comes first', async ({ visit, siteLocale }) => {
    const page = await visit('/');
    const { release } = await openWhileLoading(page, siteLocale);
    await page.keyboard.type('freight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=freight$/);
    release();
    await expect(page.getByRole('main').getByRole('status')).toContainText('“freight”', ANSWERED);
  });
});
