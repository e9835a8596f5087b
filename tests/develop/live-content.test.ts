/**
 * `gatsby develop` on a copy of the project, started the way a new developer starts it (no keys in the
 * environment: .env.development provides placeholders): a page's HTML as a link preview reads it (card drawn
 * on request, trail, feeds), then content edited under it: a changed title,
 * a new entry, a broken entry, a deleted entry and a changed HS code reach the running site without a
 * restart, and a broken entry is reported as `file: field: reason` while the server keeps serving.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hsPath, hsSlug } from '../../src/pipeline/hs/nomenclature';
import { copyProject } from '../../scripts/dev/project-copy';
import { DEVELOP_HEADS_FILE, HEAD_PARITY_PAGES, headTagsIn } from '../support/page-head';

const root = path.resolve(__dirname, '../..');
const PORT = Number(process.env.DEVELOP_TEST_PORT ?? 8311);
const base = `http://localhost:${PORT}`;
let site: string;
let server: ChildProcess;
let output = '';

function pageDataUrl(pagePath: string): string {
  return `${base}/page-data${pagePath === '/' ? '/index' : pagePath.replace(/\/$/, '')}/page-data.json`;
}

async function fetchText(url: string): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(url);
    return { status: response.status, text: await response.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

/** Polls until `check` holds; returns the seconds it took, or fails with the last answer. */
async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not seen within ${timeoutMs / 1000} s\n--- gatsby develop said ---\n${output.slice(-4000)}`);
}

const pageShows = (pagePath: string, text: string) => async () => (await fetchText(pageDataUrl(pagePath))).text.includes(text);

/**
 * Changes files, then waits for gatsby develop to take the change in (its log says the content changed,
 * and then that it has extracted the queries again) before the page is asked for, as a developer who
 * saves and then reloads. A page-data request that lands while Gatsby is still running queries can wait
 * 15 s or more: Gatsby's query-on-demand forgets requests made during a run when the run ends.
 */
async function change(write: () => void, summary = 'Content changed'): Promise<number> {
  const from = output.length;
  write();
  return waitFor('the change taken in', () => {
    const after = output.slice(from);
    const at = after.indexOf(summary);
    return Promise.resolve(at >= 0 && after.indexOf('write out requires', at) >= 0);
  });
}

function edit(file: string, replace: (text: string) => string): void {
  const full = path.join(site, file);
  fs.writeFileSync(full, replace(fs.readFileSync(full, 'utf8')));
}

beforeAll(async () => {
  site = copyProject('develop-live-');
  // Query-on-demand as on a developer's machine: Gatsby turns it off when it sees CI, and would then run
  // every page's query at start.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SITE_LOCALE: 'en-US',
    GATSBY_TELEMETRY_DISABLED: '1',
    GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: 'true',
  };
  // As on a fresh clone: the required keys come from .env.development, not from the caller.
  for (const name of ['GATSBY_AMPLITUDE_API_KEY', 'GATSBY_GTM_ID', 'GATSBY_SITE_LOCALE', 'NODE_ENV', 'HS_CODES_CSV', 'HS_SECTIONS_CSV'])
    delete env[name];
  server = spawn(path.join(root, 'node_modules/.bin/gatsby'), ['develop', '--port', String(PORT), '--host', 'localhost'], {
    cwd: site,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const startup = await waitFor('gatsby develop serving the glossary', pageShows('/glossary/air-waybill/', 'Air waybill'), 240_000);
  console.log(`gatsby develop answered after ${startup.toFixed(1)} s`);
});

afterAll(() => {
  // The whole process group: gatsby develop runs its dev server and workers as children.
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

describe('gatsby develop with the local content source', () => {
  it('starts without keys in the environment, saying the placeholders are in use', () => {
    expect(output).toContain('GATSBY_AMPLITUDE_API_KEY and GATSBY_GTM_ID come from .env.development');
  });

  it("serves a blog post's HTML with the head a link preview reads: its card (drawn on request), trail and feeds", async () => {
    const html = (await fetchText(`${base}/blog/fcl-vs-lcl-when-to-switch/`)).text;
    const image = /<meta property="og:image" content="https:\/\/www\.harbourline\.example([^"]+)"/.exec(html)?.[1];
    expect(image).toBe('/blog/fcl-vs-lcl-when-to-switch/og.png');
    const card = await fetch(`${base}${image ?? ''}`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toMatch(/^image\/png/);
    expect(Buffer.from(await card.arrayBuffer()).readUInt32BE(16)).toBe(1200);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html).toContain('<meta property="og:type" content="article"');
    const trail = /<script type="application\/ld\+json" data-build-head(?:="")?>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
    const names = (JSON.parse(trail) as { itemListElement?: Array<{ name: string }> }).itemListElement?.map((step) => step.name);
    expect(names).toEqual(['Home', 'Blog', 'FCL vs LCL: How to Choose, and When to Switch to a Full Container']);
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="Harbourline Freight: Blog" href="/blog/rss.xml"');
    expect(html).toContain('href="/blog/atom.xml"');
  });

  it('serves the whole head from the head facts: an entry page, a page without an entry and an unlisted page', async () => {
    const heads: Record<string, string[]> = {};
    for (const pagePath of HEAD_PARITY_PAGES) heads[pagePath] = headTagsIn((await fetchText(`${base}${pagePath}`)).text);
    const post = heads['/blog/fcl-vs-lcl-when-to-switch/'] ?? [];
    expect(post).toContain('<title>FCL vs LCL: How to Choose, and When to Switch to a Full Container | Harbourline Freight</title>');
    expect(post).toContain('<link rel="canonical" href="https://www.harbourline.example/blog/fcl-vs-lcl-when-to-switch/"/>');
    expect(post.some((tag) => tag.startsWith('<meta name="description" content="') && tag.length > 60)).toBe(true);
    expect(post.filter((tag) => tag.startsWith('<title>'))).toHaveLength(1);
    const glossary = heads['/glossary/'] ?? [];
    expect(glossary).toContain('<title>Glossary | Harbourline Freight</title>');
    expect(glossary.join('\n')).toContain('<meta name="description" content="Plain-language definitions of shipping');
    expect(glossary).not.toContain('<meta name="robots" content="noindex"/>');
    const search = heads['/search/'] ?? [];
    expect(search).toContain('<title>Search | Harbourline Freight</title>');
    expect(search).toContain('<meta name="robots" content="noindex"/>');
    // The built pages' heads are compared with these by the browser tests (tests/e2e/site.spec.ts).
    fs.mkdirSync(path.dirname(path.join(root, DEVELOP_HEADS_FILE)), { recursive: true });
    fs.writeFileSync(path.join(root, DEVELOP_HEADS_FILE), JSON.stringify(heads, null, 2));
  });

  it('shows an edited title without a restart', async () => {
    const taken = await change(() =>
      edit('content/glossary/air-waybill.md', (text) => text.replace('title: "Air waybill"', 'title: "Air waybill (edited live)"')),
    );
    const shown = await waitFor('the edited title', pageShows('/glossary/air-waybill/', 'Air waybill (edited live)'));
    // The head facts follow the edit too: the link preview's alt text and the card it draws.
    const html = (await fetchText(`${base}/glossary/air-waybill/`)).text;
    expect(html).toContain('<meta property="og:image:alt" content="Air waybill (edited live) (AWB)"');
    console.log(`edited title taken in after ${taken.toFixed(1)} s, shown ${shown.toFixed(1)} s later`);
  });

  it('adds a page for a new entry and lists it', async () => {
    const term = [
      '---',
      'title: "Live term"',
      'description: "A term added while the development server runs."',
      'slug: live-term',
      '---',
      '',
      'Added while `gatsby develop` runs.',
      '',
    ];
    await change(() => fs.writeFileSync(path.join(site, 'content/glossary/live-term.md'), term.join('\n')));
    await waitFor('the new term page', pageShows('/glossary/live-term/', 'Live term'));
    await waitFor('the new term in the glossary listing', pageShows('/glossary/', 'live-term'));
  });

  it('reports a broken entry as file: field: reason, keeps serving and keeps the last valid content', async () => {
    edit('content/glossary/live-term.md', (text) => text.replace('slug: live-term', 'slug: "Live Term!"'));
    await waitFor('the problem reported', () => Promise.resolve(/content\/glossary\/live-term\.md: slug: /.test(output)));
    const page = await fetchText(pageDataUrl('/glossary/live-term/'));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Live term');
    expect(server.exitCode).toBeNull();
  });

  it('removes the page of a deleted entry', async () => {
    await change(() => fs.rmSync(path.join(site, 'content/glossary/live-term.md')));
    await waitFor('the deleted term gone', async () => (await fetchText(pageDataUrl('/glossary/live-term/'))).status === 404);
    expect(await pageShows('/glossary/air-waybill/', 'Air waybill (edited live)')()).toBe(true);
  });

  it('shows an edited HS code description', async () => {
    await change(
      () =>
        edit('content/hs/harmonized-system.csv', (text) =>
          text.replace('"Coffee; decaffeinated, not roasted"', '"Coffee; decaffeinated, not roasted (edited live)"'),
        ),
      'Content changed: Sourced 6936 HS codes',
    );
    // The page's address carries the description's words, so it moves with the edit.
    const edited = `${hsPath(hsSlug('090112', 'Coffee; decaffeinated, not roasted (edited live)'))}/`;
    await waitFor('the edited HS description', pageShows(edited, 'decaffeinated, not roasted (edited live)'));
  });
});
