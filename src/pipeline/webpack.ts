import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { buildLocale } from '../shared/i18n/locales';
import { BROWSER_SECTIONS_CONSTANT, browserSections } from '../shared/routing/browser-sections';

/** Chinese text files: the site-wide dictionary, page catalogues and country names. */
export const ZH_CN_TEXT = /[\\/]locales[\\/]zh-CN(?:\.json|[\\/].+\.json)$|[\\/]country-names\.zh-CN\.json$/;

/**
 * Code imports its zh-CN catalogue statically (typed, so a missing key fails to compile). The en-US site
 * shows the English keys, so its bundles get an empty catalogue in place of each: none of the Chinese
 * text ships to English visitors, in the browser or in the server-rendered HTML.
 */
export function swapCataloguesForLocale({ actions, plugins }: Pick<CreateWebpackConfigArgs, 'actions' | 'plugins'>): void {
  if (buildLocale() !== 'en-US') return;
  // Gatsby types its plugin factories as bare Functions; this one is webpack's NormalModuleReplacementPlugin.
  const replace = plugins.normalModuleReplacement as (pattern: RegExp, replacement: string) => object;
  actions.setWebpackConfig({ plugins: [replace(ZH_CN_TEXT, path.resolve('src/shared/i18n/empty-catalogue.json'))] });
}

/**
 * BUNDLE_HASH_SALT gives every script and stylesheet a new name without a change to its code: a deploy
 * that must not let any browser or cache reuse a script of an earlier one sets a new salt. The deploy test
 * (tests/e2e/deploy.spec.ts) builds its next deploy with one, so no chunk of the first is left.
 */
export function saltBundleHashes({ stage, actions }: Pick<CreateWebpackConfigArgs, 'stage' | 'actions'>, env = process.env): void {
  if (stage !== 'build-javascript' || !env.BUNDLE_HASH_SALT) return;
  // Webpack's real-content hashing hashes the emitted files alone and would ignore the salt.
  actions.setWebpackConfig({ output: { hashSalt: env.BUNDLE_HASH_SALT }, optimization: { realContentHash: false } });
}

/**
 * The bundles get what page scripts need of the sections table as a constant (src/shared/routing/browser-sections.ts),
 * in every stage: the browser's, the HTML renderer's and `gatsby develop`'s.
 */
export function defineBrowserSections({ actions, plugins }: Pick<CreateWebpackConfigArgs, 'actions' | 'plugins'>): void {
  // Gatsby types its plugin factories as bare Functions; this one is webpack's DefinePlugin.
  const define = plugins.define as (definitions: Record<string, string>) => object;
  actions.setWebpackConfig({ plugins: [define({ [BROWSER_SECTIONS_CONSTANT]: JSON.stringify(browserSections()) })] });
}
