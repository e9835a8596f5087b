/**
 * npm run bench:search — how long a visitor waits for the header search's first result, on a phone-sized
 * window with Chromium's CPU slowed down (default 4x, a mid-range phone): from the moment the query is typed into
 * the open panel of a freshly loaded page until the first result option shows, and which search index files
 * (Pagefind's, per section: src/shared/search/sections.ts) the browser fetched before it answered.
 * Needs the builds of scripts/build-sites.sh; serves them with nginx as production does. Options: --runs N
 * (default 5, medians), --cpu N (default 4), --locale <one site>, --key-delay and --first-key-after (ms), then queries (default: a glossary term, a help
 * article's title, a common word and an HS heading).
 */
import { chromium, type Page } from '@playwright/test';
import { SEARCH_SECTIONS } from '../../src/shared/search/sections';
import { median, onEachSite, takeOption } from './measure';
import { OFFLINE_FLAGS, VISITOR_BROWSER_PATH } from '../dev/browsers';

const args = process.argv.slice(2);
const option = (name: string) => takeOption(args, name);
const RUNS = Number(option('--runs') ?? 5);
const CPU = Number(option('--cpu') ?? 4);
const ONE_LOCALE = option('--locale');
/**
 * A person's typing: the pause before the first key once the panel is open, and between keys (150 ms a key is
 * a quick typist's 80 words a minute). `--key-delay 0` types the query at once, a worst case no person produces.
 */
const KEY_DELAY = Number(option('--key-delay') ?? 150);
const FIRST_KEY_AFTER = Number(option('--first-key-after') ?? 300);
const QUERIES = args.length > 0 ? args : ['bill of lading', 'Adding team members to your account', 'freight', '0901'];

interface Sample {
  /** From the last key of the query to the first result shown. */
  firstResultMs: number;
  /** Index files fetched before the first result, by section, and their bytes. */
  fetched: Map<string, { files: number; bytes: number }>;
}

const sectionOfUrl = (url: string): string => {
  const dir = new URL(url).pathname.split('/')[1] ?? '';
  return SEARCH_SECTIONS.find((section) => section.dir === dir)?.name ?? '';
};

async function openPanel(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Search|搜索)$/ })
    .first()
    .click();
  await page.getByRole('banner').getByRole('combobox').waitFor();
}

async function measure(url: string, query: string): Promise<Sample> {
  const browser = await chromium.launch({
    executablePath: VISITOR_BROWSER_PATH,
    args: ['--no-sandbox', ...OFFLINE_FLAGS],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, serviceWorkers: 'block' });
    const page = await context.newPage();
    if (CPU > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('site:hydrated').length > 0, null, { timeout: 120_000 });
    await openPanel(page);
    const fetched = new Map<string, { files: number; bytes: number }>();
    let answered = false;
    page.on('response', (response) => {
      const section = sectionOfUrl(response.url());
      if (!section || answered) return;
      void response.body().then(
        (body) => {
          const seen = fetched.get(section) ?? { files: 0, bytes: 0 };
          fetched.set(section, { files: seen.files + 1, bytes: seen.bytes + body.length });
        },
        () => undefined,
      );
    });
    await page.waitForTimeout(FIRST_KEY_AFTER);
    await page.keyboard.type(query, { delay: KEY_DELAY });
    const typed = Date.now();
    // The answer to the whole query: the status names the query it answers (both sites quote it “so”), so results
    // still shown for what was typed before the last key do not count.
    await page
      .getByRole('banner')
      .getByRole('status')
      .filter({ hasText: `“${query}”` })
      .waitFor({ timeout: 120_000 });
    await page.getByRole('banner').getByRole('listbox').getByRole('option').first().waitFor({ timeout: 120_000 });
    answered = true;
    return { firstResultMs: Date.now() - typed, fetched };
  } finally {
    await browser.close();
  }
}

async function main() {
  await onEachSite(ONE_LOCALE, 9321, async (locale, origin) => {
    for (const query of QUERIES) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run += 1) samples.push(await measure(`${origin}/`, query));
      const last = samples.at(-1)?.fetched ?? new Map();
      const loaded = [...last.entries()].map(([section, { files, bytes }]) => `${section} ${files} files ${(bytes / 1024).toFixed(0)} KB`);
      const times = samples.map((s) => s.firstResultMs);
      console.log(
        `${locale}  first result ${median(times).toFixed(0).padStart(5)} ms (min ${Math.min(...times)}, max ${Math.max(...times)})  ` +
          `"${query}"  before it: ${loaded.join(', ') || 'nothing'}`,
      );
    }
  });
  console.log(
    `search: medians of ${RUNS} fresh page loads each, CPU throttling ${CPU}x, the query typed ${FIRST_KEY_AFTER} ms after the panel opened ` +
      `at ${KEY_DELAY} ms a key, timed from its last key to the first result for the whole query shown`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
