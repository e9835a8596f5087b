/**
 * npm run test:contentful — the site built from Contentful instead of files, against a local
 * Contentful-compatible HTTPS server (tests/contentful/cda-server.ts) holding the embedded content
 * exported with src/pipeline/contentful/export.ts:
 *   1. the cold build from Contentful has exactly the pages of the local build (.serve/sites/en-US, from
 *      scripts/build-sites.sh), with the same titles, descriptions and text;
 *   2. an embedded image (an asset served by the stand-in, as Contentful's asset host would) shows on its
 *      page in Chromium, served by nginx with the build's own headers, with no Content-Security-Policy
 *      violation: the CSP follows the content source (CONTENTFUL_ASSET_ORIGINS for the stand-in);
 *   3. a build with no change renders no page; an editor changes one entry; the warm rebuild fetches only the
 *      change (sync token) and rewrites only the pages that show that entry. Cold and warm build times are printed;
 *   4. the editors' preview follows drafts and shows their content checks, and a public build beside it has none
 *      (scripts/contentful/preview-check.ts);
 *   5. the publisher takes Contentful's webhooks from there, and shows the checks of what it published
 *      (scripts/contentful/publisher-check.ts).
 * The HS nomenclature is not CMS content: this build reads the HS sample (content/hs/sample), and the pages made
 * from it are left out of the comparison with the local build, which has the whole nomenclature.
 * Fails (exit 1) on any difference, and when a warm build renders pages whose data did not change.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../src/pipeline/files';
import { copyProject } from '../dev/project-copy';
import { linkSources, siteBuild, siteBuildEnvironment } from '../../services/shared/site-builds';
import { serveSite } from '../dev/serve-site';
import { exportLocalContent, type SpaceImport } from '../../src/pipeline/contentful/export';
import { loadLocalContent } from '../../src/pipeline/sources/local';
import { startCdaServer, type CdaAsset, type CdaServer } from '../../tests/contentful/cda-server';
import { localCertificate } from '../../tests/contentful/certificate';
import { TEST_BROWSER } from '../dev/browsers';
import { chromium } from '@playwright/test';
import { recordCspViolations } from '../../tests/e2e/csp-violations';
import sharp from 'sharp';
import type { Document } from '@contentful/rich-text-types';
import { SEARCH_INDEX_DIRS } from '../../src/shared/search/sections';
import { SITE_SECTIONS } from '../../src/shared/routing/sections';
import { buildBreakdown } from '../../services/shared/gatsby-log';
import { HS_SAMPLE_ENV } from '../../src/pipeline/hs-sample';
import { checkPublisher } from './publisher-check';
import { checkPreview } from './preview-check';
import { bareImage, checkDrafts, type CheckDrafts } from './check-drafts';

const root = path.resolve(__dirname, '../..');
const localSite = path.join(root, '.serve/sites/en-US');
const work = path.join(root, '.serve/contentful-test');

/** A build's seconds, how many pages' HTML Gatsby rendered and how many queries it ran. */
interface Built {
  seconds: number;
  rendered: number;
  queries: number;
}

/**
 * A build of the en-US site of the project copy `dir`, in its build folder and environment as scripts/build-sites.ts
 * makes them (the publisher's builds below start from it warm): its seconds, how many pages' HTML Gatsby rendered
 * and how many queries it ran.
 */
function build(dir: string, env: NodeJS.ProcessEnv): Promise<Built> {
  const started = Date.now();
  const site = siteBuild('en-US', dir);
  linkSources(site, dir);
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: site.root,
      env: siteBuildEnvironment(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('exit', (code) => {
      fs.writeFileSync(path.join(work, 'build.log'), log);
      if (code === 0) {
        const { rendered, queries } = buildBreakdown(log);
        resolve({ seconds: (Date.now() - started) / 1000, rendered, queries });
      } else
        reject(
          new Error(
            `gatsby build failed (${code}); its output is in ${path.relative(root, path.join(work, 'build.log'))}:\n${log.slice(-3000)}`,
          ),
        );
    });
  });
}

/** Each page's HTML file by path, the HS pages left out (see above). */
function htmlFiles(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const full of filesUnder(dir, new Set(['page-data', 'static', '~partytown', ...SEARCH_INDEX_DIRS]))) {
    const page = `/${path.relative(dir, path.dirname(full))}/`.replace(/^\/\.?\/?/, '/');
    if (path.basename(full) === 'index.html' && !page.startsWith(SITE_SECTIONS.hsCodes.path)) out.set(page, full);
  }
  return out;
}

/** The digest of each page's data file (page-data/<path>/page-data.json), by page path. */
function pageDataDigests(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const dataDir = path.join(dir, 'page-data');
  for (const full of filesUnder(dataDir)) {
    if (path.basename(full) === 'page-data.json') out.set(path.relative(dataDir, path.dirname(full)), digest(full));
  }
  return out;
}

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

function pageFacts(file: string): { h1: string; description: string; main: string } {
  const html = fs.readFileSync(file, 'utf8');
  return {
    h1: text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''),
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '',
    main: text(/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? ''),
  };
}

/** The image an editor embeds in one blog post's Rich Text body: a PNG chart, with its description as alt text. */
async function chartAsset(): Promise<CdaAsset> {
  const bytes = await sharp({ create: { width: 96, height: 48, channels: 3, background: '#1f5f8b' } })
    .png()
    .toBuffer();
  return {
    id: 'dwell-time-chart',
    title: 'Dwell time chart',
    description: 'Container dwell times at Rotterdam, by week',
    fileName: 'dwell-times.png',
    contentType: 'image/png',
    bytes,
    width: 96,
    height: 48,
  };
}

function embedAsset(space: Awaited<ReturnType<typeof exportLocalContent>>, assetId: string): void {
  const post = space.entries.find((e) => e.sys.contentType.sys.id === 'blogPost');
  const body = post?.fields.body?.['en-US'] as Document | undefined;
  if (!body) throw new Error('No blog post with a Rich Text body to embed the image in');
  body.content.push({
    nodeType: 'embedded-asset-block',
    data: { target: { sys: { id: assetId, type: 'Link', linkType: 'Asset' } } },
    content: [],
  } as unknown as Document['content'][number]);
}

/** Opens the page holding the embedded image through nginx, as a visitor would; returns the problems seen. */
async function checkEmbeddedImage(dir: string, asset: CdaAsset, assetOrigin: string): Promise<string[]> {
  const pages = [...htmlFiles(siteBuild('en-US', dir).site)].filter(([, file]) =>
    fs.readFileSync(file, 'utf8').includes(`/files/${asset.id}/`),
  );
  if (pages.length !== 1) return [`the embedded image should be on one page, found on ${pages.length}`];
  const [pagePath] = pages[0] ?? [''];
  const port = Number(process.env.CONTENTFUL_TEST_PORT ?? 8312);
  const browser = await chromium.launch(TEST_BROWSER);
  let nginx: ChildProcess | undefined;
  try {
    // The server rules this build wrote, with the headers of its own environment (the stand-in's asset origin).
    nginx = await serveSite({
      port,
      siteDir: siteBuild('en-US', dir).site,
      rules: siteBuild('en-US', dir).rules,
      nginxDir: path.join(work, 'nginx'),
    });
    // The stand-in's certificate is its own; a real asset host's is trusted as any other.
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const violations = await recordCspViolations(page);
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    const response = await page.goto(`http://localhost:${port}${pagePath}`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    const image = page.getByRole('img', { name: asset.description });
    await image.waitFor({ timeout: 10_000 });
    await page.waitForLoadState('load');
    const loaded = await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    const problems: string[] = [];
    if (!csp.includes(`img-src 'self' data: ${assetOrigin}`)) problems.push(`${pagePath}: the CSP does not name the asset host: ${csp}`);
    if (!loaded) problems.push(`${pagePath}: the embedded image did not load`);
    if (violations.length) problems.push(`${pagePath}: CSP violations: ${violations.join('; ')}`);
    console.log(`contentful: embedded image on ${pagePath}: ${loaded ? 'shown' : 'not shown'}, ${violations.length} CSP violations`);
    return problems;
  } finally {
    await browser.close();
    nginx?.kill('SIGTERM');
  }
}

const digest = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** What the steps share: the stand-in and its content, and the problems found. */
interface Run {
  /** The project copy built from the stand-in, and its build environment. */
  dir: string;
  env: NodeJS.ProcessEnv;
  server: CdaServer;
  space: SpaceImport;
  problems: string[];
}

/** The Contentful stand-in, serving the local content, and what the steps need of it. */
interface StandIn {
  server: CdaServer;
  space: SpaceImport;
  asset: CdaAsset;
  drafts: CheckDrafts;
  certFile: string;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(localSite, 'index.html')))
    throw new Error('No local en-US build in .serve/sites/en-US: run scripts/build-sites.sh first.');
  const { server, space, asset, drafts, certFile } = await startStandIn();
  const dir = copyProject('contentful-site-');
  const problems: string[] = [];
  try {
    const env = buildEnvironment(server, certFile);
    const run: Run = { dir, env, server, space, problems };
    const cold = await coldBuildMatchesFiles(run);

    // 2. The embedded image shows under the site's CSP.
    problems.push(...(await checkEmbeddedImage(dir, asset, server.url)));

    const settle = await buildWithNoChange(run);
    await oneChangeRewritesItsPages(run, cold, settle);

    // 4. The editors' preview of drafts, and a public build beside it (before the publisher's checks, which leave a
    // broken entry published).
    problems.push(...(await checkPreview({ dir, server, space, env, previewToken: 'preview-token', build, drafts })));

    // 5. Publishing to live through the publisher, from this build's warm cache.
    problems.push(...(await checkPublisher({ dir, server, space, env, work, drafts })));
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (problems.length) {
    console.error(`contentful: ${problems.length} problems:\n  ${problems.slice(0, 40).join('\n  ')}`);
    process.exit(1);
  }
}

/** Exports the local content, with an embedded chart and the drafts of the checks, and serves it over HTTPS. */
async function startStandIn(): Promise<StandIn> {
  const { key, cert, certFile } = localCertificate(work);
  const loaded = loadLocalContent(path.join(root, 'content'), root);
  const space = await exportLocalContent(loaded.entries);
  const asset = await chartAsset();
  embedAsset(space, asset.id);
  const bare = bareImage(asset.bytes);
  const drafts = checkDrafts(space, bare.id);
  const server = await startCdaServer(space, {
    assets: [asset, bare],
    spaceId: 'harbourline',
    environment: 'master',
    accessToken: 'delivery-token',
    previewToken: 'preview-token',
    key,
    cert,
    syncPageSize: 40,
  });
  return { server, space, asset, drafts, certFile };
}

/** The environment of a build from the stand-in: its address, token and certificate, and the HS sample. */
function buildEnvironment(server: CdaServer, certFile: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    SITE_LOCALE: 'en-US',
    CI: 'true',
    GATSBY_TELEMETRY_DISABLED: '1',
    GATSBY_AMPLITUDE_API_KEY: process.env.GATSBY_AMPLITUDE_API_KEY || 'test-amplitude-key',
    GATSBY_GTM_ID: process.env.GATSBY_GTM_ID || 'GTM-TEST123',
    CONTENTFUL_SPACE_ID: 'harbourline',
    CONTENTFUL_ACCESS_TOKEN: 'delivery-token',
    CONTENTFUL_HOST: server.host,
    CONTENTFUL_ASSET_ORIGINS: server.url,
    NODE_EXTRA_CA_CERTS: certFile,
    ...HS_SAMPLE_ENV,
  };
}

/** 1. The cold build from the stand-in has the local build's pages, with the same content. */
async function coldBuildMatchesFiles({ dir, env, server, space, problems }: Run): Promise<Built> {
  const cold = await build(dir, env);
  const initialSyncs = server.requests.filter((r) => r.includes('/sync?')).length;
  const fromCms = htmlFiles(siteBuild('en-US', dir).site);
  const fromFiles = htmlFiles(localSite);
  for (const page of fromFiles.keys()) if (!fromCms.has(page)) problems.push(`missing from the Contentful build: ${page}`);
  for (const page of fromCms.keys()) if (!fromFiles.has(page)) problems.push(`only in the Contentful build: ${page}`);
  let compared = 0;
  for (const [page, file] of fromFiles) {
    const other = fromCms.get(page);
    if (!other) continue;
    const a = pageFacts(file);
    const b = pageFacts(other);
    compared += 1;
    for (const fact of ['h1', 'description', 'main'] as const) {
      if (a[fact] !== b[fact])
        problems.push(`${page}: ${fact} differs:\n    files:      ${a[fact].slice(0, 300)}\n    contentful: ${b[fact].slice(0, 300)}`);
    }
  }
  console.log(
    `contentful: cold build ${cold.seconds.toFixed(1)} s from ${space.entries.length} entries (${initialSyncs} sync requests); ` +
      `${compared} pages compared with the local build, ${problems.length} differences`,
  );
  return cold;
}

/**
 * 3, first half. A build with no change renders no page, the first warm build after a cold one included (the
 * compilation hash is the emitted files' digest: src/pipeline/webpack.ts).
 */
async function buildWithNoChange({ dir, env, problems }: Run): Promise<Built> {
  const settle = await build(dir, env);
  if (settle.rendered > 0) problems.push(`the build with no change rendered ${settle.rendered} pages`);
  if (settle.queries > 0) problems.push(`the build with no change ran ${settle.queries} queries`);
  return settle;
}

/** 3, second half. One entry changes; the warm build syncs only the change and rewrites only its pages. */
async function oneChangeRewritesItsPages({ dir, env, server, space, problems }: Run, cold: Built, settle: Built): Promise<void> {
  const settled = htmlFiles(siteBuild('en-US', dir).site);
  const dataBefore = pageDataDigests(siteBuild('en-US', dir).site);
  const before = new Map([...settled].map(([page, file]) => [page, digest(file)]));
  const beforeText = new Map([...settled].map(([page, file]) => [page, fs.readFileSync(file, 'utf8')]));
  const target = space.entries.find((e) => e.sys.contentType.sys.id === 'glossaryTerm');
  if (!target) throw new Error('No glossary term to change');
  const newDescription = 'Edited in the CMS: the fee a carrier charges when a container stays in the terminal too long.';
  await server.update(target.sys.id, (entry) => {
    entry.fields.description = { ...entry.fields.description, 'en-US': newDescription };
  });
  const syncsBefore = server.requests.length;
  const warm = await build(dir, env);
  const deltaSyncs = server.requests.slice(syncsBefore).filter((r) => r.includes('/sync?'));
  if (deltaSyncs.some((r) => r.includes('initial=true'))) problems.push(`the warm build synced from scratch: ${deltaSyncs.join(', ')}`);
  const after = htmlFiles(siteBuild('en-US', dir).site);
  const changed = [...after]
    .filter(([page, file]) => before.get(page) !== digest(file))
    .map(([page]) => page)
    .sort();
  const showing = [...after]
    .filter(([, file]) => fs.readFileSync(file, 'utf8').includes(newDescription))
    .map(([page]) => page)
    .sort();
  if (showing.length === 0) problems.push('the changed description appears on no page');
  const unexpected = changed.filter((page) => !showing.includes(page));
  if (unexpected.length) {
    const page = unexpected[0] ?? '';
    const a = beforeText.get(page) ?? '';
    const b = fs.readFileSync(after.get(page) ?? '', 'utf8');
    let at = 0;
    while (at < a.length && a[at] === b[at]) at += 1;
    problems.push(
      `pages rewritten that do not show the changed entry: ${unexpected.join(', ')}\n    first difference in ${page} at ` +
        `${at}: ${JSON.stringify(a.slice(at - 80, at + 80))} -> ${JSON.stringify(b.slice(at - 80, at + 80))}`,
    );
  }
  const missed = showing.filter((page) => !changed.includes(page));
  if (missed.length) problems.push(`pages showing the entry that were not rewritten: ${missed.join(', ')}`);
  // Gatsby renders a page again when its data changed; a page rendered for any other reason (a file read while
  // rendering, which Gatsby cannot track, makes it render every page) is work the next publish pays for again.
  const dataAfter = pageDataDigests(siteBuild('en-US', dir).site);
  const dataChanged = [...dataAfter].filter(([page, hash]) => dataBefore.get(page) !== hash).length;
  if (warm.rendered > dataChanged) problems.push(`the warm build rendered ${warm.rendered} pages for ${dataChanged} whose data changed`);
  console.log(
    `contentful: warm rebuild after one change ${warm.seconds.toFixed(1)} s (${warm.rendered} pages rendered, ${dataChanged} ` +
      `with new data), with no change ${settle.seconds.toFixed(1)} s (${settle.rendered} rendered; cold ${cold.seconds.toFixed(1)} s); ` +
      `delta sync requests: ${deltaSyncs.length}; pages rewritten: ${changed.length} of ${after.size} (${changed.join(', ')})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
