/**
 * npm run bench:web — Lighthouse 12 (mobile defaults) on one page of every template and every static page
 * (the forms and tools among them) of both regional sites served by nginx as in production: 3 runs each
 * (about 90 pages, an hour; alone on the machine, as Lighthouse times the CPU), medians of the performance,
 * accessibility, best-practices and SEO scores, LCP, TBT, CLS and JavaScript transferred.
 * Needs the builds of scripts/build-sites.sh. Options: --runs N, --only <names, comma-separated, e.g.
 * page:index,template:blog-post,page:get-started>, --locale <one site, e.g. en-US>, --save <dir> (keeps every
 * run's full Lighthouse report there as JSON, to see what a score is made of). Each site's home page is loaded
 * once, unmeasured, before its pages. The lead service runs beside nginx, as in production, so the consent
 * tool's /api/geo is answered (with no country: the bench is a visitor who must be asked).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { LOCALES } from '../../src/shared/i18n/locales';
import { samplePages } from '../quality/sample-pages';
import { median } from './measure';
import { serveSite, untilAnswering } from '../dev/serve-site';

const root = path.resolve(__dirname, '../..');
const arg = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const RUNS = Number(arg('--runs') ?? 3);
const ONLY = arg('--only');
const SAVE = arg('--save');
const LOCALE = arg('--locale');

interface Lhr {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

/**
 * One Lighthouse run through its CLI against the Chromium we launched: the CLI runs in plain Node, so
 * the functions Lighthouse sends into the page are not altered by this script's TypeScript loader.
 */
function runLighthouse(url: string, port: number): Promise<Lhr> {
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

interface Row {
  locale: string;
  name: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
}

/** Starts services/leads/server.ts on the port the build's nginx rules proxy /api/geo to; resolves once it answers. */
async function startLeadService(): Promise<ChildProcess> {
  const conf = fs.readFileSync(path.join(root, '.serve/site.conf'), 'utf8');
  const port = /location = \/api\/geo \{\s*proxy_pass http:\/\/127\.0\.0\.1:(\d+)/.exec(conf)?.[1];
  if (!port) throw new Error('.serve/site.conf proxies /api/geo nowhere on this machine: build with scripts/build-sites.sh');
  const dir = path.join(root, '.serve/bench-leads');
  fs.rmSync(dir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/leads/server.ts'], {
    cwd: root,
    env: { ...process.env, LEADS_DIR: dir, LEADS_PORT: port },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilAnswering(child, `http://127.0.0.1:${port}/api/geo`, 'the lead service', { attempts: 150, every: 200, okOnly: true });
  return child;
}

async function main(): Promise<void> {
  const servers: ChildProcess[] = [];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const rows: Row[] = [];
  try {
    servers.push(await startLeadService());
    for (const [index, locale] of LOCALES.entries()) {
      if (LOCALE && locale !== LOCALE) continue;
      const port = 9301 + index;
      servers.push(await serveSite({ port, siteDir: `.serve/sites/${locale}` }));
      // One unmeasured load of the site's home page first. A browser just started loads its fonts on first use: for
      // the zh-CN site, the system's Chinese font (Noto Sans CJK, 20 MB here), which made the first two zh-CN pages
      // measured carry a 320-330 ms layout task that no later page had. A phone reading Chinese has that font in use.
      await runLighthouse(`http://localhost:${port}/`, chrome.port).catch(() => undefined);
      const only = ONLY ? new Set(ONLY.split(',')) : null;
      const pages = samplePages(locale).filter((p) => !only || only.has(p.name));
      for (const page of pages) {
        const runs: Row[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated.
          const url = `http://localhost:${port}${page.path}`;
          const lhr = await runLighthouse(url, chrome.port)
            .catch(() => runLighthouse(url, chrome.port))
            .catch(() => runLighthouse(url, chrome.port));
          if (SAVE) {
            fs.mkdirSync(SAVE, { recursive: true });
            fs.writeFileSync(path.join(SAVE, `${locale}-${page.name.replace(/[^\w-]+/g, '_')}-${run + 1}.json`), JSON.stringify(lhr));
          }
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
          const items =
            (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)
              ?.items ?? [];
          runs.push({
            locale,
            name: page.name,
            perf: score('performance'),
            a11y: score('accessibility'),
            bp: score('best-practices'),
            seo: score('seo'),
            lcp: numeric('largest-contentful-paint'),
            tbt: numeric('total-blocking-time'),
            cls: numeric('cumulative-layout-shift'),
            jsKb: (items.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 1024,
          });
        }
        const m = (key: keyof Omit<Row, 'locale' | 'name'>) => median(runs.map((r) => r[key]));
        const row: Row = {
          locale,
          name: page.name,
          perf: m('perf'),
          a11y: m('a11y'),
          bp: m('bp'),
          seo: m('seo'),
          lcp: m('lcp'),
          tbt: m('tbt'),
          cls: m('cls'),
          jsKb: m('jsKb'),
        };
        rows.push(row);
        console.log(
          `${row.locale}  perf ${String(row.perf).padStart(3)}  a11y ${String(row.a11y).padStart(3)}  bp ${String(row.bp).padStart(3)} ` +
            ` seo ${String(row.seo).padStart(3)}  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${row.tbt.toFixed(0).padStart(4)} ` +
            `ms  CLS ${row.cls.toFixed(3)}  JS ${row.jsKb.toFixed(1).padStart(6)} KB  ${row.name}`,
        );
      }
    }
  } finally {
    chrome.kill();
    for (const server of servers) server.kill('SIGTERM');
  }
  const worst = (key: 'perf' | 'a11y' | 'bp' | 'seo') => Math.min(...rows.map((r) => r[key]));
  console.log(
    `web: ${rows.length} pages x ${RUNS} runs; lowest scores: performance ${worst('perf')}, accessibility ${worst('a11y')}, best practices ${worst('bp')}, SEO ${worst('seo')}`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
