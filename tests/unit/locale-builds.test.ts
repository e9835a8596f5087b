import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKS_FILE, writeBuildSummary } from '../../src/pipeline/build-reports';
import { PROJECT_ENTRIES } from '../../services/shared/site-builds';
import { buildSites, type GatsbyRun } from '../../scripts/dev/locale-builds';
import { siteBuild, sitesAtOnce } from '../../services/shared/site-builds';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** A checkout with every entry a build reads, its installed packages and a patch, and the files outside it the variables name. */
function project(): { root: string; env: NodeJS.ProcessEnv } {
  const root = tempDir('locale-builds-');
  for (const entry of PROJECT_ENTRIES) {
    if (/\./.test(entry)) fs.writeFileSync(path.join(root, entry), `${entry}\n`);
    else fs.mkdirSync(path.join(root, entry, 'nested'), { recursive: true });
  }
  fs.writeFileSync(path.join(root, 'content', 'nested', 'post.md'), 'title: First\n');
  fs.writeFileSync(path.join(root, 'src', 'nested', 'site.css'), 'body { color: black }\n');
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{"packages":{"node_modules/gatsby":{"version":"5.16.1"}}}\n');
  fs.mkdirSync(path.join(root, 'node_modules'));
  // npm's record of the install: patch-package leaves it as it was.
  fs.writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), '{"packages":{"node_modules/gatsby":{"version":"5.16.1"}}}\n');
  fs.mkdirSync(path.join(root, 'patches'));
  fs.writeFileSync(path.join(root, 'patches', 'gatsby+5.16.1.patch'), '-flush()\n+flush(); flushAgain()\n');
  const outside = tempDir('locale-builds-data-');
  const named = { HS_CODES_CSV: 'codes.csv', HS_SECTIONS_CSV: 'sections.csv', CARD_FONT: 'card.otf' };
  for (const name of Object.values(named)) fs.writeFileSync(path.join(outside, name), `${name} 1\n`);
  const env = {
    GATSBY_AMPLITUDE_API_KEY: 'test-key',
    GATSBY_GTM_ID: 'GTM-TEST1',
    ...Object.fromEntries(Object.entries(named).map(([variable, name]) => [variable, path.join(outside, name)])),
  };
  return { root, env };
}

const CHECKS = JSON.stringify({ site: 'en-US', checks: [{ kind: 'long-title', source: 'blog/a.md', field: 'title' }] });

/** What a successful `gatsby build` leaves in its folder, as far as the scripts around it read it. */
function writeBuild(root: string): void {
  fs.mkdirSync(path.join(root, '.cache', 'caches'), { recursive: true });
  fs.writeFileSync(path.join(root, '.cache', 'caches', 'state'), `${Date.now()}\n`);
  fs.mkdirSync(path.join(root, 'public'), { recursive: true });
  fs.writeFileSync(path.join(root, 'public', 'index.html'), '<!doctype html>');
  fs.mkdirSync(path.join(root, '.serve'), { recursive: true });
  fs.writeFileSync(path.join(root, '.serve', 'site.conf'), 'location / {}\n');
  fs.writeFileSync(path.join(root, CHECKS_FILE), CHECKS);
  writeBuildSummary(root, { pages: 3, nextChange: null, hsWithoutName: [] });
}

/**
 * A stand-in for `gatsby build`: each call takes the next of `outcomes` (a successful build by default) and counts.
 */
function gatsby(...outcomes: Array<(root: string) => number>): GatsbyRun & { calls: number } {
  const run = Object.assign(
    (root: string) => {
      run.calls += 1;
      const outcome = outcomes.shift();
      if (outcome) return Promise.resolve(outcome(root));
      writeBuild(root);
      return Promise.resolve(0);
    },
    { calls: 0 },
  );
  return run;
}

async function build(root: string, env: NodeJS.ProcessEnv, run: GatsbyRun): Promise<{ ok: boolean; log: string[] }> {
  const log: string[] = [];
  const ok = await buildSites({
    projectRoot: root,
    locales: ['en-US'],
    env,
    gatsby: run,
    atOnce: 1,
    cpus: null,
    log: (line) => log.push(line),
  });
  return { ok, log };
}

describe('the build skip', () => {
  it('runs no build when nothing it reads changed since the last one', async () => {
    const { root, env } = project();
    const run = gatsby();
    expect((await build(root, env, run)).ok).toBe(true);
    expect(run.calls).toBe(1);
    const { ok, log } = await build(root, env, run);
    expect(ok).toBe(true);
    expect(run.calls).toBe(1);
    expect(log.join('\n')).toMatch(/not built again/);
  });

  it("gives Gatsby a compile cache of the site's own, whose writes are no change to build again for", async () => {
    const { root, env } = project();
    const caches: string[] = [];
    const run = Object.assign(
      (at: string, buildEnv: NodeJS.ProcessEnv) => {
        run.calls += 1;
        const cache = buildEnv.NODE_COMPILE_CACHE ?? '';
        caches.push(cache);
        fs.mkdirSync(cache, { recursive: true });
        fs.writeFileSync(path.join(cache, `module-${run.calls}`), 'bytecode');
        writeBuild(at);
        return Promise.resolve(0);
      },
      { calls: 0 },
    );
    await build(root, env, run);
    await build(root, env, run);
    expect(run.calls).toBe(1);
    expect(caches[0]).toBe(path.join(siteBuild('en-US', root).root, '.serve', 'node-compile-cache'));
  });

  it('builds after a source file is written', async () => {
    const { root, env } = project();
    const run = gatsby();
    await build(root, env, run);
    fs.writeFileSync(path.join(root, 'content', 'nested', 'post.md'), 'title: Second\n');
    await build(root, env, run);
    expect(run.calls).toBe(2);
  });

  it("builds after a patch of the installed packages changed, though npm's record of them did not", async () => {
    const { root, env } = project();
    const run = gatsby();
    await build(root, env, run);
    fs.writeFileSync(path.join(root, 'patches', 'gatsby+5.16.1.patch'), '-flush()\n+flush(); flushLater()\n');
    await build(root, env, run);
    expect(run.calls).toBe(2);
  });

  it.each(['HS_CODES_CSV', 'HS_SECTIONS_CSV', 'CARD_FONT'])(
    'builds after the file %s names changed, at the same path',
    async (variable) => {
      const { root, env } = project();
      const run = gatsby();
      await build(root, env, run);
      const file = env[variable] ?? '';
      // A new release of the file put in place of the old one.
      fs.writeFileSync(`${file}.new`, `${path.basename(file)} 2\n`);
      fs.renameSync(`${file}.new`, file);
      await build(root, env, run);
      expect(run.calls).toBe(2);
      await build(root, env, run);
      expect(run.calls).toBe(2);
    },
  );
});

describe("a build's content checks", () => {
  const checksOf = (root: string) => path.join(siteBuild('en-US', root).root, CHECKS_FILE);

  it('are none when the build fails before it reads the content, not the last build’s', async () => {
    const { root, env } = project();
    await build(root, env, gatsby());
    expect(fs.readFileSync(checksOf(root), 'utf8')).toBe(CHECKS);
    // This build stops where Gatsby checks the environment, before sourcing.
    const { ok } = await build(
      root,
      { ...env, GATSBY_GTM_ID: '' },
      gatsby(() => 1),
    );
    expect(ok).toBe(false);
    expect(fs.existsSync(checksOf(root))).toBe(false);
  });

  it('are none when the run stops before its build starts', async () => {
    const { root, env } = project();
    await build(root, env, gatsby());
    fs.symlinkSync(path.join(root, 'nowhere.css'), path.join(root, 'src', 'nested', 'theme.css'));
    const run = gatsby();
    await expect(build(root, env, run)).rejects.toThrow(/ENOENT/);
    expect(run.calls).toBe(0);
    expect(fs.existsSync(checksOf(root))).toBe(false);
  });

  it('are the last build’s when that build stands for this one', async () => {
    const { root, env } = project();
    await build(root, env, gatsby());
    const run = gatsby();
    await build(root, env, run);
    expect(run.calls).toBe(0);
    expect(fs.readFileSync(checksOf(root), 'utf8')).toBe(CHECKS);
  });
});

/** A build that wrote its cache, its checks and some pages, then failed. */
function writeBuildFailing(root: string): number {
  writeBuild(root);
  return 1;
}

describe('after a failed build', () => {
  it('keeps the cache when the build stopped before Gatsby wrote to it, and the next build with the same inputs is the last one', async () => {
    const { root, env } = project();
    await build(root, env, gatsby());
    const folder = siteBuild('en-US', root).root;
    const state = fs.readFileSync(path.join(folder, '.cache', 'caches', 'state'), 'utf8');
    // Gatsby compiles gatsby-config and gatsby-node before its hooks run, then stops in onPreInit.
    const stopsInOnPreInit = (at: string) => {
      fs.mkdirSync(path.join(at, '.cache', 'compiled'), { recursive: true });
      fs.writeFileSync(path.join(at, '.cache', 'compiled', 'gatsby-node.js'), 'compiled again');
      return 1;
    };
    const { ok, log } = await build(root, { ...env, GATSBY_GTM_ID: undefined }, gatsby(stopsInOnPreInit));
    expect(ok).toBe(false);
    expect(log.join('\n')).not.toMatch(/cold/);
    expect(fs.readFileSync(path.join(folder, '.cache', 'caches', 'state'), 'utf8')).toBe(state);
    expect(fs.existsSync(path.join(folder, 'public', 'index.html'))).toBe(true);

    const run = gatsby();
    expect((await build(root, env, run)).ok).toBe(true);
    expect(run.calls).toBe(0);
    expect(fs.readFileSync(path.join(folder, CHECKS_FILE), 'utf8')).toBe(CHECKS);
  });

  const removesStaleCache = (root: string) => {
    fs.rmSync(path.join(root, '.cache', 'caches', 'state'));
    return 1;
  };
  it.each([
    ['written to', writeBuildFailing],
    ['removed a file of', removesStaleCache],
  ])('starts the next build cold when the failed one had %s its cache', async (_, fails) => {
    const { root, env } = project();
    await build(root, env, gatsby());
    const folder = siteBuild('en-US', root).root;
    fs.writeFileSync(path.join(root, 'content', 'nested', 'post.md'), 'title: Second\n');
    const { ok, log } = await build(root, env, gatsby(fails));
    expect(ok).toBe(false);
    expect(log.join('\n')).toMatch(/starts cold/);
    expect(fs.existsSync(path.join(folder, '.cache'))).toBe(false);
    expect(fs.existsSync(path.join(folder, 'public'))).toBe(false);
  });
});

describe('how many sites build at once', () => {
  it('is what SITES_AT_ONCE says, and a value that is not a number of sites stops the build naming it', () => {
    expect(sitesAtOnce({ SITES_AT_ONCE: '1' })).toBe(1);
    expect(() => sitesAtOnce({ SITES_AT_ONCE: 'two' })).toThrow('SITES_AT_ONCE must be a whole number of sites (at least 1); got "two"');
    expect(() => sitesAtOnce({ SITES_AT_ONCE: '0' })).toThrow(/SITES_AT_ONCE must be/);
  });
});
