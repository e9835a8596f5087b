/**
 * npm run bench:build — the site at scale against a bare Gatsby site with the same number of pages.
 * Ours: the full HS nomenclature (content/hs, or HS_CODES_CSV and HS_SECTIONS_CSV) plus the embedded content
 * multiplied (copies of blog posts, glossary terms and help articles with new slugs) to about TARGET
 * pages. Bare: a Gatsby site whose gatsby-node creates the same number of plain pages from one tiny
 * template. Each is built cold (after gatsby clean) and warm; prints pages, wall seconds, pages per
 * second, peak memory, and the ratio ours/bare, and what the social cards took in each of our builds. Works in
 * temporary copies; the checkout is untouched.
 *   npm run bench:build [-- --target 10000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesUnder } from '../../src/build/files';
import { copyProject } from '../dev/project-copy';
import { measure, type Measured } from './measure';

const root = path.resolve(__dirname, '../..');
const targetArg = process.argv.indexOf('--target');
const TARGET = targetArg > 0 ? Number(process.argv[targetArg + 1]) : 10000;
const hsCodes = process.env.HS_CODES_CSV ?? path.resolve(root, 'content/hs/harmonized-system.csv');
const hsSections = process.env.HS_SECTIONS_CSV ?? path.resolve(root, 'content/hs/hs-sections.csv');
if (!fs.existsSync(hsCodes)) {
  console.error(`The full HS nomenclature is not at ${hsCodes}: set HS_CODES_CSV and HS_SECTIONS_CSV.`);
  process.exit(2);
}

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
        fs.writeFileSync(path.join(dir, file.replace(/\.md$/, `-copy-${round}.md`)), text);
        made += 1;
      }
    }
    round += 1;
  }
}

function writeBareSite(dest: string, pages: number): void {
  fs.mkdirSync(path.join(dest, 'src/templates'), { recursive: true });
  const deps = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const pick = (name: string) => deps.dependencies[name] ?? '*';
  // gatsby-cli recognises a site by its package.json naming gatsby.
  fs.writeFileSync(
    path.join(dest, 'package.json'),
    JSON.stringify({
      name: 'bare',
      private: true,
      dependencies: { gatsby: pick('gatsby'), react: pick('react'), 'react-dom': pick('react-dom') },
    }),
  );
  fs.writeFileSync(path.join(dest, 'gatsby-config.js'), 'module.exports = { trailingSlash: "always" };\n');
  fs.writeFileSync(
    path.join(dest, 'gatsby-node.js'),
    `exports.createPages = ({ actions }) => {\n  for (let i = 0; i < ${pages}; i += 1) ` +
      `actions.createPage({ path: '/page-' + i + '/', component: require.resolve('./src/templates/plain.js'), context: { n: i } });\n};\n`,
  );
  fs.writeFileSync(
    path.join(dest, 'src/templates/plain.js'),
    "const React = require('react');\nmodule.exports = ({ pageContext }) => React.createElement('main', null, React.createElement('h1', null, 'Page ' + pageContext.n));\n",
  );
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dest, 'node_modules'));
}

function countPages(dir: string): number {
  const publicDir = path.join(dir, 'public');
  return filesUnder(publicDir).filter(
    (file) => path.basename(file) === 'index.html' || (file.endsWith('.html') && path.dirname(file) === publicDir),
  ).length;
}

async function buildTwice(cwd: string, env: NodeJS.ProcessEnv): Promise<{ cold: Measured; warm: Measured; pages: number }> {
  const gatsby = path.join(root, 'node_modules/.bin/gatsby');
  await measure(gatsby, ['clean'], { cwd, env });
  const cold = await measure(gatsby, ['build'], { cwd, env });
  if (cold.code !== 0) {
    const log = path.join(os.tmpdir(), `bench-build-${path.basename(cwd)}.log`);
    fs.writeFileSync(log, cold.output);
    throw new Error(`cold build failed in ${cwd} (whole output in ${log}):\n${cold.output.slice(-3000)}`);
  }
  const warm = await measure(gatsby, ['build'], { cwd, env });
  if (warm.code !== 0) throw new Error(`warm build failed in ${cwd}:\n${warm.output.slice(-3000)}`);
  return { cold, warm, pages: countPages(cwd) };
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  const ours = copyProject('bench-build-ours-');
  const bare = path.join(work, 'bare');
  fs.mkdirSync(bare);
  const env = {
    HS_CODES_CSV: hsCodes,
    HS_SECTIONS_CSV: hsSections,
    GATSBY_TELEMETRY_DISABLED: '1',
    CI: 'true',
    GATSBY_AMPLITUDE_API_KEY: 'bench-placeholder',
    GATSBY_GTM_ID: 'GTM-BENCH00',
  };
  // HS pages + the embedded content's ~200 pages; multiply content for the rest.
  multiplyContent(ours, Math.max(0, TARGET - 6937 - 205));
  const line = (name: string, r: { cold: Measured; warm: Measured; pages: number }) =>
    [
      `${name.padEnd(6)} ${String(r.pages).padStart(6)} pages`,
      `cold ${r.cold.seconds.toFixed(1).padStart(6)} s ${(r.pages / r.cold.seconds).toFixed(0).padStart(5)} pages/s peak ${r.cold.peakMb.toFixed(0).padStart(5)} MB`,
      `warm ${r.warm.seconds.toFixed(1).padStart(6)} s ${(r.pages / r.warm.seconds).toFixed(0).padStart(5)} pages/s peak ${r.warm.peakMb.toFixed(0).padStart(5)} MB`,
    ].join(' | ');
  const site = await buildTwice(ours, env);
  console.log(line('ours', site));
  // What drawing the social cards (src/build/social-cards.ts) took in each build, from the build's own report.
  for (const [build, measured] of [
    ['cold', site.cold],
    ['warm', site.warm],
  ] as const) {
    const report =
      /Social cards: (\d+) \((\d+) drawn, (\d+) from the cache, (\d+) KB\); head tags written into (\d+) pages in (\d+) ms/.exec(
        measured.output.replace(/\s+/g, ' '),
      );
    console.log(
      report
        ? `social cards ${build}: ${report[1]} cards (${report[2]} drawn, ${report[3]} from the cache), ${(Number(report[4]) / 1024).toFixed(1)} MB, ` +
            `${(Number(report[6]) / 1000).toFixed(1)} s with the head tags of ${report[5]} pages`
        : `social cards ${build}: no report in the build's output`,
    );
  }
  // The site search index over the same build, as scripts/build-sites.sh makes it.
  const indexing = await measure(
    path.join(root, 'node_modules/.bin/pagefind'),
    ['--site', 'public', '--glob', '**/index.html', '--silent'],
    { cwd: ours, env },
  );
  if (indexing.code !== 0) throw new Error(`pagefind failed:\n${indexing.output.slice(-2000)}`);
  const indexDir = path.join(ours, 'public', 'pagefind');
  const indexFiles = fs.readdirSync(indexDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const indexBytes = indexFiles.reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0);
  console.log(
    `search index (pagefind): ${indexing.seconds.toFixed(1)} s, ${(indexBytes / 1024 / 1024).toFixed(1)} MB in ${indexFiles.length} files, peak ${indexing.peakMb.toFixed(0)} MB`,
  );
  writeBareSite(bare, site.pages);
  const baseline = await buildTwice(bare, env);
  console.log(line('bare', baseline));
  console.log(
    `ratio ours/bare: cold ${(site.cold.seconds / baseline.cold.seconds).toFixed(2)}x, warm ${(site.warm.seconds / baseline.warm.seconds).toFixed(2)}x, ` +
      `peak memory ${(site.cold.peakMb / baseline.cold.peakMb).toFixed(2)}x`,
  );
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(ours, { recursive: true, force: true });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
