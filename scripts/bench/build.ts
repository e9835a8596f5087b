/**
 * npm run bench:build — publish-to-live at scale, against a bare Gatsby site with the same number of pages.
 *
 * Ours: the full HS nomenclature (content/hs) plus the embedded content multiplied (copies of blog posts,
 * glossary terms and help articles with new slugs) to about TARGET pages. Bare: a Gatsby site whose
 * gatsby-node creates the same number of plain pages from one tiny template, built cold and warm.
 *
 * Ours is built cold, then again with no change, then once after each of five edits an editor makes
 * (a glossary term shown on every HS page, one that is not, a product page, a blog post, the header's link text). The
 * build brings the site search index up to date itself (with `--index full`, a whole Pagefind run follows it). Prints
 * seconds, pages of HTML Gatsby rendered, peak memory of build and index, and the ratios the targets are
 * set in: edits and no change against the bare warm build, cold against bare cold.
 *
 *   npm run bench:build [-- --target 10000] [-- --growth 10000,25000,50000] [-- --index full] [-- --heap MB] [-- --pairs 3]
 *
 * --growth builds cold at each size, then with no change, and prints pages/s and peak memory of the build and the index (with
 * --index full only up to INDEX_UP_TO pages: one Pagefind run's memory grows faster than the page count).
 * Works in temporary copies; the checkout is untouched.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesUnder } from '../../src/pipeline/files';
import { copyProject } from '../dev/project-copy';
import { BENCH_BUILD_ENV, measure, median, type Measured } from './measure';
import { buildBreakdown, describeBreakdown } from '../../services/shared/gatsby-log';
import { writeBareSite } from './bare-site';

const root = path.resolve(__dirname, '../..');
const gatsby = path.join(root, 'node_modules/.bin/gatsby');
const argValue = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const TARGET = Number(argValue('--target') ?? 10000);
const GROWTH = argValue('--growth')
  ?.split(',')
  .map(Number)
  .filter((n) => n > 0);
const INDEX_UP_TO = 20000;
/** Pages of the site before content is multiplied: the HS codes and the embedded content. */
const BASE_PAGES = 6937 + 205;

/**
 * Rounds of a bare warm build followed by one of ours with no change, at the end: the machine's speed drifts over the
 * minutes between the bare builds and ours, so the no-change ratio is also given from these pairs, as medians.
 */
const PAIRS = Number(argValue('--pairs') ?? 3);

/** MB of heap for each build's Node (Gatsby's out-of-memory advice); Node's default when not given. */
const HEAP = argValue('--heap');

const env: NodeJS.ProcessEnv = {
  ...BENCH_BUILD_ENV,
  SITE_LOCALE: 'en-US',
  ...(HEAP ? { NODE_OPTIONS: `--max-old-space-size=${HEAP}` } : {}),
};

/** Adds copies of markdown entries (new slug, same body) until the site has about `extra` more pages. */
function multiplyContent(dest: string, extra: number): void {
  const folders = ['blog/posts', 'glossary', 'help/articles'];
  let made = 0;
  let round = 1;
  while (made < extra) {
    for (const folder of folders) {
      const dir = path.join(dest, 'content', folder);
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.md') && !f.includes('.zh-CN.') && !f.includes('-copy-'))) {
        if (made >= extra) break;
        let text = fs.readFileSync(path.join(dir, file), 'utf8');
        text = text.replace(/^slug: *"?([a-z0-9-]+)"?$/m, `slug: $1-copy-${round}`);
        text = text.replace(/^number: *(\d+)$/m, (_m, n: string) => `number: ${Number(n) + round * 10000}`);
        // A copy is an ordinary term: the few shown on every HS page stay the few.
        text = text.replace(/^forAllHsCodes: *true$/m, 'forAllHsCodes: false');
        fs.writeFileSync(path.join(dir, file.replace(/\.md$/, `-copy-${round}.md`)), text);
        made += 1;
      }
    }
    round += 1;
  }
}

function countPages(dir: string): number {
  const publicDir = path.join(dir, 'public');
  return filesUnder(publicDir).filter(
    (file) => path.basename(file) === 'index.html' || (file.endsWith('.html') && path.dirname(file) === publicDir),
  ).length;
}

/** Each build's whole output, to read where its time went. */
const LOGS = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-logs-'));

async function build(cwd: string, what: string): Promise<Measured> {
  const result = await measure(gatsby, ['build'], { cwd, env });
  fs.writeFileSync(path.join(LOGS, `${what.replace(/\W+/g, '-')}.log`), result.output);
  if (result.code !== 0) {
    const log = path.join(os.tmpdir(), `bench-build-${path.basename(cwd)}.log`);
    fs.writeFileSync(log, result.output);
    throw new Error(`${what} failed in ${cwd} (whole output in ${log}):\n${result.output.slice(-3000)}`);
  }
  return result;
}

/** Where a build's time went, under its line of figures. */
function breakdown(result: Measured): string {
  return `    ${describeBreakdown(buildBreakdown(result.output), result.seconds)}`;
}

/**
 * `--index full` makes the search index as one Pagefind run over the whole site from scratch, as the site did
 * before its index was split by section: the figures to compare the sectioned index with.
 */
const FULL_INDEX = argValue('--index') === 'full';

/**
 * The site search index as one Pagefind run over the whole site (`--index full`), to compare with the sectioned index
 * the build brings up to date itself, as a step after rendering (src/pipeline/after-render.ts): then there is nothing
 * to run after the build (none of scripts/build-sites.sh, the publisher or the CI runs one), and the step's time is
 * in the build's, shown in its breakdown ("search index"). null in that case.
 */
async function index(cwd: string): Promise<Measured | null> {
  if (!FULL_INDEX) return null;
  fs.rmSync(path.join(cwd, 'public', 'pagefind'), { recursive: true, force: true });
  const result = await measure(path.join(root, 'node_modules/.bin/pagefind'), ['--site', 'public', '--glob', '**/index.html', '--silent'], {
    cwd,
    env,
  });
  if (result.code !== 0) throw new Error(`pagefind failed:\n${result.output.slice(-2000)}`);
  return result;
}

/** The index's part of a line of figures. */
const indexFigures = (indexed: Measured | null) =>
  indexed ? `index ${seconds(indexed.seconds)} peak ${mb(indexed.peakMb)}` : 'index: a step of the build';

const seconds = (value: number) => `${value.toFixed(1).padStart(6)} s`;
const mb = (value: number) => `${value.toFixed(0).padStart(5)} MB`;
const ratio = (value: number, to: number) => `${(value / to).toFixed(2)}x`;

interface Edit {
  name: string;
  file: string;
  from: string;
  to: string;
  /** A built page that must show the edit, so that a build that missed it fails the bench. */
  check: string;
}

const EDITS: Edit[] = [
  {
    name: 'glossary term on every HS page',
    file: 'content/glossary/hs-code.md',
    from: 'title: "HS code"',
    to: 'title: "HS code (edited)"',
    check: 'data/hs-code/01-animals-live/index.html',
  },
  {
    name: 'glossary term not on HS pages',
    file: 'content/glossary/air-waybill.md',
    from: 'title: "Air waybill"',
    to: 'title: "Air waybill (edited)"',
    check: 'glossary/air-waybill/index.html',
  },
  {
    name: 'product page',
    file: 'content/products/air-freight.md',
    from: 'heroHeading: "Air freight when the calendar cannot wait"',
    to: 'heroHeading: "Air freight when the calendar cannot wait (edited)"',
    check: 'products/air-freight/index.html',
  },
  {
    name: 'blog post',
    file: 'content/blog/posts/isf-10-plus-2-filing-and-penalties.md',
    from: 'title: "How ISF 10+2 Filing Works, and How to Avoid the $5,000 Penalty"',
    to: 'title: "How ISF 10+2 Filing Works, and How to Avoid the $5,000 Penalty (edited)"',
    check: 'blog/isf-10-plus-2-filing-and-penalties/index.html',
  },
  {
    name: "header's link text",
    file: 'content/products/air-freight.md',
    from: 'navLabel: "Air freight"',
    to: 'navLabel: "Air cargo (edited)"',
    check: 'glossary/air-waybill/index.html',
  },
];

function applyEdit(site: string, edit: Edit): void {
  const file = path.join(site, edit.file);
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(edit.from)) throw new Error(`${edit.file} no longer has ${edit.from}: update the bench's edits`);
  fs.writeFileSync(file, text.replace(edit.from, edit.to));
}

function assertShown(site: string, edit: Edit): void {
  const page = path.join(site, 'public', edit.check);
  const shown = edit.to.replace(/^[a-zA-Z]+: "(.*)"$/, '$1');
  if (!fs.existsSync(page) || !fs.readFileSync(page, 'utf8').includes(shown))
    throw new Error(`after "${edit.name}", ${edit.check} does not show "${shown}"`);
}

async function publishToLive(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  const bare = path.join(work, 'bare');
  fs.mkdirSync(bare);
  const ours = copyProject('bench-build-ours-');
  multiplyContent(ours, Math.max(0, TARGET - BASE_PAGES));

  await measure(gatsby, ['clean'], { cwd: ours, env });
  const cold = await build(ours, 'cold build');
  const pages = countPages(ours);
  const coldIndex = await index(ours);
  writeBareSite(bare, pages);
  await measure(gatsby, ['clean'], { cwd: bare, env });
  const bareCold = await build(bare, 'bare cold build');
  const bareWarm = await build(bare, 'bare warm build');

  console.log(`ours ${pages} pages, bare ${countPages(bare)} pages`);
  console.log(`bare   cold ${seconds(bareCold.seconds)} peak ${mb(bareCold.peakMb)}\n${breakdown(bareCold)}`);
  console.log(`bare   warm ${seconds(bareWarm.seconds)} peak ${mb(bareWarm.peakMb)}\n${breakdown(bareWarm)}`);
  console.log(
    `cold   build ${seconds(cold.seconds)} ${(pages / cold.seconds).toFixed(0).padStart(4)} pages/s peak ${mb(cold.peakMb)} | ` +
      `${indexFigures(coldIndex)} | ${ratio(cold.seconds + (coldIndex?.seconds ?? 0), bareCold.seconds)} bare cold (target 3x)\n` +
      breakdown(cold),
  );
  const peaks = { build: cold.peakMb, index: coldIndex?.peakMb ?? 0 };
  const step = async (name: string) => {
    const built = await build(ours, name);
    const indexed = await index(ours);
    peaks.build = Math.max(peaks.build, built.peakMb);
    peaks.index = Math.max(peaks.index, indexed?.peakMb ?? 0);
    const total = built.seconds + (indexed?.seconds ?? 0);
    const { rendered, queries } = buildBreakdown(built.output);
    console.log(
      `${name.padEnd(31)} build ${seconds(built.seconds)} (${String(rendered).padStart(5)} pages rendered, ${String(queries).padStart(5)} queries) peak ${mb(built.peakMb)} | ` +
        `${indexFigures(indexed)} | total ${seconds(total)} = ${ratio(total, bareWarm.seconds)} bare warm (target 2x)\n` +
        breakdown(built),
    );
  };
  await step('no change');
  for (const edit of EDITS) {
    applyEdit(ours, edit);
    await step(edit.name);
    assertShown(ours, edit);
  }
  // "Every time": after the edits too, not only after the cold build.
  await step('no change, after the edits');
  const pairs: Array<{ bare: number; ours: number }> = [];
  for (let round = 0; round < PAIRS; round += 1) {
    const bareAgain = await build(bare, `bare warm build, pair ${round + 1}`);
    const built = await build(ours, `no change, pair ${round + 1}`);
    const indexed = await index(ours);
    const { rendered, queries } = buildBreakdown(built.output);
    if (rendered > 0 || queries > 0) throw new Error(`no change, pair ${round + 1}: ${rendered} pages rendered, ${queries} queries run`);
    pairs.push({ bare: bareAgain.seconds, ours: built.seconds + (indexed?.seconds ?? 0) });
  }
  if (pairs.length > 0) {
    const [bareMedian, oursMedian] = [median(pairs.map((pair) => pair.bare)), median(pairs.map((pair) => pair.ours))];
    console.log(
      `no change in ${pairs.length} pairs (bare warm, then ours): bare ${pairs.map((pair) => pair.bare.toFixed(1)).join(', ')} s, ` +
        `ours ${pairs.map((pair) => pair.ours.toFixed(1)).join(', ')} s; medians ${seconds(bareMedian)} and ${seconds(oursMedian)} = ` +
        `${ratio(oursMedian, bareMedian)} bare warm (target 2x)`,
    );
  }
  console.log(`peak memory: build ${mb(peaks.build)}${FULL_INDEX ? `, index ${mb(peaks.index)}` : ''} (target 2048 MB each)`);
  console.log(`each build's output: ${LOGS}`);
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(ours, { recursive: true, force: true });
}

/**
 * Cold at each size, then again with no change; a size whose build fails is reported (the end of its output, where
 * Node says it ran out of heap) and the next size is still built.
 */
async function growth(sizes: number[]): Promise<void> {
  for (const size of sizes) {
    const site = copyProject(`bench-growth-${size}-`);
    try {
      multiplyContent(site, Math.max(0, size - BASE_PAGES));
      await measure(gatsby, ['clean'], { cwd: site, env });
      const cold = await build(site, `cold build at ${size}`);
      const pages = countPages(site);
      const indexed = pages <= INDEX_UP_TO ? await index(site) : null;
      console.log(
        `growth ${String(pages).padStart(6)} pages: build ${seconds(cold.seconds)} ${(pages / cold.seconds).toFixed(0).padStart(4)} pages/s peak ${mb(cold.peakMb)}` +
          (indexed
            ? ` | index ${seconds(indexed.seconds)} ${(pages / indexed.seconds).toFixed(0).padStart(4)} pages/s peak ${mb(indexed.peakMb)}`
            : FULL_INDEX
              ? ` | index not run above ${INDEX_UP_TO} pages`
              : ' | index: a step of the build') +
          `\n${breakdown(cold)}`,
      );
      const again = await build(site, `no change at ${size}`);
      console.log(
        `growth ${String(pages).padStart(6)} pages, no change: build ${seconds(again.seconds)} ` +
          `(${buildBreakdown(again.output).rendered} pages rendered) peak ${mb(again.peakMb)}\n${breakdown(again)}`,
      );
    } catch (error) {
      console.log(`growth ${size}: failed: ${error instanceof Error ? error.message.split('\n').slice(-12).join('\n  ') : String(error)}`);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  }
}

void (GROWTH ? growth(GROWTH) : publishToLive()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
