import crypto from 'node:crypto';
import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import type { Compiler, Configuration } from 'webpack';
import { buildLocale } from '../shared/i18n/locales';
import { BROWSER_SECTIONS_CONSTANT, browserSections } from '../shared/routing/browser-sections';
import { chunkGroupsOf } from './preload-links';

/** Chinese text files: the site-wide dictionary, page catalogues and country names. */
export const ZH_CN_TEXT = /[\\/]locales[\\/]zh-CN(?:\.json|[\\/].+\.json)$|[\\/]country-names\.zh-CN\.json$/;

/** What a Chinese text file is replaced with where its text is not to ship. */
const EMPTY_CATALOGUE = path.resolve('src/shared/i18n/empty-catalogue.json');

/** Webpack's NormalModuleReplacementPlugin: Gatsby types its plugin factories as bare Functions. */
function moduleReplacement(plugins: CreateWebpackConfigArgs['plugins']): (pattern: RegExp, replacement: string) => object {
  return plugins.normalModuleReplacement as (pattern: RegExp, replacement: string) => object;
}

/**
 * Code imports its zh-CN catalogue statically (typed, so a missing key fails to compile). The en-US site
 * shows the English keys, so its bundles get an empty catalogue in place of each: none of the Chinese
 * text ships to English visitors, in the browser or in the server-rendered HTML.
 */
export function swapCataloguesForLocale({ actions, plugins }: Pick<CreateWebpackConfigArgs, 'actions' | 'plugins'>): void {
  if (buildLocale() !== 'en-US') return;
  const replace = moduleReplacement(plugins);
  actions.setWebpackConfig({ plugins: [replace(ZH_CN_TEXT, EMPTY_CATALOGUE)] });
}

/**
 * Gatsby code the browser bundle runs for features the site does not use, each replaced by an empty module:
 * - its internal Partytown plugin does its browser work under `gatsby develop` only (its `onInitialClientRender`
 *   returns at once in a build) but requires gatsby-script at its top, which brought gatsby-script and Partytown's
 *   snippet code into the app chunk (5.7 KB, 2 KB gzip); the site loads no script off the main thread;
 * - its handler of the Head export renders a page's Head into the document after each render; no page exports one
 *   (the head comes from the head facts, src/pipeline/head/tags.tsx; a lint rule keeps it so), and the handler with
 *   its helpers was 4.1 KB (1.5 KB gzip). Gatsby's renderer keeps its own, for the HTML.
 * Both are in the app chunk every page loads. `gatsby develop` keeps them.
 */
const UNUSED_GATSBY_BROWSER_CODE: ReadonlyArray<readonly [pattern: RegExp, replacement: string]> = [
  [/[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/, 'src/site/runtime/no-browser-api.ts'],
  [/^\.[\\/]head[\\/]head-export-handler-for-browser$/, 'src/site/runtime/no-head-export.ts'],
];

export function dropUnusedGatsbyBrowserCode({
  stage,
  actions,
  plugins,
}: Pick<CreateWebpackConfigArgs, 'stage' | 'actions' | 'plugins'>): void {
  if (stage !== 'build-javascript') return;
  const replace = moduleReplacement(plugins);
  actions.setWebpackConfig({
    plugins: UNUSED_GATSBY_BROWSER_CODE.map(([pattern, replacement]) => replace(pattern, path.resolve(replacement))),
  });
}

/** The site-wide dictionary, and the module that holds it in the bundles. */
const SITE_DICTIONARY = path.resolve('locales/zh-CN.json');
const DICTIONARY_MODULE = path.resolve('src/shared/i18n/dictionary.ts');

/**
 * The zh-CN site's browser bundle ships the dictionary in parts: the module holding it gets an empty one, and each of
 * our modules registers the entries it names (src/pipeline/dictionary-loader.mjs says how), so a page loads the
 * entries of the modules it loads. The server render, and `gatsby develop`, keep the whole dictionary.
 */
export function splitDictionary({ stage, actions, plugins }: Pick<CreateWebpackConfigArgs, 'stage' | 'actions' | 'plugins'>): void {
  if (stage !== 'build-javascript' || buildLocale() !== 'zh-CN') return;
  const replace = moduleReplacement(plugins);
  actions.setWebpackConfig({
    plugins: [replace(/[\\/]locales[\\/]zh-CN\.json$/, EMPTY_CATALOGUE)],
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          include: [path.resolve('src'), path.resolve('gatsby-browser.tsx')],
          exclude: [DICTIONARY_MODULE, /\.test\.tsx?$/],
          enforce: 'pre',
          use: [
            {
              loader: path.resolve('src/pipeline/dictionary-loader.mjs'),
              options: { dictionary: SITE_DICTIONARY, registry: DICTIONARY_MODULE },
            },
          ],
        },
      ],
    },
  });
}

/**
 * Builds the browser bundle's chunk groups into the page renderer (src/pipeline/preload-links.tsx says why). Gatsby
 * configures the renderer after the browser bundle is written, so its webpack.stats.json is this build's.
 */
export function embedChunkGroups(
  {
    stage,
    actions,
    plugins,
  }: Pick<CreateWebpackConfigArgs, 'stage'> & {
    actions: Pick<CreateWebpackConfigArgs['actions'], 'setWebpackConfig'>;
    plugins: Pick<CreateWebpackConfigArgs['plugins'], 'define'>;
  },
  publicDir = path.resolve('public'),
): void {
  if (stage !== 'build-html') return;
  const groups = chunkGroupsOf(publicDir);
  if (!groups)
    throw new Error(`${publicDir}/webpack.stats.json is missing: the renderer is configured before the browser bundle is written`);
  // Gatsby types its plugin factories as bare Functions; this one is webpack's DefinePlugin.
  const define = plugins.define as (definitions: Record<string, string>) => object;
  actions.setWebpackConfig({ plugins: [define({ __BROWSER_CHUNK_GROUPS__: JSON.stringify(groups) })] });
}

/**
 * How the browser's scripts are named (Gatsby's `setWebpackConfig` drops `output`, so the whole config is replaced):
 * - Scripts loaded on demand are named by chunk id, not by Gatsby's long chunk names
 *   ("component---src-templates-blog-post-tsx"). The webpack runtime every page loads first maps each chunk to its
 *   file; without the names that map is about 1 KB gzip smaller. The build's records still name them
 *   (webpack.stats.json's chunk groups, chunk-map.json), which is what the preloads and the budgets read.
 * - BUNDLE_HASH_SALT gives every script and stylesheet a new name without a change to its code: a deploy that must
 *   not let any browser or cache reuse a script of an earlier one sets a new salt. The deploy test
 *   (tests/e2e/deploy.spec.ts) builds its next deploy with one, so no chunk of the first is left.
 */
export function nameBundles(
  {
    stage,
    actions,
    getConfig,
  }: Pick<CreateWebpackConfigArgs, 'stage' | 'getConfig'> & {
    actions: Pick<CreateWebpackConfigArgs['actions'], 'replaceWebpackConfig'>;
  },
  env = process.env,
): void {
  if (stage !== 'build-javascript') return;
  // Gatsby types getConfig as a bare Function; it returns the stage's webpack configuration.
  const config = (getConfig as () => Configuration)();
  const salt = env.BUNDLE_HASH_SALT;
  actions.replaceWebpackConfig({
    ...config,
    plugins: [...(config.plugins ?? []), new OutputCompilationHash()],
    output: { ...config.output, chunkFilename: '[id]-[contenthash].js', ...(salt ? { hashSalt: salt } : {}) },
    // Webpack's real-content hashing hashes the emitted files alone and would ignore the salt.
    ...(salt ? { optimization: { ...config.optimization, realContentHash: false } } : {}),
  });
}

/**
 * Gatsby takes webpack's compilation hash for the identity of the site's code: it is written into every page, and a
 * new one makes the next build rewrite every page and our steps after it redo their work on all of them. Webpack's
 * hash is not a function of what it emits: a build from its persistent cache gets another hash than one without it,
 * the files being byte for byte the same, so the first warm build after every cold one touched every page. This
 * makes the hash a digest of the emitted files, names and contents: it changes exactly when the code visitors load
 * changes (a salt included, since that renames the files).
 */
export class OutputCompilationHash {
  apply(compiler: Compiler): void {
    let digest = '';
    // Once the files are final (real content hashes included); webpack lets go of their contents once they are written.
    compiler.hooks.thisCompilation.tap('OutputCompilationHash', (compilation) => {
      compilation.hooks.afterProcessAssets.tap('OutputCompilationHash', () => {
        const hash = crypto.createHash('sha256');
        for (const asset of [...compilation.getAssets()].sort((a, b) => (a.name < b.name ? -1 : 1)))
          hash.update(`${asset.name}\0`).update(asset.source.buffer()).update('\0');
        digest = hash.digest('hex');
      });
    });
    // Before Gatsby's own handler of `done`, which writes the hash into the script tags every page carries.
    compiler.hooks.done.tap({ name: 'OutputCompilationHash', stage: -100 }, ({ compilation }) => {
      // As long as webpack's own (20 hex digits), which Gatsby writes into each page.
      compilation.hash = digest.slice(0, compilation.hash?.length ?? 20);
      compilation.fullHash = compilation.hash;
    });
  }
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

/**
 * Packages the HTML renderer requires from node_modules when it runs rather than carrying in its bundle. Gatsby
 * rebuilds the renderer in every build, from webpack's cache when nothing changed, and restoring and checking a
 * module costs the same whether it changed or not: these made up 1,000 of the renderer's 1,300 modules (Sentry,
 * Datadog and Amplitude alone 700, though a page's server render never starts them: they load in effects or by
 * `import()`). A warm build with no change spent 1.8 s on the renderer with them, 0.5 s without. Each is a direct
 * dependency (package.json), so Node finds it from the renderer's folder, and none relies on a constant Gatsby's
 * bundler defines (`__PATH_PREFIX__` and the like), which a package loaded by Node would not see. Gatsby's own
 * packages are not for this list for that reason. The site has no pages rendered on request (DSG, SSR): those ship
 * the renderer as an engine, which would have to carry its packages.
 */
export const RENDERER_EXTERNALS: readonly string[] = [
  '@sentry/gatsby',
  '@datadog/browser-rum',
  '@amplitude/analytics-browser',
  'zod',
  'libphonenumber-js',
];

/** Whether an import names one of RENDERER_EXTERNALS or a file in it ("zod/mini"). */
export function isRendererExternal(request: string): boolean {
  return RENDERER_EXTERNALS.some((name) => request === name || request.startsWith(`${name}/`));
}

type ExternalCallback = (error?: Error | null, result?: string) => void;

export function keepPackagesOutOfRenderer({ stage, actions }: Pick<CreateWebpackConfigArgs, 'stage' | 'actions'>): void {
  if (stage !== 'build-html') return;
  actions.setWebpackConfig({
    externals: [
      ({ request }: { request?: string }, callback: ExternalCallback) => {
        if (request !== undefined && isRendererExternal(request)) callback(null, `commonjs ${request}`);
        else callback();
      },
    ],
  });
}
