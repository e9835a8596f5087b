/**
 * First-load JavaScript of one page of every template and static page, per regional site: the
 * same-origin scripts its HTML loads plus the chunks of its page component and of the slices it shows (from
 * webpack.stats.json, named by the page's page-data and slice-data), gzip-compressed (level 9, as a CDN serves
 * them), against the budget in budgets.json. Prints a table; exits 1 when a page is over its budget.
 *   npx tsx scripts/quality/check-budgets.ts [.serve/sites]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Parser } from 'htmlparser2';
import { LOCALES } from '../../src/shared/i18n/locales';
import { builtFile, samplePages } from './sample-pages';
import { buildOutput, pageDataUrl, preloadUrls, type BuildOutput, type PageNeeds } from '../../src/pipeline/preload-links';

/**
 * The chunks the app loads before it renders the page: its page component's, and those of the slices it shows (the
 * header and footer of every page, from page-data's `slicesMap`), which Gatsby fetches before the page is usable.
 * The same list the build preloads from the page's HTML (src/pipeline/preload-links.tsx).
 */
function componentChunks(siteDir: string, pagePath: string, output: BuildOutput): string[] {
  const dataFile = path.join(siteDir, pageDataUrl(pagePath));
  if (!fs.existsSync(dataFile)) return [];
  const pageData = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as PageNeeds;
  for (const slice of Object.values(pageData.slicesMap ?? {})) {
    if (!output.sliceData(slice)) throw new Error(`${pagePath} shows the slice ${slice}, whose slice-data/${slice}.json is missing`);
  }
  return preloadUrls(pagePath, pageData, output).scripts;
}

/** Per regional site: its pages' budgets by sample name, `default` for the others. */
interface Budgets {
  firstLoadJsGzip: Record<string, Record<string, number> & { default: number }>;
}

const root = path.resolve(process.argv[2] ?? '.serve/sites');
const budgets = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../budgets.json'), 'utf8')) as Budgets;
const gzipCache = new Map<string, number>();

/** The page's own script tags, and the scripts its head preloads. */
function scriptsOf(html: string): { scripts: string[]; preloads: string[] } {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const local = (src: string | undefined): src is string => !!src && src.startsWith('/') && !src.startsWith('//');
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name === 'script' && local(attrs.src)) scripts.push(attrs.src);
      if (name === 'link' && attrs.rel === 'preload' && attrs.as === 'script' && local(attrs.href)) preloads.push(attrs.href);
    },
  });
  parser.write(html);
  parser.end();
  return { scripts, preloads };
}

function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

const rows: Array<{ locale: string; name: string; bytes: number; budget: number; scripts: number }> = [];
/** Pages whose head preloads scripts other than those the app loads for them: bytes fetched for nothing. */
const stalePreloads: string[] = [];
for (const locale of LOCALES) {
  const siteDir = path.join(root, locale);
  if (!fs.existsSync(siteDir)) continue;
  const output = buildOutput(siteDir);
  const siteBudgets = budgets.firstLoadJsGzip[locale];
  if (!siteBudgets) throw new Error(`budgets.json has no budgets for ${locale}`);
  if (!output) throw new Error(`${siteDir} has no webpack.stats.json: not a finished build`);
  for (const page of samplePages(locale)) {
    const html = scriptsOf(fs.readFileSync(builtFile(siteDir, page.path), 'utf8'));
    const chunks = componentChunks(siteDir, page.path, output);
    const unused = html.preloads.filter((src) => !chunks.includes(src));
    if (unused.length > 0) stalePreloads.push(`${locale} ${page.path} preloads ${unused.join(', ')}, which its build does not load`);
    const scripts = [...new Set([...html.scripts, ...chunks])];
    const bytes = scripts.reduce((sum, src) => sum + gzipSize(path.join(siteDir, src.split('?')[0] ?? src)), 0);
    rows.push({
      locale,
      name: page.name,
      bytes,
      budget: siteBudgets[page.name] ?? siteBudgets.default,
      scripts: scripts.length,
    });
  }
}
if (rows.length === 0) {
  console.error(`No built site under ${root}: run scripts/build-sites.sh first.`);
  process.exit(2);
}
const kb = (n: number) => (n / 1024).toFixed(1).padStart(6);
console.log('locale  first-load JS gzip (KB)  budget  scripts  page');
for (const row of rows) {
  console.log(
    `${row.locale}  ${kb(row.bytes)}                 ${kb(row.budget)}  ${String(row.scripts).padStart(7)}  ${row.name}${row.bytes > row.budget ? '  OVER BUDGET' : ''}`,
  );
}
const over = rows.filter((r) => r.bytes > r.budget);
const sorted = rows.map((r) => r.bytes).sort((a, b) => a - b);
console.log(
  `budgets: ${rows.length} pages, median ${kb(sorted[Math.floor(sorted.length / 2)] ?? 0)} KB, max ${kb(sorted.at(-1) ?? 0)} KB, ${over.length} over budget`,
);
for (const line of stalePreloads) console.error(line);
process.exit(over.length > 0 || stalePreloads.length > 0 ? 1 : 0);
