/**
 * npm run bench:peer — this site's blog post against a peer's, Lighthouse 12 mobile (performance), both served by
 * the same nginx on this machine, runs alternating (ours, then the peer's, then the other way round) so a slow
 * minute weighs on both: medians of the score, LCP, TBT and script bytes transferred, and Lighthouse's
 * benchmarkIndex of the machine over all runs (only ratios compare across hours or machines).
 *
 * The peer is a site built elsewhere, by its own instructions: Gatsby's own starter is the one to beat
 * (github.com/gatsbyjs/gatsby-starter-blog: `npm ci && npx gatsby build` in its folder, outside ours).
 *   npm run bench:peer -- --peer <its public/ folder> --peer-path <one of its posts, e.g. /hello-world/>
 * Options: --runs N (default 5), --path <our page, default the blog post bench:web measures>.
 * Needs the en-US build of scripts/build-sites.sh; alone on the machine, as Lighthouse times the CPU.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { samplePages } from '../quality/sample-pages';
import { serveSite, startLeadService } from '../dev/serve-site';
import { launchChromium, medianScores, runLighthouse, scoresLine, scoresOf, type Scores } from './lighthouse';
import { median, takeOption } from './measure';

const args = process.argv.slice(2);
const PEER = takeOption(args, '--peer');
const PEER_PATH = takeOption(args, '--peer-path') ?? '/';
const RUNS = Number(takeOption(args, '--runs') ?? 5);
const OUR_PATH = takeOption(args, '--path') ?? samplePages('en-US').find((page) => page.name === 'template:blog-post')?.path;

const OUR_PORT = 9331;
const PEER_PORT = 9332;
const root = path.resolve(__dirname, '../..');

/**
 * The peer's server rules: what a static host gives any site (compression at gzip's highest level, as our build
 * precompresses, long caching of files; index.html for a folder). Lighthouse loads each run with an empty cache,
 * so the caching rules change nothing measured.
 */
const PEER_RULES = `gzip on;
gzip_comp_level 9;
gzip_types text/css application/javascript application/json image/svg+xml text/plain;
location / { try_files $uri $uri/ $uri/index.html =404; }
location ~* \\.(?:js|css|woff2?|png|jpe?g|webp|avif|svg)$ { add_header Cache-Control "public, max-age=31536000, immutable"; }
`;

async function main(): Promise<void> {
  if (!PEER || !fs.existsSync(path.join(PEER, 'index.html'))) {
    throw new Error('--peer must name the built site of the peer (a folder with index.html): see the header of scripts/bench/peer.ts');
  }
  if (!OUR_PATH) throw new Error('No blog post among the sample pages: build the en-US site with scripts/build-sites.sh');
  const rules = path.join(root, '.serve/bench-peer.conf');
  fs.writeFileSync(rules, PEER_RULES);
  const servers: ChildProcess[] = [];
  const chrome = await launchChromium();
  const sites = [
    { name: 'this site', url: `http://localhost:${OUR_PORT}${OUR_PATH}`, runs: [] as Scores[] },
    { name: 'peer', url: `http://localhost:${PEER_PORT}${PEER_PATH}`, runs: [] as Scores[] },
  ];
  const benchmarkIndex: number[] = [];
  try {
    servers.push(await startLeadService());
    servers.push(await serveSite({ port: OUR_PORT, siteDir: '.serve/sites/en-US', locale: 'en-US' }));
    servers.push(await serveSite({ port: PEER_PORT, siteDir: path.resolve(PEER), rules }));
    // One unmeasured load of each first: a browser just started warms its fonts and caches of its own.
    for (const site of sites) await runLighthouse(site.url, chrome.port).catch(() => undefined);
    for (let run = 0; run < RUNS; run += 1) {
      for (const site of run % 2 === 0 ? sites : [...sites].reverse()) {
        const lhr = await runLighthouse(site.url, chrome.port);
        const scores = scoresOf(lhr);
        site.runs.push(scores);
        if (lhr.environment?.benchmarkIndex) benchmarkIndex.push(lhr.environment.benchmarkIndex);
        console.log(`run ${run + 1}  ${scoresLine(scores)}  ${site.name}`);
      }
    }
  } finally {
    chrome.kill();
    for (const server of servers) server.kill('SIGTERM');
  }
  const [ours, peer] = sites.map((site) => medianScores(site.runs));
  if (!ours || !peer) return;
  console.log(`\nmedians of ${RUNS} runs each; Lighthouse benchmarkIndex ${median(benchmarkIndex).toFixed(0)} (median of every run)`);
  console.log(`this site  ${scoresLine(ours)}  ${OUR_PATH}`);
  console.log(`peer       ${scoresLine(peer)}  ${PEER_PATH}`);
  const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(2));
  console.log(
    `peer: this site / peer: score ${ratio(ours.perf, peer.perf)}, LCP ${ratio(ours.lcp, peer.lcp)}, TBT ${ratio(ours.tbt, peer.tbt)}, ` +
      `script bytes ${ratio(ours.jsKb, peer.jsKb)}`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
