import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesUnder } from '../../src/pipeline/files';
import {
  buildEach,
  documentedVariables,
  linkSources,
  PROJECT_ENTRIES,
  siteBuild,
  siteBuildEnvironment,
} from '../../services/shared/site-builds';

const root = path.resolve(__dirname, '../..');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a site build's environment", () => {
  it('keeps the settings .env.example lists and every GATSBY_ variable, and nothing else a shell sets', () => {
    const env = siteBuildEnvironment({
      SITE_LOCALE: 'zh-CN',
      APP_HOST: 'https://app.example',
      GATSBY_GTM_ID: 'GTM-X',
      GATSBY_CPU_COUNT: '1',
      HOME: '/home/builder',
      _: '/usr/bin/env',
      OLDPWD: '/somewhere',
      npm_lifecycle_event: 'start',
      npm_config_cache: '/cache',
      PATH: '/one/shell/path',
    });
    expect(env).toMatchObject({
      SITE_LOCALE: 'zh-CN',
      APP_HOST: 'https://app.example',
      GATSBY_GTM_ID: 'GTM-X',
      GATSBY_CPU_COUNT: '1',
      HOME: '/home/builder',
    });
    for (const name of ['_', 'OLDPWD', 'npm_lifecycle_event', 'npm_config_cache']) expect(env).not.toHaveProperty(name);
    // The same PATH whatever the caller's: the project's Node first.
    expect(env.PATH).toBe(siteBuildEnvironment({ PATH: '/another' }).PATH);
    expect(env.PATH?.split(path.delimiter)[0]).toBe(path.dirname(process.execPath));
  });

  it('lets through every variable the build-time code reads', () => {
    const allowed = new Set(Object.keys(siteBuildEnvironment(Object.fromEntries(documentedVariables().map((name) => [name, 'x'])))));
    const sources = [
      ...filesUnder(path.join(root, 'src')).filter(
        (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
      ),
      ...fs
        .readdirSync(root)
        .filter((name) => /^gatsby-.*\.tsx?$/.test(name))
        .map((name) => path.join(root, name)),
    ];
    const read = new Map<string, string>();
    for (const file of sources) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]{2,})\b|\bpick\('([A-Z][A-Z0-9_]{2,})'/g)) {
        const name = match[1] ?? match[2] ?? '';
        if (!read.has(name)) read.set(name, path.relative(root, file));
      }
    }
    // Set inside the build itself (gatsby-config) or by Gatsby, not by whoever starts it.
    const own = new Set(['NODE_ENV', 'SITE_BUILD_DATE', 'GATSBY_SITE_LOCALE', 'GATSBY_PREVIEW', 'GATSBY_ACTIVE_ENV']);
    const missing = [...read].filter(([name]) => !own.has(name) && !name.startsWith('GATSBY_') && !allowed.has(name));
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
    expect(read.size).toBeGreaterThan(10);
  });
});

describe("a site build's folder", () => {
  function project(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-builds-'));
    dirs.push(dir);
    for (const entry of PROJECT_ENTRIES) {
      if (/\./.test(entry)) fs.writeFileSync(path.join(dir, entry), `${entry}\n`);
      else fs.mkdirSync(path.join(dir, entry, 'nested'), { recursive: true });
    }
    fs.writeFileSync(path.join(dir, 'content', 'nested', 'post.md'), 'first\n');
    fs.writeFileSync(path.join(dir, 'package-lock.json'), '{}\n');
    fs.mkdirSync(path.join(dir, 'node_modules'));
    return dir;
  }

  it("holds the project's own files as hard links, and follows them when they are rewritten, replaced or removed", () => {
    const dir = project();
    const build = siteBuild('en-US', dir);
    expect(build.root).toBe(path.join(dir, '.serve', 'builds', 'en-US'));
    linkSources(build, dir);
    const post = path.join(build.root, 'content', 'nested', 'post.md');
    expect(fs.statSync(post).ino).toBe(fs.statSync(path.join(dir, 'content', 'nested', 'post.md')).ino);
    expect(fs.statSync(path.join(build.root, 'package-lock.json')).ino).toBe(fs.statSync(path.join(dir, 'package-lock.json')).ino);
    expect(fs.readlinkSync(path.join(build.root, 'node_modules'))).toBe(path.join('..', '..', '..', 'node_modules'));

    // Written in place: the same file.
    fs.writeFileSync(path.join(dir, 'content', 'nested', 'post.md'), 'second\n');
    expect(fs.readFileSync(post, 'utf8')).toBe('second\n');
    // Replaced (an editor's save by rename, a git checkout): linked again.
    fs.writeFileSync(path.join(dir, 'content', 'nested', 'post.md.tmp'), 'third\n');
    fs.renameSync(path.join(dir, 'content', 'nested', 'post.md.tmp'), path.join(dir, 'content', 'nested', 'post.md'));
    fs.writeFileSync(path.join(dir, 'src', 'added.ts'), 'export {};\n');
    fs.rmSync(path.join(dir, 'locales', 'nested'), { recursive: true });
    linkSources(build, dir);
    expect(fs.readFileSync(post, 'utf8')).toBe('third\n');
    expect(fs.existsSync(path.join(build.root, 'src', 'added.ts'))).toBe(true);
    expect(fs.existsSync(path.join(build.root, 'locales', 'nested'))).toBe(false);
  });

  it('leaves every file as it is when nothing changed: no time of any file moves', () => {
    const dir = project();
    const build = siteBuild('zh-CN', dir);
    linkSources(build, dir);
    const times = (at: string) => filesUnder(at).map((file) => `${file} ${fs.statSync(file).ctimeMs}`);
    const before = times(build.root);
    linkSources(build, dir);
    expect(times(build.root)).toEqual(before);
  });
});

describe('building several sites', () => {
  it('builds so many at once, in order, and starts none after one has failed', async () => {
    let running = 0;
    let most = 0;
    const started: string[] = [];
    const build = async (locale: string) => {
      started.push(locale);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return locale !== 'b';
    };
    const all = await buildEach(['a', 'b', 'c', 'd', 'e'], 2, build, (ok) => !ok);
    expect(most).toBe(2);
    // b fails while c runs beside it: c ends, and d and e never start.
    expect(started).toEqual(['a', 'b', 'c']);
    expect([...all]).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
    const each = await buildEach(['a', 'c', 'd'], 1, build, (ok) => !ok);
    expect([...each.keys()]).toEqual(['a', 'c', 'd']);
  });
});
