import { spawn } from 'node:child_process';
/** Releases: made from a build without ever sharing its inodes, shared between releases when unchanged, switched atomically. */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enospc } from '../../tests/support/small-disk';
import { differences, listSite, nodeListing, readManifest, type Manifest } from './release-files';
import {
  listReleases,
  liveRelease,
  makeRelease,
  prepareNext,
  previousRelease,
  pruneReleases,
  releaseId,
  removeIncomplete,
  switchLive,
  type SiteInput,
} from './releases';

const temps: string[] = [];
afterEach(() => {
  for (const temp of temps.splice(0)) fs.rmSync(temp, { recursive: true, force: true });
});

function tempDir(): string {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-test-'));
  temps.push(temp);
  return temp;
}

const emptyManifest: Manifest = { version: 1, dirs: [], files: {}, links: {} };

const T0 = Date.parse('2026-11-27T03:45:12.123Z');
const at = (n: number): Date => new Date(T0 + n * 60_000);

/**
 * Sets a file's mtime to the millisecond `ms`. utimes takes floating-point seconds, and a Date's whole millisecond
 * lands a hair below it about half the time; its middle always lands inside.
 */
function setMtime(file: string, ms: number): void {
  fs.utimesSync(file, (ms + 0.5) / 1000, (ms + 0.5) / 1000);
}

const mtimeOf = (file: string): number => Math.floor(fs.statSync(file).mtimeMs);

/** Writes `files` (relative path → content) under `root`, with an mtime well in the past. */
function writeFiles(root: string, files: Record<string, string>, mtimeMs = Date.parse('2026-01-01T00:00:00.457Z')): void {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    setMtime(file, mtimeMs);
  }
}

/** A built site and its rules, as the build stages them. */
function stage(root: string, locale = 'en-US'): SiteInput {
  const siteDir = path.join(root, 'stage', locale, 'public');
  writeFiles(siteDir, {
    'index.html': `<h1>${locale}</h1>`,
    'about/index.html': '<h1>About</h1>',
    'page-data/app-data.json': '{"webpackCompilationHash":"a1"}',
    'static/logo.svg': '<svg></svg>',
  });
  const rulesFile = path.join(root, 'stage', locale, 'site.conf');
  fs.writeFileSync(rulesFile, `server_name ${locale}.example;\n`);
  return { locale, siteDir, rulesFile };
}

/** Rewrites a staged file in place, as the next build does: same inode, new content, new mtime. */
function rewrite(file: string, content: string, mtimeMs: number): void {
  fs.writeFileSync(file, content);
  setMtime(file, mtimeMs);
}

const inode = (file: string): number => fs.statSync(file).ino;
const siteFile = (dir: string, id: string, name: string, locale = 'en-US'): string => path.join(dir, 'releases', id, locale, 'site', name);
const ids = (dir: string): string[] => listReleases(dir).map((release) => release.id);

/** Makes `count` releases of the same staged site, a minute apart. */
async function releases(dir: string, site: SiteInput, count: number): Promise<string[]> {
  const made: string[] = [];
  for (let n = 0; n < count; n += 1) made.push((await makeRelease(dir, [site], { publishId: n + 1, now: at(n) })).id);
  return made;
}

describe('releaseId', () => {
  it('writes the UTC time to the millisecond and the publish id, so that ids sort in time', () => {
    expect(releaseId(new Date('2026-11-27T03:45:12.123Z'), 17)).toBe('20261127T034512123Z-17');
    expect(releaseId(new Date('2026-11-27T03:45:12.123+08:00'), null)).toBe('20261126T194512123Z-manual');
    const later = [releaseId(new Date('2026-11-27T03:45:12.124Z'), 3), releaseId(new Date('2026-12-01T00:00:00.000Z'), 1)];
    expect([...later, releaseId(new Date('2026-11-27T03:45:12.123Z'), 99)].sort()).toEqual([
      '20261127T034512123Z-99',
      '20261127T034512124Z-3',
      '20261201T000000000Z-1',
    ]);
  });

  it('refuses a publish id that is not a whole number of 0 or more, and an invalid date', () => {
    expect(() => releaseId(new Date(T0), -1)).toThrow(/publish id/);
    expect(() => releaseId(new Date(T0), 1.5)).toThrow(/publish id/);
    expect(() => releaseId(new Date(Number.NaN), 1)).toThrow();
  });
});

describe('makeRelease', () => {
  it('makes a release durable either way: one sync of the file system, or an fsync of each file and folder', async () => {
    const dir = tempDir();
    const sites = [stage(dir, 'en-US')];
    const whole = await makeRelease(dir, sites, { publishId: 1, now: new Date(T0), sync: 'filesystem' });
    const each = await makeRelease(dir, sites, { publishId: 2, now: new Date(T0 + 1), sync: 'each' });
    for (const made of [whole, each]) {
      expect(fs.readFileSync(siteFile(dir, made.id, 'index.html'), 'utf8')).toBe('<h1>en-US</h1>');
      expect(made.phases.sync).toBeGreaterThanOrEqual(0);
    }
    expect(each).toMatchObject({ files: 4, linked: 4, copied: 0 });
    expect(listReleases(dir).map((release) => release.id)).toEqual([whole.id, each.id]);
  });

  it('copies each site and its rules into the release, and writes release.json last', async () => {
    const dir = tempDir();
    const en = stage(dir, 'en-US');
    const zh = stage(dir, 'zh-CN');
    const made = await makeRelease(dir, [en, zh], { publishId: 17, now: new Date(T0) });

    expect(made).toMatchObject({
      id: '20261127T034512123Z-17',
      createdAt: '2026-11-27T03:45:12.123Z',
      publishId: 17,
      locales: ['en-US', 'zh-CN'],
    });
    expect(made).toMatchObject({ files: 8, linked: 0, copied: 8 });
    const staged = [en, zh].flatMap(({ siteDir }) =>
      ['index.html', 'about/index.html', 'page-data/app-data.json', 'static/logo.svg'].map((name) => path.join(siteDir, name)),
    );
    expect(made.bytesCopied).toBe(staged.reduce((sum, file) => sum + fs.statSync(file).size, 0));
    expect(made.ms).toBeGreaterThanOrEqual(0);
    expect(fs.readFileSync(siteFile(dir, made.id, 'index.html', 'zh-CN'), 'utf8')).toBe('<h1>zh-CN</h1>');
    expect(fs.readFileSync(siteFile(dir, made.id, 'page-data/app-data.json'), 'utf8')).toBe('{"webpackCompilationHash":"a1"}');
    expect(fs.readFileSync(path.join(dir, 'releases', made.id, 'en-US', 'site.conf'), 'utf8')).toBe('server_name en-US.example;\n');
    expect(fs.readdirSync(path.join(dir, 'releases'))).toEqual([made.id]);
    expect(fs.readdirSync(path.join(dir, 'releases', made.id)).sort()).toEqual(['en-US', 'release.json', 'zh-CN']);
    expect(fs.readdirSync(path.join(dir, 'releases', made.id, 'en-US')).sort()).toEqual(['files.json', 'site', 'site.conf']);
    const {
      files: _files,
      linked: _linked,
      copied: _copied,
      bytesCopied: _bytes,
      digested: _read,
      prepared: _prepared,
      ms: _ms,
      phases: _phases,
      ...info
    } = made;
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'releases', made.id, 'release.json'), 'utf8'))).toEqual(info);
    expect(listReleases(dir)).toEqual([info]);
  });

  it('never links to the build: rewriting the staged site afterwards leaves the release as it was', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const { id } = await makeRelease(dir, [site], { publishId: 1, now: at(0) });
    const staged = path.join(site.siteDir, 'about/index.html');
    expect(inode(siteFile(dir, id, 'about/index.html'))).not.toBe(inode(staged));

    rewrite(staged, '<h1>Changed after publishing</h1>', Date.now());
    expect(fs.readFileSync(siteFile(dir, id, 'about/index.html'), 'utf8')).toBe('<h1>About</h1>');
  });

  it('keeps a manifest of each site: every folder, link and file, with the build’s size and time and the content’s SHA-256', async () => {
    const dir = tempDir();
    const site = stage(dir);
    fs.symlinkSync('index.html', path.join(site.siteDir, 'latest.html'));
    const { id } = await makeRelease(dir, [site], { publishId: 1, now: at(0) });
    const manifest = readManifest(path.join(dir, 'releases', id, 'en-US', 'files.json'));
    expect(manifest?.dirs.sort()).toEqual(['about', 'page-data', 'static']);
    expect(manifest?.links).toEqual({ 'latest.html': 'index.html' });
    const index = path.join(site.siteDir, 'index.html');
    expect(manifest?.files['index.html']).toEqual({
      size: fs.statSync(index).size,
      mtime: `${fs.statSync(index, { bigint: true }).mtimeNs}`.replace(/(\d{9})$/, '.$1'),
      sha256: crypto.createHash('sha256').update('<h1>en-US</h1>').digest('hex'),
    });
    expect(Object.keys(manifest?.files ?? {}).sort()).toEqual([
      'about/index.html',
      'index.html',
      'page-data/app-data.json',
      'static/logo.svg',
    ]);
    expect(differences(siteFile(dir, id, ''), manifest ?? emptyManifest)).toEqual([]);
  });

  it('hard-links the files unchanged since the previous release from it, and copies the changed one', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const first = await makeRelease(dir, [site], { publishId: 1, now: at(0) });
    // The next build: same size as before ('a1' → 'b2'), but written again, so a new mtime.
    rewrite(path.join(site.siteDir, 'page-data/app-data.json'), '{"webpackCompilationHash":"b2"}', Date.parse('2026-02-01T00:00:00.001Z'));
    const second = await makeRelease(dir, [site], { publishId: 2, now: at(1) });

    expect(second).toMatchObject({ files: 4, linked: 3, copied: 1, bytesCopied: '{"webpackCompilationHash":"b2"}'.length });
    for (const name of ['index.html', 'about/index.html', 'static/logo.svg']) {
      expect(inode(siteFile(dir, second.id, name))).toBe(inode(siteFile(dir, first.id, name)));
      expect(inode(siteFile(dir, second.id, name))).not.toBe(inode(path.join(site.siteDir, name)));
    }
    const changed = 'page-data/app-data.json';
    expect(inode(siteFile(dir, second.id, changed))).not.toBe(inode(siteFile(dir, first.id, changed)));
    expect(inode(siteFile(dir, second.id, changed))).not.toBe(inode(path.join(site.siteDir, changed)));
    expect(fs.readFileSync(siteFile(dir, second.id, changed), 'utf8')).toBe('{"webpackCompilationHash":"b2"}');
    expect(fs.readFileSync(siteFile(dir, first.id, changed), 'utf8')).toBe('{"webpackCompilationHash":"a1"}');

    // And the copy made in the second release is what a third one links from.
    const third = await makeRelease(dir, [site], { publishId: 3, now: at(2) });
    expect(third).toMatchObject({ files: 4, linked: 4, copied: 0, bytesCopied: 0 });
    expect(inode(siteFile(dir, third.id, changed))).toBe(inode(siteFile(dir, second.id, changed)));
  });

  it('decides by content when the time or size moved: the same bytes written again stay shared, other bytes are copied', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const first = await makeRelease(dir, [site], { publishId: 1, now: at(0) });
    const index = path.join(site.siteDir, 'index.html');
    rewrite(index, '<h1>en-US</h1>', mtimeOf(index) + 1); // the same bytes, written again
    const about = path.join(site.siteDir, 'about/index.html');
    rewrite(about, '<h1>Abuot</h1>', mtimeOf(about) + 2); // other bytes of the same size
    rewrite(path.join(site.siteDir, 'static/logo.svg'), '<svg><g/></svg>', mtimeOf(path.join(site.siteDir, 'static/logo.svg')));
    const second = await makeRelease(dir, [site], { publishId: 2, now: at(1) });
    expect(second).toMatchObject({ linked: 2, digested: 3, copied: 2, bytesCopied: '<h1>Abuot</h1>'.length + '<svg><g/></svg>'.length });
    expect(inode(siteFile(dir, second.id, 'index.html'))).toBe(inode(siteFile(dir, first.id, 'index.html')));
    expect(fs.readFileSync(siteFile(dir, second.id, 'about/index.html'), 'utf8')).toBe('<h1>Abuot</h1>');
    expect(fs.readFileSync(siteFile(dir, first.id, 'about/index.html'), 'utf8')).toBe('<h1>About</h1>');
    expect(fs.readFileSync(siteFile(dir, second.id, 'static/logo.svg'), 'utf8')).toBe('<svg><g/></svg>');
    // The manifest keeps the new time: the next release compares by time again, and reads nothing.
    expect(await makeRelease(dir, [site], { publishId: 3, now: at(2) })).toMatchObject({ linked: 4, digested: 0, copied: 0 });
  });

  it('links from the live release rather than the newest one, and per locale', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const file = path.join(site.siteDir, 'about/index.html');
    const original = mtimeOf(file);
    const a = await makeRelease(dir, [site], { publishId: 1, now: at(0) });
    rewrite(file, '<h1>Aboot</h1>', original + 60_000);
    const b = await makeRelease(dir, [site], { publishId: 2, now: at(1) });
    switchLive(dir, a.id); // rolled back
    rewrite(file, '<h1>About</h1>', original);

    const c = await makeRelease(dir, [site], { publishId: 3, now: at(2) });
    expect(c).toMatchObject({ linked: 4, copied: 0 });
    expect(inode(siteFile(dir, c.id, 'about/index.html'))).toBe(inode(siteFile(dir, a.id, 'about/index.html')));
    expect(inode(siteFile(dir, c.id, 'about/index.html'))).not.toBe(inode(siteFile(dir, b.id, 'about/index.html')));

    // A locale new in this release has nothing to link from, even where another locale has the same file.
    const zh = stage(dir, 'zh-CN');
    writeFiles(zh.siteDir, { 'index.html': '<h1>en-US</h1>' });
    const d = await makeRelease(dir, [site, zh], { publishId: 4, now: at(3) });
    expect(d).toMatchObject({ files: 8, linked: 4, copied: 4 });
  });

  it('keeps symbolic links in the site as links, with the same target, without following them', async () => {
    const dir = tempDir();
    const site = stage(dir);
    fs.symlinkSync('index.html', path.join(site.siteDir, 'latest.html'));
    fs.symlinkSync('static', path.join(site.siteDir, 'assets'));
    const outside = path.join(dir, 'outside');
    writeFiles(outside, { 'secret.txt': 'not part of the site' });
    fs.symlinkSync(outside, path.join(site.siteDir, 'shared'));

    const made = await makeRelease(dir, [site], { publishId: 1, now: at(0) });
    expect(made).toMatchObject({ files: 4, copied: 4 });
    for (const [name, target] of [
      ['latest.html', 'index.html'],
      ['assets', 'static'],
      ['shared', outside],
    ] as const) {
      expect(fs.lstatSync(siteFile(dir, made.id, name)).isSymbolicLink()).toBe(true);
      expect(fs.readlinkSync(siteFile(dir, made.id, name))).toBe(target);
    }
    expect(fs.readFileSync(siteFile(dir, made.id, 'latest.html'), 'utf8')).toBe('<h1>en-US</h1>');
    expect(fs.readFileSync(siteFile(dir, made.id, 'assets/logo.svg'), 'utf8')).toBe('<svg></svg>');
  });

  it('does not follow a link in the previous release into the build when a folder takes its place', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const real = path.join(site.siteDir, 'static');
    fs.symlinkSync(real, path.join(site.siteDir, 'assets')); // absolute: into the build
    await makeRelease(dir, [site], { publishId: 1, now: at(0) });

    // Now a real folder, with the same file (size and mtime) that the old link led to.
    fs.rmSync(path.join(site.siteDir, 'assets'));
    fs.mkdirSync(path.join(site.siteDir, 'assets'));
    fs.copyFileSync(path.join(real, 'logo.svg'), path.join(site.siteDir, 'assets/logo.svg'));
    setMtime(path.join(site.siteDir, 'assets/logo.svg'), mtimeOf(path.join(real, 'logo.svg')));
    const second = await makeRelease(dir, [site], { publishId: 2, now: at(1) });

    expect(inode(siteFile(dir, second.id, 'assets/logo.svg'))).not.toBe(inode(path.join(real, 'logo.svg')));
    expect(second).toMatchObject({ files: 5, linked: 4, copied: 1 });
  });

  it('refuses a site without index.html, naming it, and leaves no release behind', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const before = await makeRelease(dir, [site], { publishId: 1, now: at(0) });
    const failed = stage(dir, 'zh-CN');
    fs.rmSync(path.join(failed.siteDir, 'index.html'));

    await expect(makeRelease(dir, [site, failed], { publishId: 2, now: at(1) })).rejects.toThrow(path.join(failed.siteDir, 'index.html'));
    expect(ids(dir)).toEqual([before.id]);
    expect(fs.readdirSync(path.join(dir, 'releases'))).toEqual([before.id]);
  });

  it('refuses a missing rules file, naming it', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const missing = path.join(dir, 'nowhere.conf');
    await expect(makeRelease(dir, [{ ...site, rulesFile: missing }], { publishId: 1, now: at(0) })).rejects.toThrow(missing);
    expect(listReleases(dir)).toEqual([]);
    expect(fs.existsSync(path.join(dir, 'releases')) ? fs.readdirSync(path.join(dir, 'releases')) : []).toEqual([]);
  });

  it('refuses an id that is already a release, leaving it untouched', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const first = await makeRelease(dir, [site], { publishId: 1, now: at(0) });
    rewrite(path.join(site.siteDir, 'index.html'), '<h1>Other</h1>', Date.now());
    await expect(makeRelease(dir, [site], { publishId: 1, now: at(0) })).rejects.toThrow(/already exists/);
    expect(fs.readFileSync(siteFile(dir, first.id, 'index.html'), 'utf8')).toBe('<h1>en-US</h1>');
    expect(fs.readdirSync(path.join(dir, 'releases'))).toEqual([first.id]);
  });

  it('removes its unfinished folder when copying fails part-way', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const before = await makeRelease(dir, [site], { publishId: 1, now: at(0) });
    execFileSync('mkfifo', [path.join(site.siteDir, 'static', 'pipe')]);
    await expect(makeRelease(dir, [site], { publishId: 2, now: at(1) })).rejects.toThrow(/pipe is neither a file/);
    expect(fs.readdirSync(path.join(dir, 'releases'))).toEqual([before.id]);
  });

  it('gives up a copy that runs out of space (ENOSPC) part-way, leaving no folder and live as it was', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const live = (await makeRelease(dir, [site], { publishId: 1, now: at(0) })).id;
    switchLive(dir, live);
    rewrite(path.join(site.siteDir, 'index.html'), '<h1>changed</h1>', Date.parse('2026-02-01T00:00:00.000Z'));
    rewrite(path.join(site.siteDir, 'about/index.html'), '<h1>About, changed</h1>', Date.parse('2026-02-01T00:00:00.000Z'));
    // The second copy finds the disk full, as the first one left it.
    const copy = fs.copyFileSync.bind(fs);
    let copies = 0;
    const full = vi.spyOn(fs, 'copyFileSync').mockImplementation((...args: Parameters<typeof copy>) => {
      copies += 1;
      if (copies === 2) throw enospc(`copyfile '${String(args[0])}'`);
      copy(...args);
    });
    try {
      await expect(makeRelease(dir, [site], { publishId: 2, now: at(1) })).rejects.toThrow(/^ENOSPC: no space left on device/);
    } finally {
      full.mockRestore();
    }
    expect(copies).toBe(2);
    expect(fs.readdirSync(path.join(dir, 'releases'))).toEqual([live]);
    expect(liveRelease(dir)).toBe(live);
    expect(fs.readFileSync(path.join(dir, 'live', 'en-US', 'site', 'index.html'), 'utf8')).toBe('<h1>en-US</h1>');
  });
});

describe('switchLive and liveRelease', () => {
  it('points live at a release with a relative link, and switches it', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const [a, b] = (await releases(dir, site, 2)) as [string, string];
    expect(liveRelease(dir)).toBeNull();

    switchLive(dir, a);
    expect(liveRelease(dir)).toBe(a);
    const target = fs.readlinkSync(path.join(dir, 'live'));
    expect(path.isAbsolute(target)).toBe(false);
    expect(target).toBe(path.join('releases', a));
    expect(fs.readFileSync(path.join(dir, 'live', 'en-US', 'site', 'index.html'), 'utf8')).toBe('<h1>en-US</h1>');

    switchLive(dir, b);
    expect(liveRelease(dir)).toBe(b);
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('live'))).toEqual(['live']);
  });

  it('leaves live pointing at a whole release when the process switching it is killed at any moment', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const [a, b] = (await releases(dir, site, 2)) as [string, string];
    switchLive(dir, a);
    const module = path.join(__dirname, 'releases.ts');
    // A process that does nothing but switch live back and forth, killed after a random while: ten times.
    const script = `const { switchLive } = require(${JSON.stringify(module)});\nfor (let i = 0; ; i += 1) switchLive(${JSON.stringify(dir)}, i % 2 ? ${JSON.stringify(a)} : ${JSON.stringify(b)});\n`;
    for (let round = 0; round < 10; round += 1) {
      const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      await new Promise((resolve) => setTimeout(resolve, 400 + Math.random() * 300));
      expect(child.exitCode, errors).toBeNull();
      child.kill('SIGKILL');
      await exited;
      expect([a, b]).toContain(liveRelease(dir));
      expect(fs.readFileSync(path.join(dir, 'live', 'en-US', 'site', 'index.html'), 'utf8')).toBe('<h1>en-US</h1>');
      removeIncomplete(dir);
      expect(fs.readdirSync(dir).filter((name) => name.startsWith('live'))).toEqual(['live']);
    }
  }, 60_000);

  it('refuses an unknown, an incomplete or a malformed id, leaving live as it was', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const [a] = (await releases(dir, site, 1)) as [string];
    switchLive(dir, a);
    const incomplete = releaseId(at(5), 9);
    fs.mkdirSync(path.join(dir, 'releases', incomplete, 'en-US', 'site'), { recursive: true });

    expect(() => switchLive(dir, releaseId(at(9), 9))).toThrow(/no complete release/);
    expect(() => switchLive(dir, incomplete)).toThrow(/no complete release/);
    expect(() => switchLive(dir, `../${a}`)).toThrow(/not a release id/);
    expect(liveRelease(dir)).toBe(a);
    expect(fs.readlinkSync(path.join(dir, 'live'))).toBe(path.join('releases', a));
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('live'))).toEqual(['live']);
  });

  it('says what a live link outside releases/ is', () => {
    const dir = tempDir();
    fs.symlinkSync('somewhere', path.join(dir, 'live'));
    expect(() => liveRelease(dir)).toThrow(/not at a release/);
  });
});

describe('a crash while making a release', () => {
  it('leaves folders that listing ignores and removeIncomplete removes', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const [done] = (await releases(dir, site, 1)) as [string];
    switchLive(dir, done);
    const partial = `${releaseId(at(1), 2)}.partial`;
    const unfinished = releaseId(at(2), 3);
    fs.mkdirSync(path.join(dir, 'releases', partial, 'en-US', 'site'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'releases', partial, 'en-US', 'site', 'index.html'), 'half');
    fs.mkdirSync(path.join(dir, 'releases', unfinished, 'en-US', 'site'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'releases', unfinished, '.release.json.tmp'), '{"id":');
    const strayLink = path.join(dir, 'live.4242.0badc0ffee.tmp');
    fs.symlinkSync(path.join('releases', done), strayLink);

    expect(ids(dir)).toEqual([done]);
    expect(previousRelease(dir)).toBeNull();
    expect(removeIncomplete(dir)).toEqual([partial, unfinished]);
    expect(fs.readdirSync(path.join(dir, 'releases'))).toEqual([done]);
    expect(fs.lstatSync(strayLink, { throwIfNoEntry: false })).toBeUndefined();
    expect(liveRelease(dir)).toBe(done);
    expect(fs.readFileSync(siteFile(dir, done, 'index.html'), 'utf8')).toBe('<h1>en-US</h1>');
    expect(removeIncomplete(dir)).toEqual([]);
  });

  it('is not a reason to refuse the next release of the same id once removed', async () => {
    const dir = tempDir();
    const site = stage(dir);
    fs.mkdirSync(path.join(dir, 'releases', `${releaseId(at(0), 1)}.partial`), { recursive: true });
    await expect(makeRelease(dir, [site], { publishId: 1, now: at(0) })).rejects.toThrow(/\.partial already exists/);
    removeIncomplete(dir);
    expect((await makeRelease(dir, [site], { publishId: 1, now: at(0) })).id).toBe(releaseId(at(0), 1));
  });
});

describe('previousRelease', () => {
  it('is the complete release just older than live', async () => {
    const dir = tempDir();
    const site = stage(dir);
    expect(previousRelease(dir)).toBeNull();
    const made = await releases(dir, site, 4);
    expect(previousRelease(dir)).toBeNull();
    switchLive(dir, made[0] as string);
    expect(previousRelease(dir)).toBeNull();
    switchLive(dir, made[3] as string);
    expect(previousRelease(dir)).toBe(made[2]);
    // An incomplete folder in between is not something to roll back to.
    fs.mkdirSync(path.join(dir, 'releases', releaseId(new Date(at(2).getTime() + 1), 7)));
    expect(previousRelease(dir)).toBe(made[2]);
    switchLive(dir, made[2] as string);
    expect(previousRelease(dir)).toBe(made[1]);
  });
});

describe('pruneReleases', () => {
  it('keeps the newest ones, the live one and the one before it', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const made = await releases(dir, site, 5);
    switchLive(dir, made[1] as string);
    expect(await pruneReleases(dir, 2)).toEqual([made[2]]);
    expect(ids(dir)).toEqual([made[0], made[1], made[3], made[4]]);
    expect(fs.readdirSync(path.join(dir, 'releases')).sort()).toEqual([made[0], made[1], made[3], made[4]]);
    expect(await pruneReleases(dir, 2)).toEqual([]);
  });

  it('leaves the files of the kept releases whole when the releases they were linked from go', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const made = await releases(dir, site, 4);
    const live = made[3] as string;
    switchLive(dir, live);
    expect(await pruneReleases(dir, 1)).toEqual([made[0], made[1]]);
    expect(ids(dir)).toEqual([made[2], live]);
    expect(fs.readFileSync(siteFile(dir, live, 'about/index.html'), 'utf8')).toBe('<h1>About</h1>');
    expect(fs.readFileSync(path.join(dir, 'live', 'en-US', 'site', 'index.html'), 'utf8')).toBe('<h1>en-US</h1>');
  });

  it('without a live release keeps the newest `keep`, and never touches incomplete folders', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const made = await releases(dir, site, 3);
    const partial = `${releaseId(at(9), 9)}.partial`;
    fs.mkdirSync(path.join(dir, 'releases', partial));
    expect(await pruneReleases(dir, 1)).toEqual([made[0], made[1]]);
    expect(fs.readdirSync(path.join(dir, 'releases')).sort()).toEqual([made[2], partial]);
    await expect(pruneReleases(dir, -1)).rejects.toThrow(RangeError);
  });
});

/** What a site folder holds: each path, as `dir`, `link → target` or the file's content. Links are not followed. */
function snapshotOf(siteDir: string): Record<string, string> {
  const seen: Record<string, string> = {};
  for (const entry of fs.readdirSync(siteDir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(siteDir, full);
    if (entry.isSymbolicLink()) seen[relative] = `link → ${fs.readlinkSync(full)}`;
    else if (entry.isDirectory()) seen[relative] = 'dir';
    else seen[relative] = fs.readFileSync(full, 'utf8');
  }
  return seen;
}

describe('listing a built site', () => {
  it('gives the same entries with GNU find as from Node, names with spaces and line breaks included', async () => {
    const dir = tempDir();
    const site = stage(dir);
    writeFiles(site.siteDir, { 'odd name/with space.html': 'a', 'line\nbreak.txt': 'b' });
    fs.symlinkSync('../index.html', path.join(site.siteDir, 'odd name', 'home link'));
    fs.mkdirSync(path.join(site.siteDir, 'empty'));
    const found = await listSite(site.siteDir);
    expect(found.get('odd name/home link')).toEqual({ kind: 'link', target: '../index.html' });
    expect(found.get('line\nbreak.txt')).toMatchObject({ kind: 'file', size: 1 });
    expect(found.get('empty')).toEqual({ kind: 'dir' });
    expect(Object.fromEntries(found)).toEqual(Object.fromEntries(nodeListing(site.siteDir)));
  });
});

describe('the next release, prepared after live', () => {
  it('starts from links to the live release, and copies in only what changed', async () => {
    const dir = tempDir();
    const en = stage(dir, 'en-US');
    const zh = stage(dir, 'zh-CN');
    const first = await makeRelease(dir, [en, zh], { publishId: 1, now: at(0) });
    switchLive(dir, first.id);
    expect(await prepareNext(dir)).toMatchObject({ base: first.id });
    expect(await prepareNext(dir)).toBeNull(); // one is there already
    expect(inode(path.join(dir, 'next', 'en-US', 'site', 'index.html'))).toBe(inode(siteFile(dir, first.id, 'index.html')));

    rewrite(path.join(en.siteDir, 'about/index.html'), '<h1>About us</h1>', Date.parse('2026-03-01T00:00:00.000Z'));
    fs.rmSync(path.join(zh.siteDir, 'static'), { recursive: true });
    const second = await makeRelease(dir, [en, zh], { publishId: 2, now: at(1) });
    expect(second).toMatchObject({ prepared: true, files: 7, linked: 6, copied: 1, digested: 1, phases: { link: 0 } });
    expect(fs.existsSync(path.join(dir, 'next'))).toBe(false);
    expect(snapshotOf(siteFile(dir, second.id, ''))).toEqual(snapshotOf(en.siteDir));
    expect(snapshotOf(siteFile(dir, second.id, '', 'zh-CN'))).toEqual(snapshotOf(zh.siteDir));
    expect(inode(siteFile(dir, second.id, 'index.html'))).toBe(inode(siteFile(dir, first.id, 'index.html')));
    expect(fs.readFileSync(siteFile(dir, first.id, 'about/index.html'), 'utf8')).toBe('<h1>About</h1>');
    expect(fs.existsSync(siteFile(dir, first.id, 'static/logo.svg', 'zh-CN'))).toBe(true);

    // A site the prepared tree has and the release does not is left out of it.
    switchLive(dir, second.id);
    await prepareNext(dir);
    const third = await makeRelease(dir, [en], { publishId: 3, now: at(2) });
    expect(fs.readdirSync(path.join(dir, 'releases', third.id)).sort()).toEqual(['en-US', 'release.json']);
  });

  it('is left out for a release made before manifests were kept: the next release copies that site whole', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const first = await makeRelease(dir, [site], { publishId: 1, now: at(0) });
    switchLive(dir, first.id);
    fs.rmSync(path.join(dir, 'releases', first.id, 'en-US', 'files.json'));
    await prepareNext(dir);
    const second = await makeRelease(dir, [site], { publishId: 2, now: at(1) });
    expect(second).toMatchObject({ files: 4, linked: 0, copied: 4 });
    expect(snapshotOf(siteFile(dir, second.id, ''))).toEqual(snapshotOf(site.siteDir));
  });

  it('does without a file someone removed from the live release: the next release copies it from the build', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const first = await makeRelease(dir, [site], { publishId: 1, now: at(0) });
    switchLive(dir, first.id);
    fs.rmSync(siteFile(dir, first.id, 'static/logo.svg'));
    await prepareNext(dir);
    const second = await makeRelease(dir, [site], { publishId: 2, now: at(1) });
    expect(second).toMatchObject({ prepared: true, linked: 3, copied: 1 });
    expect(snapshotOf(siteFile(dir, second.id, ''))).toEqual(snapshotOf(site.siteDir));
    // And without a prepared tree, linked as the release is made.
    switchLive(dir, second.id);
    fs.rmSync(siteFile(dir, second.id, 'about/index.html'));
    const third = await makeRelease(dir, [site], { publishId: 3, now: at(2) });
    expect(third).toMatchObject({ prepared: false, linked: 3, copied: 1 });
    expect(snapshotOf(siteFile(dir, third.id, ''))).toEqual(snapshotOf(site.siteDir));
  });

  it('is removed when a crash left it unfinished, and kept when it is whole', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const first = await makeRelease(dir, [site], { publishId: 1, now: at(0) });
    switchLive(dir, first.id);
    await prepareNext(dir);
    fs.mkdirSync(path.join(dir, 'next.partial', 'en-US'), { recursive: true });
    const publisherFolders = (): string[] =>
      fs
        .readdirSync(dir)
        .filter((name) => name !== 'stage')
        .sort();
    removeIncomplete(dir);
    expect(publisherFolders()).toEqual(['live', 'next', 'releases']);
    fs.rmSync(path.join(dir, 'next', 'next.json'));
    removeIncomplete(dir);
    expect(publisherFolders()).toEqual(['live', 'releases']);
    expect((await makeRelease(dir, [site], { publishId: 2, now: at(1) })).prepared).toBe(false);
  });
});

describe('a release removed while an older one is kept', () => {
  it('takes only its own names: the older release, the newer one and a tree prepared from it stay whole', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const snapshots = new Map<string, Record<string, string>>();
    for (let n = 0; n < 3; n += 1) {
      rewrite(path.join(site.siteDir, 'about/index.html'), `<h1>About, take ${n}</h1>`, Date.parse('2026-03-01T00:00:00.000Z') + n * 1000);
      const made = await makeRelease(dir, [site], { publishId: n + 1, now: at(n) });
      snapshots.set(made.id, snapshotOf(siteFile(dir, made.id, '')));
    }
    const [a, b, c] = [...snapshots.keys()] as [string, string, string];
    switchLive(dir, b);
    await prepareNext(dir);
    switchLive(dir, a); // rolled back: a is live and c the newest; b goes
    expect(await pruneReleases(dir, 1)).toEqual([b]);
    for (const id of [a, c]) {
      expect(snapshotOf(siteFile(dir, id, ''))).toEqual(snapshots.get(id));
      expect(
        differences(siteFile(dir, id, ''), readManifest(path.join(dir, 'releases', id, 'en-US', 'files.json')) ?? emptyManifest),
      ).toEqual([]);
    }
    // The tree prepared from b before it went makes the next release, which holds the build exactly.
    const d = await makeRelease(dir, [site], { publishId: 4, now: at(3) });
    expect(d.prepared).toBe(true);
    expect(snapshotOf(siteFile(dir, d.id, ''))).toEqual(snapshotOf(site.siteDir));
  });
});

describe('a series of builds', () => {
  /** A deterministic stream of numbers in [0, 1): the same series on every run. */
  function seeded(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
  }

  /** One build's changes: files changed, written again the same, added, removed; folders removed; kinds swapped. */
  function nextBuild(siteDir: string, random: () => number, n: number, clock: { ms: number }): void {
    const tick = (): number => (clock.ms += 1000);
    const files = Object.entries(snapshotOf(siteDir)).filter(
      ([name, what]) => what !== 'dir' && !what.startsWith('link') && name !== 'index.html',
    );
    const pick = (): string | undefined => files[Math.floor(random() * files.length)]?.[0];
    const changed = pick();
    if (changed) rewrite(path.join(siteDir, changed), `changed in build ${n}`, tick());
    const same = pick();
    if (same && fs.existsSync(path.join(siteDir, same)))
      rewrite(path.join(siteDir, same), fs.readFileSync(path.join(siteDir, same), 'utf8'), tick());
    writeFiles(siteDir, { [`section-${n % 3}/page-${n}/index.html`]: `page ${n}` }, tick());
    const gone = pick();
    if (gone && random() < 0.5) fs.rmSync(path.join(siteDir, gone), { force: true });
    if (n % 4 === 3) fs.rmSync(path.join(siteDir, `section-${n % 3}`), { recursive: true, force: true });
    if (n % 5 === 2) {
      // A folder becomes a file of its name, and a file a folder.
      fs.rmSync(path.join(siteDir, 'about'), { recursive: true, force: true });
      writeFiles(siteDir, { about: 'about as a file' }, tick());
    } else if (n % 5 === 3) {
      fs.rmSync(path.join(siteDir, 'about'), { recursive: true, force: true });
      writeFiles(siteDir, { 'about/index.html': `about in build ${n}` }, tick());
    }
    fs.rmSync(path.join(siteDir, 'latest'), { force: true });
    fs.symlinkSync(random() < 0.5 ? 'index.html' : 'static', path.join(siteDir, 'latest'));
  }

  it('gives releases that hold exactly their build, prepared or not, with rollbacks and pruning between them', async () => {
    const dir = tempDir();
    const site = stage(dir);
    const random = seeded(64);
    const clock = { ms: Date.parse('2026-04-01T00:00:00.000Z') };
    const snapshots = new Map<string, Record<string, string>>();
    for (let n = 0; n < 16; n += 1) {
      nextBuild(site.siteDir, random, n, clock);
      const made = await makeRelease(dir, [site], { publishId: n + 1, now: at(n) });
      snapshots.set(made.id, snapshotOf(site.siteDir));
      expect(snapshotOf(siteFile(dir, made.id, '')), `release ${n + 1}`).toEqual(snapshots.get(made.id));
      switchLive(dir, made.id);
      if (n % 4 === 1) switchLive(dir, previousRelease(dir) ?? made.id);
      await pruneReleases(dir, 3);
      if (n % 3 !== 2) await prepareNext(dir);
      for (const id of ids(dir))
        expect(snapshotOf(siteFile(dir, id, '')), `kept release ${id} after build ${n + 1}`).toEqual(snapshots.get(id));
    }
  });
});
