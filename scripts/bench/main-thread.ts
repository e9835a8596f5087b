/**
 * npm run bench:main-thread — what the browser's main thread does while a page loads, from Chromium's own trace:
 * the longest layout (the page's first full one), style and layout in all, the longest task, and the task time past 50 ms each after first
 * paint until the page has hydrated (the page's `site:hydrated` mark). Lighthouse (bench:web) scores the same
 * tasks slowed down four times in a simulation; this reads them as they ran, so a change to one task shows.
 * Needs the builds of scripts/build-sites.sh; serves them with nginx as production does. Options: --runs N
 * (default 7, medians), --cpu N (Chromium's CPU throttling, default 1), --locale <one site>, then page paths
 * (default: the home page, a blog post, a product page and an HS code page).
 */
import { chromium } from '@playwright/test';
import { median, onEachSite, takeOption } from './measure';
import { VISITOR_BROWSER_PATH } from '../dev/browsers';

const args = process.argv.slice(2);
const option = (name: string) => takeOption(args, name);
const RUNS = Number(option('--runs') ?? 7);
const CPU = Number(option('--cpu') ?? 1);
const ONE_LOCALE = option('--locale');
const PATHS =
  args.length > 0
    ? args
    : [
        '/',
        '/blog/demurrage-vs-detention-how-to-avoid-them/',
        '/products/air-freight/',
        '/data/hs-code/0901-coffee-whether-or-not-roasted-or-decaffeinated-husks-and-skins-coffee/',
      ];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string }; beginData?: { url?: string } };
}

interface Sample {
  longestLayout: number;
  styleLayout: number;
  longestTask: number;
  blockingAfterPaint: number;
}

async function measure(url: string): Promise<Sample> {
  const browser = await chromium.launch({ executablePath: VISITOR_BROWSER_PATH, args: ['--no-sandbox'] });
  try {
    // A phone-sized window: what is laid out first depends on it.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    if (CPU > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('site:hydrated').length > 0, null, { timeout: 60_000 });
    const hydratedAfter = await page.evaluate(() => performance.getEntriesByName('site:hydrated')[0]?.startTime ?? 0);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    // The renderer that parsed this page (an earlier one parsed about:blank).
    const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(url));
    if (!parse) throw new Error(`no trace of ${url} being parsed`);
    const own = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
    const ms = (e: TraceEvent) => (e.dur ?? 0) / 1000;
    const layouts = own.filter((e) => e.name === 'Layout');
    const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid);
    const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === parse.pid);
    // Trace time is in µs, the mark in ms after the navigation started.
    const hydratedTs = navigation ? navigation.ts + hydratedAfter * 1000 : Infinity;
    const tasks = own.filter((e) => e.name === 'RunTask');
    const afterPaint = tasks.filter((e) => paint && e.ts >= paint.ts && e.ts <= hydratedTs);
    return {
      longestLayout: Math.max(0, ...layouts.map(ms)),
      styleLayout: own.filter((e) => e.name === 'Layout' || e.name === 'UpdateLayoutTree').reduce((sum, e) => sum + ms(e), 0),
      longestTask: Math.max(0, ...tasks.map(ms)),
      blockingAfterPaint: afterPaint.reduce((sum, e) => sum + Math.max(0, ms(e) - 50), 0),
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  await onEachSite(ONE_LOCALE, 9311, async (locale, origin) => {
    for (const pagePath of PATHS) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run += 1) samples.push(await measure(`${origin}${pagePath}`));
      const m = (key: keyof Sample) =>
        median(samples.map((s) => s[key]))
          .toFixed(0)
          .padStart(4);
      console.log(
        `${locale}  longest layout ${m('longestLayout')} ms  style+layout ${m('styleLayout')} ms  longest task ${m('longestTask')} ms  ` +
          `blocking after paint ${m('blockingAfterPaint')} ms  ${pagePath}`,
      );
    }
  });
  console.log(`main-thread: medians of ${RUNS} loads each, CPU throttling ${CPU}x`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
