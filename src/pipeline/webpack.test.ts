import type { CreateWebpackConfigArgs } from 'gatsby';
import type { Compiler, Configuration } from 'webpack';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { OutputCompilationHash, RENDERER_EXTERNALS, embedChunkGroups, keepPackagesOutOfRenderer, nameBundles } from './webpack';

const GATSBY_OUTPUT = { filename: '[name]-[contenthash].js', chunkFilename: '[name]-[contenthash].js', publicPath: '/' };

/** Runs nameBundles on a configuration like Gatsby's and returns what it replaced it with (undefined: untouched). */
function named(stage: CreateWebpackConfigArgs['stage'], env: Record<string, string> = {}): Configuration | undefined {
  let replaced: Configuration | undefined;
  const actions = { replaceWebpackConfig: (config: Configuration) => void (replaced = config) };
  const getConfig = () => ({ mode: 'production', output: { ...GATSBY_OUTPUT }, optimization: { minimize: true } }) satisfies Configuration;
  nameBundles({ stage, actions, getConfig }, env);
  return replaced;
}

describe('nameBundles', () => {
  it('names on-demand scripts by chunk id, keeping the rest of the output', () => {
    expect(named('build-javascript')?.output).toEqual({ ...GATSBY_OUTPUT, chunkFilename: '[id]-[contenthash].js' });
    expect(named('build-javascript')?.optimization).toEqual({ minimize: true });
    expect(named('build-javascript')?.plugins?.some((plugin) => plugin instanceof OutputCompilationHash)).toBe(true);
  });

  it('salts every hash when BUNDLE_HASH_SALT is set, with hashes of the modules rather than the emitted files', () => {
    const config = named('build-javascript', { BUNDLE_HASH_SALT: 'next-1' });
    expect(config?.output?.hashSalt).toBe('next-1');
    expect(config?.optimization).toEqual({ minimize: true, realContentHash: false });
  });

  it('leaves the server renderer and develop alone', () => {
    expect(named('build-html', { BUNDLE_HASH_SALT: 'next-1' })).toBeUndefined();
    expect(named('develop')).toBeUndefined();
  });
});

describe('embedChunkGroups', () => {
  /** What embedChunkGroups defines for `stage` over a public folder holding `stats` (none: no stats file). */
  function defined(stage: CreateWebpackConfigArgs['stage'], stats?: object): Record<string, string> | undefined {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-groups-'));
    try {
      if (stats) fs.writeFileSync(path.join(dir, 'webpack.stats.json'), JSON.stringify(stats));
      let definitions: Record<string, string> | undefined;
      const plugins = { define: (values: Record<string, string>) => ((definitions = values), {}) };
      embedChunkGroups({ stage, actions: { setWebpackConfig: () => undefined }, plugins }, dir);
      return definitions;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const stats = {
    namedChunkGroups: { 'component---src-templates-blog-post-tsx': { assets: [{ name: '12-abc.js' }, { name: '9-def.js' }] } },
  };

  it("builds this build's chunk groups into the page renderer, so new script names render every page again", () => {
    expect(JSON.parse(defined('build-html', stats)?.__BROWSER_CHUNK_GROUPS__ ?? 'null')).toEqual({
      'component---src-templates-blog-post-tsx': ['/12-abc.js', '/9-def.js'],
    });
  });

  it('leaves the browser bundle and develop alone, and fails a renderer configured before the browser bundle exists', () => {
    expect(defined('build-javascript', stats)).toBeUndefined();
    expect(defined('develop-html', stats)).toBeUndefined();
    expect(() => defined('build-html')).toThrow(/webpack.stats.json is missing/);
  });
});

describe('OutputCompilationHash', () => {
  /** The compilation hash after the plugin has seen a build that emitted `assets`, webpack's own being `webpackHash`. */
  function hashOf(assets: Record<string, string>, webpackHash: string): string | undefined {
    const taps: Record<string, (arg: unknown) => void> = {};
    const hook = (name: string) => ({ tap: (_plugin: unknown, fn: (arg: unknown) => void) => void (taps[name] = fn) });
    const compilation = {
      hash: webpackHash,
      fullHash: webpackHash,
      hooks: { afterProcessAssets: hook('afterProcessAssets') },
      getAssets: () => Object.entries(assets).map(([name, text]) => ({ name, source: { buffer: () => Buffer.from(text) } })),
    };
    const compiler = { hooks: { thisCompilation: hook('thisCompilation'), done: hook('done') } };
    new OutputCompilationHash().apply(compiler as unknown as Compiler);
    taps.thisCompilation?.(compilation);
    taps.afterProcessAssets?.(undefined);
    taps.done?.({ compilation });
    return compilation.hash;
  }

  it('gives the same files the same hash, whatever webpack made of its cache', () => {
    const files = { 'app-1a2b.js': 'console.log(1)', 'webpack-runtime-3c4d.js': 'runtime' };
    expect(hashOf(files, '469077c5a1f7ddee90ee')).toBe(hashOf({ ...files }, '7ab5dfd8b774cc82a79c'));
    expect(hashOf(files, '469077c5a1f7ddee90ee')).toHaveLength(20);
  });

  it('changes when a file is renamed or its content changes', () => {
    const files = { 'app-1a2b.js': 'console.log(1)' };
    expect(hashOf(files, 'x'.repeat(20))).not.toBe(hashOf({ 'app-9f9f.js': 'console.log(1)' }, 'x'.repeat(20)));
    expect(hashOf(files, 'x'.repeat(20))).not.toBe(hashOf({ 'app-1a2b.js': 'console.log(2)' }, 'x'.repeat(20)));
  });
});

describe('keepPackagesOutOfRenderer', () => {
  type External = (data: { request?: string }, callback: (error?: Error | null, result?: string) => void) => void;

  /** What the stage's externals make of each request: "commonjs <request>" when left to Node, undefined when bundled. */
  function externalsOf(stage: CreateWebpackConfigArgs['stage']): ((request: string) => string | undefined) | undefined {
    let set: Configuration | undefined;
    keepPackagesOutOfRenderer({
      stage,
      actions: { setWebpackConfig: (config: Configuration) => void (set = config) } as CreateWebpackConfigArgs['actions'],
    });
    if (!set) return undefined;
    const [external] = set.externals as External[];
    return (request) => {
      let result: string | undefined;
      external?.({ request }, (_error, value) => void (result = value));
      return result;
    };
  }

  it('leaves the monitoring SDKs and the validation libraries to Node in the HTML renderer, files within them included', () => {
    const external = externalsOf('build-html');
    expect(external?.('@sentry/gatsby')).toBe('commonjs @sentry/gatsby');
    expect(external?.('@datadog/browser-rum')).toBe('commonjs @datadog/browser-rum');
    expect(external?.('zod/mini')).toBe('commonjs zod/mini');
    expect(external?.('libphonenumber-js/max')).toBe('commonjs libphonenumber-js/max');
  });

  it('bundles the rest: Gatsby, React, our own modules and packages whose names only begin the same', () => {
    const external = externalsOf('build-html');
    for (const request of [
      'gatsby',
      'react',
      '@gatsbyjs/reach-router',
      './LeadForm',
      '../../shared/forms/schemas',
      'zodiac',
      '@sentry/gatsby-extra',
    ])
      expect(external?.(request)).toBeUndefined();
  });

  it('changes nothing for the browser or develop', () => {
    expect(externalsOf('build-javascript')).toBeUndefined();
    expect(externalsOf('develop-html')).toBeUndefined();
  });

  it('names only direct dependencies, which Node finds from the renderer', () => {
    const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of RENDERER_EXTERNALS) expect(Object.keys(manifest.dependencies)).toContain(name);
  });
});
