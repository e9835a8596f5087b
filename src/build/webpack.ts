import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { buildLocale } from '../shared/i18n/locales';

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
