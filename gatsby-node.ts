/**
 * Build hooks only; each delegates to a module under src/pipeline/.
 */
import type { Actions, GatsbyNode } from 'gatsby';
import { contentModelSdl } from './src/pipeline/graphql-schema';
import { sourceContent } from './src/pipeline/source-nodes';
import { createContentPages, createSiteSlices } from './src/pipeline/create-pages';
import { markBuildStart, writeCalendars, writeServerFiles, writeShareables } from './src/pipeline/post-build';
import { HS_SDL, createHsPages, sourceHsCodes } from './src/pipeline/hs-codes';
import { checkSiteRedirects, createSiteRedirects } from './src/pipeline/redirects';
import { assertRequiredEnv } from './src/shared/config/env';
import { writeTagManagerScripts } from './src/pipeline/tag-manager';
import { saltBundleHashes, swapCataloguesForLocale } from './src/pipeline/webpack';
import { hideSourceMaps } from './src/pipeline/source-maps';
import { envFileName, keysFromEnvFile } from './src/pipeline/env-file';

// Spec, Startup: the analytics key and the tag-manager id must be set. Checked in the first hook of
// `gatsby build` and `gatsby develop` (an error thrown while the config file loads is not always fatal).
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
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
  await sourceContent(args);
  sourceHsCodes(args);
};

/** The paths of the pages createPages made in this build, which the redirect families expand against. */
const createdPages = new Set<string>();

export const createPages: GatsbyNode['createPages'] = async (args) => {
  const createPage: Actions['createPage'] = (page) => {
    createdPages.add(page.path);
    args.actions.createPage(page);
  };
  createSiteSlices((slice) => args.actions.createSlice(slice));
  await createContentPages(args, createPage);
  await createHsPages(args, createPage);
};

export const createPagesStatefully: GatsbyNode['createPagesStatefully'] = (args) => createSiteRedirects(args, createdPages);

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = (args) => {
  writeTagManagerScripts();
  return checkSiteRedirects(args, createdPages);
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  swapCataloguesForLocale(args);
  hideSourceMaps(args);
  saltBundleHashes(args);
};

export const onPreBuild: GatsbyNode['onPreBuild'] = () => markBuildStart();

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  await writeCalendars(args);
  // Before the script policies are pinned: they are computed from each page's final HTML.
  await writeShareables(args);
  writeServerFiles(args);
};
