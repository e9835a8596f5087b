import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { visitFiles } from './files';
import { contentDigests, pageFileCollector, planSections, updateSearchIndex } from './search-index';

let site: string;
let state: string;

function page(pagePath: string, title: string, body: string): void {
  const dir = path.join(site, pagePath);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><body><header>Menu</header><main data-pagefind-body><h1>${title}</h1><p>${body}</p></main></body></html>`,
  );
  const data = path.join(site, 'page-data', pagePath === '' ? 'index' : pagePath.replace(/\/$/, ''));
  fs.mkdirSync(data, { recursive: true });
  fs.writeFileSync(path.join(data, 'page-data.json'), JSON.stringify({ path: `/${pagePath}`, result: { title, body } }));
}

beforeEach(() => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  site = path.join(root, 'public');
  state = path.join(root, 'state');
  page('', 'Home', 'Freight forwarding');
  page('glossary/air-waybill/', 'Air waybill', 'The transport document for air cargo');
  page('data/hs-code/0901-coffee/', 'HS 0901', 'Coffee, whether or not roasted');
  fs.mkdirSync(path.join(site, 'page-data'), { recursive: true });
  fs.writeFileSync(path.join(site, 'page-data', 'app-data.json'), '{"webpackCompilationHash":"a"}');
});

afterEach(() => fs.rmSync(path.dirname(site), { recursive: true, force: true }));

const rebuilt = (reports: Awaited<ReturnType<typeof updateSearchIndex>>) => reports.filter((r) => r.rebuilt).map((r) => r.section);

describe('the sectioned search index', () => {
  it('puts each page in its section', () => {
    const plans = Object.fromEntries(planSections(site, 'v').map((plan) => [plan.section.name, plan.pages]));
    expect(plans).toMatchObject({
      site: ['index.html'],
      'hs-codes': ['data/hs-code/0901-coffee/index.html'],
      glossary: ['glossary/air-waybill/index.html'],
      blog: [],
    });
  });

  it('finds the same pages on a walk shared with other steps as on its own', () => {
    page('static/nested/', 'Not a page', 'Under a folder that holds no pages');
    page('help/static/', 'Not a page either', 'A folder of that name at any depth');
    const collector = pageFileCollector(site);
    visitFiles(site, [collector]);
    expect(collector.pages()).toEqual(['data/hs-code/0901-coffee/index.html', 'glossary/air-waybill/index.html', 'index.html']);
    expect(planSections(site, 'v', collector.pages())).toEqual(planSections(site, 'v'));
  });

  it('rebuilds only the sections whose page data changed, and every one when the code did', async () => {
    expect(rebuilt(await updateSearchIndex(site, state))).toEqual(['site', 'hs-codes', 'blog', 'glossary', 'help']);
    expect(fs.existsSync(path.join(site, 'pagefind', 'pagefind.js'))).toBe(true);
    expect(fs.existsSync(path.join(site, 'pagefind-hs-codes', 'pagefind-entry.json'))).toBe(true);
    // A section without pages still has an index for the browser to merge.
    expect(fs.existsSync(path.join(site, 'pagefind-blog', 'pagefind-entry.json'))).toBe(true);
    expect(rebuilt(await updateSearchIndex(site, state))).toEqual([]);

    page('glossary/air-waybill/', 'Air waybill (edited)', 'The transport document for air cargo');
    expect(rebuilt(await updateSearchIndex(site, state))).toEqual(['glossary']);

    // A header edit rewrites every page's HTML but no page data: no index changes.
    const home = path.join(site, 'index.html');
    fs.writeFileSync(home, fs.readFileSync(home, 'utf8').replace('Menu', 'Menu (edited)'));
    expect(rebuilt(await updateSearchIndex(site, state))).toEqual([]);

    fs.writeFileSync(path.join(site, 'page-data', 'app-data.json'), '{"webpackCompilationHash":"b"}');
    expect(rebuilt(await updateSearchIndex(site, state))).toHaveLength(5);

    fs.rmSync(path.join(site, 'pagefind-glossary'), { recursive: true });
    expect(rebuilt(await updateSearchIndex(site, state))).toEqual(['glossary']);
  }, 60_000);
});

describe('contentDigests', () => {
  it('reads a file again only when its stat changed, and judges it by its contents', () => {
    const file = path.join(site, 'page-data', 'index', 'page-data.json');
    const kept = path.join(state, 'page-files.json');
    const first = contentDigests(kept);
    const digest = first.of(file);
    first.save();

    // What was kept for a file whose stat is unchanged is taken as it is, without reading the file.
    const saved = JSON.parse(fs.readFileSync(kept, 'utf8')) as Record<string, [string, string]>;
    fs.writeFileSync(kept, JSON.stringify({ [file]: [saved[file]?.[0], 'kept-digest'] }));
    expect(contentDigests(kept).of(file)).toBe('kept-digest');

    // Moved away and back (as the client-only routes' pages are in every build): a new stat, the same contents.
    fs.renameSync(file, `${file}.away`);
    fs.renameSync(`${file}.away`, file);
    expect(contentDigests(kept).of(file)).toBe(digest);

    fs.writeFileSync(file, '{"path":"/","result":{"title":"Home (edited)"}}');
    expect(contentDigests(kept).of(file)).not.toBe(digest);
  });
});
