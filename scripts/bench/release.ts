/**
 * npm run bench:release — what a release of both sites costs the publisher, and where it goes: makeRelease
 * (services/publisher/releases.ts) listing each built site, starting from the tree of links prepared after the last
 * release went live, copying the changed files in and making them durable; then the switch of the live link; then,
 * after live, the pruning of old releases and the preparing of the next tree.
 *
 * The sites are trees shaped like ours (by default 36,000 files of a few KB in 14,300 folders a site, as a build of
 * the whole HS nomenclature has), or a built site given with --site (used for both locales). Each run changes
 * --changed files a site (default 300, as a one-entry publish rewrites) and rewrites --same more with the bytes they
 * had (default 100: feeds, sitemaps and compressed copies our steps write again), releases them; it prints each run
 * and the medians. --unprepared makes each release without a prepared tree, linking one as it goes.
 *
 *   npm run bench:release [-- --runs 5] [-- --changed 300] [-- --same 100] [-- --site .serve/builds/en-US/public]
 *                         [-- --sync each] [-- --unprepared]
 *                         [-- --dirty 600]  (megabytes of other writes not yet written back when a release starts)
 *
 * Works in a temporary folder on the file system of the system's temporary folder; give TMPDIR to measure another.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeRelease, prepareNext, pruneReleases, switchLive, type MadeRelease, type ReleaseSync } from '../../services/publisher/releases';
import { median } from './measure';

const arg = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const RUNS = arg('runs', 5);
const CHANGED = arg('changed', 300);
const SAME = arg('same', 100);
const PREPARED = !process.argv.includes('--unprepared');
const siteAt = process.argv.indexOf('--site');
const GIVEN_SITE = siteAt > 0 ? path.resolve(process.argv[siteAt + 1] ?? '') : null;
const syncAt = process.argv.indexOf('--sync');
const SYNC: ReleaseSync = syncAt > 0 && process.argv[syncAt + 1] === 'each' ? 'each' : 'filesystem';
// Megabytes written just before each release, as a build leaves its output not yet written back: a file-system sync
// writes them too.
const DIRTY_MB = arg('dirty', 0);
const FILES = 36_000;
const FOLDERS = 14_300;
const LOCALES = ['en-US', 'zh-CN'] as const;

/** A tree like a built site: an index.html and FILES files spread over FOLDERS nested folders. */
function writeSite(dir: string): void {
  const folders = [dir];
  for (let i = 1; i < FOLDERS; i += 1) {
    // Two levels, as page folders under sections are.
    const folder = path.join(dir, `section-${i % 40}`, `page-${i}`);
    fs.mkdirSync(folder, { recursive: true });
    folders.push(folder);
  }
  for (let i = 0; i < FILES; i += 1) {
    const file = path.join(folders[i % folders.length] ?? dir, i < folders.length ? 'index.html' : `part-${i}.json`);
    fs.writeFileSync(file, crypto.randomBytes(1024 + (i % 4096)));
  }
}

/** Every regular file under `dir`. */
function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    return entry.isFile() ? [path.join(entry.parentPath, entry.name)] : [];
  });
}

/**
 * Rewrites `count` of the site's files, as a build that changed one entry does (new content, new time), and `same`
 * others with the bytes they had (a new time only).
 */
function change(files: readonly string[], count: number, same: number, run: number): void {
  for (let i = 0; i < count + same; i += 1) {
    const file = files[(run * 7919 + i * 104_729) % files.length];
    if (!file) continue;
    if (i < count) fs.appendFileSync(file, `<!-- run ${run} -->`);
    else fs.writeFileSync(file, fs.readFileSync(file));
  }
}

function line(label: string, made: MadeRelease, switchMs: number, afterMs: number): string {
  const { phases } = made;
  return (
    `${label}: release ${made.ms} ms (list ${phases.list}, link ${phases.link}, apply ${phases.apply}, sync ${phases.sync}; ` +
    `${made.prepared ? 'prepared' : 'not prepared'}), switch ${switchMs} ms, after live ${afterMs} ms; ` +
    `${made.files} files, ${made.linked} linked, ${made.digested} read, ${made.copied} copied`
  );
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-release-'));
  try {
    const sites = LOCALES.map((locale) => {
      const siteDir = path.join(work, 'build', locale);
      if (GIVEN_SITE) fs.cpSync(GIVEN_SITE, siteDir, { recursive: true });
      else writeSite(siteDir);
      const rulesFile = path.join(work, 'build', `${locale}.site.conf`);
      fs.writeFileSync(rulesFile, '# rules\n');
      return { locale, siteDir, rulesFile, files: filesOf(siteDir) };
    });
    const dir = path.join(work, 'publish');
    const afterLive = async (): Promise<number> => {
      const at = performance.now();
      await pruneReleases(dir, 3);
      if (PREPARED) await prepareNext(dir, { sync: SYNC });
      return Math.round(performance.now() - at);
    };
    const first = await makeRelease(dir, sites, { publishId: 1, sync: SYNC });
    switchLive(dir, first.id);
    console.log(line('first release', first, 0, await afterLive()));
    const totals: number[] = [];
    const parts: Record<'list' | 'link' | 'apply' | 'sync' | 'switch' | 'after', number[]> = {
      list: [],
      link: [],
      apply: [],
      sync: [],
      switch: [],
      after: [],
    };
    for (let run = 1; run <= RUNS; run += 1) {
      for (const site of sites) change(site.files, CHANGED, SAME, run);
      if (DIRTY_MB > 0) fs.writeFileSync(path.join(work, 'build', 'output.bin'), crypto.randomBytes(DIRTY_MB * 1024 * 1024));
      const made = await makeRelease(dir, sites, { publishId: run + 1, sync: SYNC });
      const at = performance.now();
      switchLive(dir, made.id);
      const switchMs = Math.round(performance.now() - at);
      const afterMs = await afterLive();
      console.log(line(`run ${run}`, made, switchMs, afterMs));
      totals.push(made.ms + switchMs);
      for (const phase of ['list', 'link', 'apply', 'sync'] as const) parts[phase].push(made.phases[phase]);
      parts.switch.push(switchMs);
      parts.after.push(afterMs);
    }
    const count = sites[0]?.files.length ?? 0;
    console.log(
      `\nboth sites, ${count} files a site, ${CHANGED} changed and ${SAME} rewritten the same a site, ${RUNS} runs, ` +
        `${PREPARED ? 'prepared' : 'not prepared'}, sync: ${SYNC}, ${DIRTY_MB} MB else dirty; medians (ms):`,
    );
    console.log('| release and switch | list | link | apply | sync | switch | after live: prune, prepare |');
    console.log('|---|---|---|---|---|---|---|');
    console.log(
      `| ${median(totals)} | ${median(parts.list)} | ${median(parts.link)} | ${median(parts.apply)} | ${median(parts.sync)} | ` +
        `${median(parts.switch)} | ${median(parts.after)} |`,
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
