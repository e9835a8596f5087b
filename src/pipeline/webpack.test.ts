import type { CreateWebpackConfigArgs } from 'gatsby';
import type { Configuration } from 'webpack';
import { describe, expect, it } from 'vitest';
import { nameBundles } from './webpack';

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
