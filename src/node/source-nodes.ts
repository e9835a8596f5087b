import path from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import { formatIssue } from '../content/parse';
import { buildLocale } from '../i18n/locales';
import { toContentNodes } from './content-nodes';
import { loadLocalContent } from './sources/local';
import { loadContentfulContent } from './sources/contentful';
import { contentfulOptions } from '../config/contentful';

/**
 * Sources the content model from Contentful (when configured; gatsby-source-contentful has fetched it
 * by now) or from the embedded `content/` folder; any invalid entry stops the build naming its file or
 * entry id and the field.
 */
export async function sourceContent({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
  getNodesByType,
  getNode,
}: SourceNodesArgs): Promise<void> {
  const root = process.cwd();
  const fromCms = contentfulOptions() !== null;
  if (fromCms) {
    // gatsby-source-contentful returns before the datastore has committed the nodes it created, and
    // getNodesByType reads only committed nodes: without this wait a cold build sometimes sourced no
    // entries of the last content types (no jobs, no vessels) and still succeeded. The promise of a
    // createNode resolves once the datastore has committed every write before it.
    await actions.createNode({
      id: createNodeId('content-source'),
      source: 'contentful',
      internal: { type: 'ContentSource', contentDigest: createContentDigest('contentful') },
    });
  }
  const loaded = fromCms ? loadContentfulContent({ getNodesByType, getNode }) : loadLocalContent(path.join(root, 'content'), root);
  const { nodes, issues } = toContentNodes(loaded.entries, buildLocale());
  const problems = [...loaded.issues, ...issues];
  if (problems.length > 0) {
    reporter.panicOnBuild(`Invalid content (${problems.length}):\n${problems.map(formatIssue).join('\n')}`);
    return;
  }
  for (const node of nodes) {
    const { fields, ...common } = node;
    void actions.createNode({
      ...fields,
      ...common,
      id: createNodeId(`${node.kind}:${node.key}`),
      internal: { type: `${fromCms ? 'Cms' : 'Local'}${node.kind}`, contentDigest: createContentDigest({ fields, common }) },
    });
  }
  reporter.info(`Sourced ${nodes.length} content entries from ${fromCms ? 'Contentful' : 'content/'} for ${buildLocale()}`);
}
