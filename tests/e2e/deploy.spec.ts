/**
 * What a returning visitor sees after a deploy. gatsby-plugin-offline's service worker keeps the build it
 * installed with; after a deploy, its cached pages name scripts the server no longer has. nginx serves
 * .serve/deploy/<locale>, a link the test points at release A and then at release B (one blog title edited, every
 * bundle renamed: tests/deploy/build-next.ts), as a deploy swaps the published folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, hydrated, type SiteLocale } from './fixtures';
import { DEPLOY_PORTS } from './servers';
import { NEXT_DEPLOY_LOCALE, type NextDeploy } from '../deploy/build-next';

const root = path.resolve(__dirname, '../..');

const nextDeploy = (locale: SiteLocale): NextDeploy =>
  JSON.parse(fs.readFileSync(path.join(root, '.serve/sites-next', `${locale}.json`), 'utf8')) as NextDeploy;

function publish(locale: SiteLocale, release: keyof NextDeploy['sites']): void {
  const link = path.join(root, '.serve/deploy', locale);
  const next = `${link}.next`;
  fs.rmSync(next, { force: true });
  fs.symlinkSync(nextDeploy(locale).sites[release], next);
  // Renamed over the old link in one step, as a deploy does: no request sees a half-published site.
  fs.renameSync(next, link);
}

async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The worker controls pages loaded after it activated: load once more, as a returning visitor does.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const nextBuilt = (locale: SiteLocale) => fs.existsSync(path.join(root, '.serve/sites-next', `${locale}.json`));

test.describe('a new deploy', () => {
  test.describe.configure({ mode: 'serial' });
  // The service worker, the loader and the deploy's renamed bundles are the same code on both regional sites: npm test
  // builds the next deploy of en-US alone (tests/deploy/build-next.ts), one warm build of a whole site fewer.
  test.skip(({ siteLocale }) => siteLocale !== NEXT_DEPLOY_LOCALE, `the next deploy is built for ${NEXT_DEPLOY_LOCALE} only`);
  // A developer running the browser tests alone may not have built it.
  test.skip(({ siteLocale }) => !process.env.CI && !nextBuilt(siteLocale), 'no next deploy built: run npx tsx tests/deploy/build-next.ts');
  // Hooks run for skipped tests too: a site without a next deploy has nothing to put back.
  test.afterEach(({ siteLocale }) => {
    if (nextBuilt(siteLocale)) publish(siteLocale, 'before');
  });

  for (const how of ['a link on a page the visitor has open', 'a new visit to the changed page'] as const) {
    test(`reaches a returning visitor through ${how}, with no blank page or chunk error`, async ({ page, siteLocale }) => {
      const base = `http://localhost:${DEPLOY_PORTS[siteLocale]}`;
      const next = nextDeploy(siteLocale);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && /chunk|loading/i.test(message.text())) errors.push(message.text());
      });
      publish(siteLocale, 'before');
      await page.goto(`${base}/blog/`);
      await hydrated(page, siteLocale);
      await controlledByWorker(page);
      await hydrated(page, siteLocale);
      await expect(page.getByRole('link', { name: next.before, exact: true }).first()).toBeVisible();

      publish(siteLocale, 'after');
      if (how === 'a link on a page the visitor has open') await page.getByRole('link', { name: next.before, exact: true }).first().click();
      else await page.goto(`${base}${next.path}`);

      await expect(page).toHaveURL(`${base}${next.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.after);
      await hydrated(page, siteLocale);
      expect(errors).toEqual([]);
    });
  }
});
