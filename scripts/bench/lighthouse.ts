/**
 * Lighthouse 12 (mobile defaults) as the benchmarks run it: one Chromium launched with the flags this machine's
 * closed network needs, each run through Lighthouse's CLI against it, and the numbers a benchmark reports.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { median } from './measure';
import { OFFLINE_FLAGS, VISITOR_BROWSER_PATH } from '../dev/browsers';

const root = path.resolve(__dirname, '../..');

export interface Lhr {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  /** Lighthouse's measure of the machine's speed (higher is faster), to tell a slow hour from a slow page. */
  environment?: { benchmarkIndex?: number };
}

export function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: VISITOR_BROWSER_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...OFFLINE_FLAGS],
  });
}

/**
 * One Lighthouse run through its CLI against the Chromium we launched: the CLI runs in plain Node, so the
 * functions Lighthouse sends into the page are not altered by this script's TypeScript loader.
 */
function runOnce(url: string, port: number): Promise<Lhr> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [url, `--port=${port}`, '--output=json', '--output-path=stdout', '--quiet'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as Lhr) : reject(new Error(`lighthouse exited ${code} for ${url}`))));
  });
}

/** A run, repeated up to twice when Lighthouse fails to record a trace (NO_NAVSTART), which it now and then does. */
export function runLighthouse(url: string, port: number): Promise<Lhr> {
  return runOnce(url, port)
    .catch(() => runOnce(url, port))
    .catch(() => runOnce(url, port));
}

export interface Scores {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  /** ms */
  lcp: number;
  /** ms */
  tbt: number;
  cls: number;
  /** Script bytes transferred, KB. */
  jsKb: number;
}

export function scoresOf(lhr: Lhr): Scores {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const items =
    (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: (items.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 1024,
  };
}

/** The median of each number over the runs. */
export function medianScores(runs: readonly Scores[]): Scores {
  const m = (key: keyof Scores) => median(runs.map((run) => run[key]));
  return { perf: m('perf'), a11y: m('a11y'), bp: m('bp'), seo: m('seo'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), jsKb: m('jsKb') };
}

/** One line of a benchmark's table. */
export function scoresLine(scores: Scores): string {
  return (
    `perf ${String(scores.perf).padStart(3)}  a11y ${String(scores.a11y).padStart(3)}  bp ${String(scores.bp).padStart(3)} ` +
    ` seo ${String(scores.seo).padStart(3)}  LCP ${(scores.lcp / 1000).toFixed(2)} s  TBT ${scores.tbt.toFixed(0).padStart(4)} ` +
    `ms  CLS ${scores.cls.toFixed(3)}  JS ${scores.jsKb.toFixed(1).padStart(6)} KB`
  );
}
