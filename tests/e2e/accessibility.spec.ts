import { test, expect } from './fixtures';
import { samplePages } from '../../scripts/quality/sample-pages';
import { wcagViolations } from './wcag';
import { onlyOn } from './servers';
import { STATIC_PAGES } from './static-pages';
import { entryPages, expectEntryRendered } from './entry-pages';

for (const locale of ['en-US', 'zh-CN'] as const) {
  const samples = samplePages(locale);
  const entries = entryPages(
    locale,
    samples.map((sample) => sample.path),
  );
  for (const sample of samples) {
    // The same visit shows the page hydrated cleanly: no script error, and nothing the framework or our code
    // warns about in the console (React reports a hydration mismatch there, as a recoverable error); a static
    // page of the spec shows its heading and content (STATIC_PAGES), and a template its entry.
    test(
      `${locale} ${sample.name} (${sample.path}) has no WCAG 2.2 AA violations and hydrates without errors or warnings, with its content`,
      {
        tag: onlyOn(locale),
      },
      async ({ visit, page }) => {
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
        });
        await visit(sample.path);
        const heading = STATIC_PAGES.find(([path]) => path === sample.path);
        if (heading) {
          // A static page of the spec: its own heading, once, and its content (Chinese says the same in about half the
          // characters).
          const h1 = page.getByRole('heading', { level: 1 });
          await expect(h1).toHaveText(locale === 'zh-CN' ? heading[2] : heading[1]);
          await expect(h1).toHaveCount(1);
          expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(locale === 'zh-CN' ? 150 : 300);
        }
        const entry = entries.get(sample.path);
        if (entry) await expectEntryRendered(page, entry, locale);
        expect(await wcagViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      },
    );
  }
}

test('the open navigation menus have no violations, on desktop and phone', async ({ visit, page, siteLocale }) => {
  // Four whole-page axe runs, each a few seconds of CPU: the default 30 s is one run's budget on a slow machine.
  test.slow();
  await visit('/');
  const names = siteLocale === 'zh-CN' ? ['服务', '资源', '公司'] : ['Services', 'Resources', 'Company'];
  for (const name of names) {
    await page.getByRole('button', { name }).click();
    expect(await wcagViolations(page), name).toEqual([]);
    await page.keyboard.press('Escape');
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: siteLocale === 'zh-CN' ? '菜单' : 'Menu' }).click();
  await page.getByRole('button', { name: names[0] }).click();
  expect(await wcagViolations(page)).toEqual([]);
});

for (const path of ['/get-started/', '/company/contact/', '/talk-to-an-expert/', '/sign-up/', '/global-logistics-update/']) {
  test(`the form on ${path} has no violations in its error state`, async ({ visit, page }) => {
    await visit(path);
    const form = page.locator('form.form').first();
    // The page's own script may still be attaching to the form just after the router is ready.
    await expect(async () => {
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(await wcagViolations(page)).toEqual([]);
  });
}
