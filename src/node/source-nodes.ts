import path from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import { formatIssue } from '../content/parse';
import { buildLocale } from '../i18n/locales';
import { toContentNodes } from './content-nodes';
import { loadLocalContent } from './sources/local';

/** Sources the embedded `content/` folder; any invalid entry stops the build naming file and field. */
export function sourceLocalContent({ actions, createNodeId, createContentDigest, reporter }: SourceNodesArgs): void {
  const root = process.cwd();
  const loaded = loadLocalContent(path.join(root, 'content'), root);
  const { nodes, issues } = toContentNodes(loaded.entries, buildLocale());
  const problems = [...loaded.issues, ...issues];
  if (problems.length > 0) {
    reporter.panicOnBuild(`Invalid content (${problems.length}):\n${problems.map(formatIssue).join('\n')}`);
    return;
  }
  for (const node of nodes) {
    const { fields, ...common } = node;
    actions.createNode({
      ...fields,
      ...common,
      id: createNodeId(`${node.kind}:${node.key}`),
      internal: { type: `Local${node.kind}`, contentDigest: createContentDigest({ fields, common }) },
    });
  }
  reporter.info(`Sourced ${nodes.length} content entries from content/ for ${buildLocale()}`);
}
