/**
 * The site search index, one Pagefind index per section (src/shared/search/sections.ts), rebuilt only for
 * the sections whose pages changed since the last run. What a page shows in its <main> (the only part
 * Pagefind reads: `data-pagefind-body`) follows from its page data and the site's code, so a section's
 * digest is taken over those: its pages' page-data.json, and webpack's compilation hash for the code.
 * The header, footer and the slices shared by many pages are outside <main> or `data-pagefind-ignore`d,
 * so editing them leaves every index as it is.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Pagefind from 'pagefind';
import { fileVersion, visitFiles, type FileVisitor } from './files';
import { SEARCH_SECTIONS, sectionOf, type SearchSection } from '../shared/search/sections';

/** Folders of the built site that hold no pages. */
const NOT_PAGES = new Set(['page-data', 'static', '~partytown', '_gatsby', ...SEARCH_SECTIONS.map((section) => section.dir)]);

export interface SectionPlan {
  section: SearchSection;
  /** Page files relative to the site's root, `/`-separated. */
  pages: string[];
  digest: string;
}

function pageDataFile(publicDir: string, page: string): string {
  const dir = path.posix.dirname(page);
  return path.join(publicDir, 'page-data', dir === '.' ? 'index' : dir, 'page-data.json');
}

function compilationHash(publicDir: string): string {
  const appData = path.join(publicDir, 'page-data', 'app-data.json');
  return fs.existsSync(appData) ? fs.readFileSync(appData, 'utf8') : '';
}

/**
 * The built site's pages, relative to its root, `/`-separated, found on a walk that other steps share
 * (src/pipeline/files.ts); `pages` holds them, in order, once the walk is over.
 */
export function pageFileCollector(publicDir: string): FileVisitor & { pages(): string[] } {
  const root = publicDir.endsWith(path.sep) ? publicDir : publicDir + path.sep;
  const found: string[] = [];
  return {
    visit(file) {
      if (!file.path.endsWith(`${path.sep}index.html`) || !file.path.startsWith(root)) return;
      const page = file.path.slice(root.length).split(path.sep);
      if (page.slice(0, -1).some((folder) => NOT_PAGES.has(folder))) return;
      found.push(page.join('/'));
    },
    pages: () => [...found].sort(),
    report: () => `${found.length} pages found for the search index`,
  };
}

/** pageFileCollector on a walk of its own. */
function pageFilesUnder(publicDir: string): string[] {
  const collector = pageFileCollector(publicDir);
  visitFiles(publicDir, [collector]);
  return collector.pages();
}

/**
 * Digests of files' contents kept with each file's size, inode and times in `file`: a file whose stat is what it was
 * is not read again. Reading every page's data to learn that nothing changed was 0.22 s of every build at 10,000
 * pages. The contents decide, not the stat: some files are moved back and forth in every build (the client-only
 * routes' pages, src/pipeline/server/client-routes.ts) and are the same for all that.
 */
export function contentDigests(file: string | undefined): { of: (path: string) => string; save: () => void } {
  let known: Record<string, [string, string]> = {};
  try {
    if (file) known = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, [string, string]>;
  } catch {
    // None yet, or half written by a build that was stopped: every file is read.
  }
  const next: Record<string, [string, string]> = {};
  let read = 0;
  return {
    of(target) {
      const stat = fileVersion(fs.statSync(target));
      const kept = known[target];
      if (kept?.[0] === stat) return (next[target] = kept)[1];
      read += 1;
      const digest = crypto.createHash('sha256').update(fs.readFileSync(target)).digest('base64url');
      next[target] = [stat, digest];
      return digest;
    },
    save() {
      if (!file || (read === 0 && Object.keys(next).length === Object.keys(known).length)) return;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(next));
      fs.renameSync(`${file}.tmp`, file);
    },
  };
}

/**
 * Each section's pages and the digest of what decides their indexed text; `pages` when a walk already found them,
 * `digestsFile` where the digests of the page files are kept between builds (contentDigests).
 */
export function planSections(
  publicDir: string,
  version: string,
  pages: string[] = pageFilesUnder(publicDir),
  digestsFile?: string,
): SectionPlan[] {
  const code = compilationHash(publicDir);
  const digests = contentDigests(digestsFile);
  const plans = SEARCH_SECTIONS.map((section) => {
    const own = pages.filter((page) => sectionOf(page) === section);
    const hash = crypto.createHash('sha256').update(`${version}\n${code}\n`);
    for (const page of own) {
      const data = pageDataFile(publicDir, page);
      // A page without page data (none in a Gatsby build today) is judged by its HTML.
      hash.update(`${page}\n${digests.of(fs.existsSync(data) ? data : path.join(publicDir, page))}\n`);
    }
    return { section, pages: own, digest: hash.digest('hex') };
  });
  digests.save();
  return plans;
}

export interface IndexReport {
  section: string;
  pages: number;
  /** false: the section's pages had not changed, its index was kept. */
  rebuilt: boolean;
  indexed: number;
  ms: number;
}

function check(what: string, response: { errors: string[] }): void {
  if (response.errors.length > 0) throw new Error(`Pagefind ${what}: ${response.errors.join('; ')}`);
}

/** What decides each section's index now, and whether the index it has was made from that. */
export interface SectionState extends SectionPlan {
  current: boolean;
  /** Where its digest is kept. */
  stateFile: string;
}

/** Pagefind's package. Its exports name neither its package.json nor a file to `require`, so its files are named here. */
const PAGEFIND_DIR = path.resolve(__dirname, '../../node_modules/pagefind');

/** The version of Pagefind, part of every digest, so that another Pagefind rebuilds every index. */
function pagefindVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(PAGEFIND_DIR, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Pagefind's Node API, an ES module, loaded in the build's own process: the build's compiled hooks turn `import()`
 * into `require`, and Node requires an ES module without top-level await by its file. (The index is made by
 * Pagefind's own binary, which the API starts, so its memory stays out of the build's heap.) Run in a process of
 * its own, the step paid that process's start and a second walk of the site: about a second of each publish that
 * changed a section.
 */
function loadPagefind(): typeof Pagefind {
  return createRequire(path.join(PAGEFIND_DIR, 'package.json'))(path.join(PAGEFIND_DIR, 'lib', 'index.js')) as typeof Pagefind;
}

/**
 * Each section's plan and whether its index is current: digests are kept in `stateDir` (the build cache), so a
 * section whose folder is missing is stale whatever its digest says. Needs no Pagefind: a build with no change
 * learns it has nothing to index without loading it.
 */
export function sectionStates(publicDir: string, stateDir: string, pages?: string[]): SectionState[] {
  return planSections(publicDir, pagefindVersion(), pages, path.join(stateDir, 'page-files.json')).map((plan) => {
    const stateFile = path.join(stateDir, `${plan.section.name}.digest`);
    const previous = fs.existsSync(stateFile) ? fs.readFileSync(stateFile, 'utf8') : '';
    const current = previous === plan.digest && fs.existsSync(path.join(publicDir, plan.section.dir, 'pagefind-entry.json'));
    return { ...plan, stateFile, current };
  });
}

/** A section's line in the build's log. */
export function describeReport(r: IndexReport): string {
  return `search index ${r.section}: ${r.pages} pages, ${r.rebuilt ? `rebuilt (${r.indexed} indexed) in ${r.ms} ms` : 'unchanged, kept'}`;
}

function keptReport(state: SectionState): IndexReport {
  return { section: state.section.name, pages: state.pages.length, rebuilt: false, indexed: 0, ms: 0 };
}

/**
 * Brings every section's index in `publicDir` up to date, rebuilding the stale ones (see sectionStates). `pages` are
 * the site's pages as pageFileCollector found them, when a walk of the build already did.
 */
export async function updateSearchIndex(publicDir: string, stateDir: string, pages?: string[]): Promise<IndexReport[]> {
  const states = sectionStates(publicDir, stateDir, pages);
  if (states.every((state) => state.current)) return states.map(keptReport);
  // Loaded when an index is made rather than with the build's modules: a build that changed no section needs none.
  const pagefind = loadPagefind();
  fs.mkdirSync(stateDir, { recursive: true });
  const reports: IndexReport[] = [];
  try {
    for (const plan of states) {
      if (plan.current) {
        reports.push(keptReport(plan));
        continue;
      }
      const started = Date.now();
      const out = path.join(publicDir, plan.section.dir);
      const created = await pagefind.createIndex();
      check('createIndex', created);
      const index = created.index;
      if (!index) throw new Error('Pagefind created no index');
      let indexed = 0;
      if (plan.section.prefixes.length > 0) {
        for (const prefix of plan.section.prefixes) {
          const added = await index.addDirectory({ path: publicDir, glob: `${prefix}**/index.html` });
          check(`indexing ${prefix}`, added);
          indexed += added.page_count;
        }
      } else {
        for (const page of plan.pages) {
          const added = await index.addHTMLFile({
            url: `/${page.replace(/index\.html$/, '')}`,
            content: fs.readFileSync(path.join(publicDir, page), 'utf8'),
          });
          check(`indexing ${page}`, added);
          indexed += 1;
        }
      }
      fs.rmSync(out, { recursive: true, force: true });
      check('writing the index', await index.writeFiles({ outputPath: out }));
      await index.deleteIndex();
      fs.writeFileSync(plan.stateFile, plan.digest);
      reports.push({ section: plan.section.name, pages: plan.pages.length, rebuilt: true, indexed, ms: Date.now() - started });
    }
  } finally {
    await pagefind.close();
  }
  return reports;
}
