/**
 * Build hooks only; each delegates to a module under src/pipeline/.
 */
import type { Actions, GatsbyNode } from 'gatsby';
import { contentModelSdl } from './src/pipeline/graphql-schema';
import { sourceContent } from './src/pipeline/source-nodes';
import { createContentPages, createSiteSlices, keepPageNodes } from './src/pipeline/create-pages';
import { AFTER_RENDER, runSteps } from './src/pipeline/after-render';
import { buildContext, resetBuildContext } from './src/pipeline/build-context';
import { saveHeadTable } from './src/pipeline/head/table';
import { packHead } from './src/pipeline/head/pack';
import { buildLocale } from './src/shared/i18n/locales';
import { serveCardsInDevelop, type DevServer } from './src/pipeline/social-cards';
import { HS_SDL, createHsPages, sourceHsCodes } from './src/pipeline/hs-codes';
import { checkSiteRedirects, createSiteRedirects } from './src/pipeline/redirects';
import { assertRequiredEnv } from './src/shared/config/env';
import { writeTagManagerScripts } from './src/pipeline/tag-manager';
import {
  defineBrowserSections,
  dropUnusedGatsbyBrowserCode,
  embedChunkGroups,
  keepPackagesOutOfRenderer,
  nameBundles,
  swapCataloguesForLocale,
  splitDictionary,
} from './src/pipeline/webpack';
import { hideSourceMaps } from './src/pipeline/source-maps';
import { envFileName, keysFromEnvFile } from './src/pipeline/env-file';
import { isDevelop } from './src/pipeline/live-nodes';

// Spec, Startup: the analytics key and the tag-manager id must be set. Checked in the first hook of
// `gatsby build` and `gatsby develop` (an error thrown while the config file loads is not always fatal).
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  resetBuildContext();
  try {
    assertRequiredEnv();
  } catch (error) {
    reporter.panic(error instanceof Error ? error.message : String(error));
  }
  const placeholders = keysFromEnvFile();
  if (placeholders.length > 0) {
    reporter.warn(
      `${placeholders.join(' and ')} come from ${envFileName()}: local placeholders, so no analytics event or tag reaches an account. ` +
        'Set real values in the environment to see them arrive.',
    );
  }
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentModelSdl());
  actions.createTypes(HS_SDL);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  // Our node sets delete what vanished themselves (src/pipeline/live-nodes.ts): Gatsby need not sweep them.
  args.actions.enableStatefulSourceNodes?.();
  keepPageNodes(args);
  await sourceContent(args);
  await sourceHsCodes(args);
};

export const createPages: GatsbyNode['createPages'] = async (args) => {
  // `gatsby develop` runs this again after content changes: what it made last time is gone or made again.
  const context = buildContext();
  context.pages = new Set();
  context.heads = new Map();
  // A page's head facts travel in its context, packed: the renderer reads them with the page's data (src/pipeline/head/tags.tsx).
  const locale = buildLocale();
  const createPage: Actions['createPage'] = (page) => {
    context.pages.add(page.path);
    const head = context.heads.get(page.path);
    if (head) args.actions.createPage({ ...page, context: { ...page.context, head: packHead(head, page.path, locale) } });
    else args.actions.createPage(page);
  };
  createSiteSlices((slice) => args.actions.createSlice(slice));
  await createContentPages(args, createPage, context.heads);
  await createHsPages(args, createPage, context.heads);
  // For develop's renderer, which gets a page's path and not its context; a build's pages carry theirs.
  if (isDevelop()) saveHeadTable(context.heads);
};

export const createPagesStatefully: GatsbyNode['createPagesStatefully'] = (args) => createSiteRedirects(args, buildContext().pages);

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = (args) => {
  writeTagManagerScripts();
  return checkSiteRedirects(args, buildContext().pages);
};

// Under develop the social cards are drawn when asked for, from the same head facts the build draws them from.
// (Gatsby types the dev server as any; it is an Express app.)
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) =>
  serveCardsInDevelop(app as DevServer, () => buildContext().heads);

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  swapCataloguesForLocale(args);
  splitDictionary(args);
  dropUnusedGatsbyBrowserCode(args);
  defineBrowserSections(args);
  keepPackagesOutOfRenderer(args);
  hideSourceMaps(args);
  nameBundles(args);
  embedChunkGroups(args);
};

export const onPreBuild: GatsbyNode['onPreBuild'] = () => {
  // A second early: the steps after rendering touch only files written since.
  buildContext().startedAt = Date.now() - 1000;
};

// The steps after rendering, in order: src/pipeline/after-render.ts.
export const onPostBuild: GatsbyNode['onPostBuild'] = (args) =>
  runSteps(AFTER_RENDER, { graphql: args.graphql.bind(args), getNodesByType: args.getNodesByType }, (line) => {
    args.reporter.info(line);
  });
