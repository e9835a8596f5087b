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
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../../src/shared/i18n/locales';
import { samplePages } from '../quality/sample-pages';
import { serveSite, startLeadService } from '../dev/serve-site';
import { launchChromium, medianScores, runLighthouse, scoresLine, scoresOf, type Scores } from './lighthouse';

const arg = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const RUNS = Number(arg('--runs') ?? 3);
const ONLY = arg('--only');
const SAVE = arg('--save');
const LOCALE = arg('--locale');

interface Row extends Scores {
  locale: string;
  name: string;
}

async function main(): Promise<void> {
  const servers: ChildProcess[] = [];
  const chrome = await launchChromium();
  const rows: Row[] = [];
  try {
    servers.push(await startLeadService());
    for (const [index, locale] of LOCALES.entries()) {
      if (LOCALE && locale !== LOCALE) continue;
      const port = 9301 + index;
      servers.push(await serveSite({ port, siteDir: `.serve/sites/${locale}`, locale }));
      // One unmeasured load of the site's home page first. A browser just started loads its fonts on first use: for
      // the zh-CN site, the system's Chinese font (Noto Sans CJK, 20 MB here), which made the first two zh-CN pages
      // measured carry a 320-330 ms layout task that no later page had. A phone reading Chinese has that font in use.
      await runLighthouse(`http://localhost:${port}/`, chrome.port).catch(() => undefined);
      const only = ONLY ? new Set(ONLY.split(',')) : null;
      const pages = samplePages(locale).filter((p) => !only || only.has(p.name));
      for (const page of pages) {
        const runs: Scores[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const url = `http://localhost:${port}${page.path}`;
          const lhr = await runLighthouse(url, chrome.port);
          if (SAVE) {
            fs.mkdirSync(SAVE, { recursive: true });
            fs.writeFileSync(path.join(SAVE, `${locale}-${page.name.replace(/[^\w-]+/g, '_')}-${run + 1}.json`), JSON.stringify(lhr));
          }
          runs.push(scoresOf(lhr));
        }
        const row: Row = { locale, name: page.name, ...medianScores(runs) };
        rows.push(row);
        console.log(`${row.locale}  ${scoresLine(row)}  ${row.name}`);
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
