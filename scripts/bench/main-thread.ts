/**
 * npm run bench:main-thread — what the browser's main thread does while a page loads, from Chromium's own trace:
 * the longest layout (the page's first full one), style and layout in all, the longest task, and the task time past 50 ms each after first
 * paint until the page has hydrated (the page's `site:hydrated` mark). Lighthouse (bench:web) scores the same
 * tasks slowed down four times in a simulation; this reads them as they ran, so a change to one task shows.
 * Needs the builds of scripts/build-sites.sh; serves them with nginx as production does. Options: --runs N
 * (default 7, medians), --cpu N (Chromium's CPU throttling, default 1), --locale <one site>, then page paths
 * (default: the home page, a blog post, a product page and an HS code page).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { LOCALES } from '../../src/shared/i18n/locales';
import { serveSite } from '../dev/serve-site';
import { median } from './measure';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
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
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
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
  const servers = [];
  try {
    for (const [index, locale] of LOCALES.entries()) {
      if (ONE_LOCALE && locale !== ONE_LOCALE) continue;
      const port = 9311 + index;
      servers.push(await serveSite({ port, siteDir: path.join('.serve/sites', locale) }));
      for (const pagePath of PATHS) {
        const samples: Sample[] = [];
        for (let run = 0; run < RUNS; run += 1) samples.push(await measure(`http://localhost:${port}${pagePath}`));
        const m = (key: keyof Sample) =>
          median(samples.map((s) => s[key]))
            .toFixed(0)
            .padStart(4);
        console.log(
          `${locale}  longest layout ${m('longestLayout')} ms  style+layout ${m('styleLayout')} ms  longest task ${m('longestTask')} ms  ` +
            `blocking after paint ${m('blockingAfterPaint')} ms  ${pagePath}`,
        );
      }
    }
  } finally {
    for (const server of servers) server.kill('SIGTERM');
  }
  console.log(`main-thread: medians of ${RUNS} loads each, CPU throttling ${CPU}x`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
