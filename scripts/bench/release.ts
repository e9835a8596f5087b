/**
 * npm run bench:release — what a release of both sites costs the publisher, and where it goes: makeRelease
 * (services/publisher/releases.ts) walking each built site, hard-linking its unchanged files from the release before
 * and copying the changed ones, then making them durable; then the switch of the live link and the pruning of old
 * releases.
 *
 * The sites are trees shaped like ours (by default 36,000 files of a few KB in 14,300 folders a site, as a build of
 * the whole HS nomenclature has), or a built site given with --site (used for both locales). Each run changes
 * --changed files a site (default 300, as a one-entry publish rewrites) and releases them; it prints each run and the
 * medians.
 *
 *   npm run bench:release [-- --runs 5] [-- --changed 300] [-- --site .serve/builds/en-US/public] [-- --sync each]
 *                         [-- --dirty 600]  (megabytes of other writes not yet written back when a release starts)
 *
 * Works in a temporary folder on the file system of the system's temporary folder; give TMPDIR to measure another.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeRelease, pruneReleases, switchLive, type MadeRelease, type ReleaseSync } from '../../services/publisher/releases';
import { median } from './measure';

const arg = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const RUNS = arg('runs', 5);
const CHANGED = arg('changed', 300);
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

/** Rewrites `count` of the site's files, as a build that changed one entry does (new content, new time). */
function change(files: readonly string[], count: number, run: number): void {
  for (let i = 0; i < count; i += 1) {
    const file = files[(run * 7919 + i * 104_729) % files.length];
    if (file) fs.appendFileSync(file, `<!-- run ${run} -->`);
  }
}

function line(label: string, made: MadeRelease, switchMs: number, pruneMs: number): string {
  const { phases } = made;
  return (
    `${label}: release ${made.ms} ms (walk, link and copy ${phases.tree}, of which link ${phases.link} and copy ${phases.copy}; ` +
    `sync ${phases.sync}), switch ${switchMs} ms, prune ${pruneMs} ms; ${made.files} files, ${made.linked} linked, ${made.copied} copied`
  );
}

function main(): void {
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
    const first = makeRelease(dir, sites, { publishId: 1, sync: SYNC });
    switchLive(dir, first.id);
    console.log(line('first release', first, 0, 0));
    const totals: number[] = [];
    const parts: Record<'tree' | 'link' | 'copy' | 'sync' | 'switch' | 'prune', number[]> = {
      tree: [],
      link: [],
      copy: [],
      sync: [],
      switch: [],
      prune: [],
    };
    for (let run = 1; run <= RUNS; run += 1) {
      for (const site of sites) change(site.files, CHANGED, run);
      if (DIRTY_MB > 0) fs.writeFileSync(path.join(work, 'build', 'output.bin'), crypto.randomBytes(DIRTY_MB * 1024 * 1024));
      const made = makeRelease(dir, sites, { publishId: run + 1, sync: SYNC });
      let at = performance.now();
      switchLive(dir, made.id);
      const switchMs = Math.round(performance.now() - at);
      at = performance.now();
      pruneReleases(dir, 3);
      const pruneMs = Math.round(performance.now() - at);
      console.log(line(`run ${run}`, made, switchMs, pruneMs));
      totals.push(made.ms + switchMs);
      for (const phase of ['tree', 'link', 'copy', 'sync'] as const) parts[phase].push(made.phases[phase]);
      parts.switch.push(switchMs);
      parts.prune.push(pruneMs);
    }
    const count = sites[0]?.files.length ?? 0;
    console.log(
      `\nboth sites, ${count} files a site, ${CHANGED} changed a site, ${RUNS} runs, sync: ${SYNC}, ${DIRTY_MB} MB else dirty; medians (ms):`,
    );
    console.log('| release and switch | walk, link, copy | link calls | copy calls | sync | switch | prune (after live) |');
    console.log('|---|---|---|---|---|---|---|');
    console.log(
      `| ${median(totals)} | ${median(parts.tree)} | ${median(parts.link)} | ${median(parts.copy)} | ${median(parts.sync)} | ` +
        `${median(parts.switch)} | ${median(parts.prune)} |`,
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main();
