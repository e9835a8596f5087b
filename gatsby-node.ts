/**
 * Build hooks only; each delegates to a module under src/node/.
 */
import type { GatsbyNode } from 'gatsby';
import { contentModelSdl } from './src/node/schema';
import { sourceLocalContent } from './src/node/source-nodes';
import { createContentPages } from './src/node/create-pages';
import { writeServerFiles } from './src/node/post-build';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentModelSdl());
};

export const sourceNodes: GatsbyNode['sourceNodes'] = sourceLocalContent;

export const createPages: GatsbyNode['createPages'] = async ({ graphql, reporter, actions }) => {
  await createContentPages({ graphql, reporter }, actions.createPage);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = (args) => writeServerFiles(args);
