import { test as base, expect, type Page } from '@playwright/test';

export type SiteLocale = 'en-US' | 'zh-CN';

/** Shared fixtures: the locale of the site under test, and a page that waits for hydration. */
export const test = base.extend<{ siteLocale: SiteLocale; visit: (path: string) => Promise<Page> }>({
  siteLocale: async ({}, use, testInfo) => {
    await use(testInfo.project.name === 'zh-CN' ? 'zh-CN' : 'en-US');
  },
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await page.waitForFunction(() => typeof (window as Window & { ___navigate?: unknown }).___navigate === 'function');
      return page;
    });
  },
});

export { expect };
