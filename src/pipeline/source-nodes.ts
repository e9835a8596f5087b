import path from 'node:path';
import type { NodeInput, SourceNodesArgs } from 'gatsby';
import { buildLocale } from '../shared/i18n/locales';
import { toContentNodes } from './content-nodes';
import { loadLocalContent, type LocalContent } from './sources/local';
import { loadContentfulContent } from './sources/contentful';
import { contentfulOptions } from './config/contentful-options';
import { SOURCED_FILE, writeReport } from './build-reports';
import { sourceLiveNodes, type NodeRead } from './live-nodes';
import { renderCache, rendererVersion } from './rich-text/render-cache';
import { buildNow, endedHoldsBetween } from '../shared/events/schedule';
import { readSignature } from './read-signature';
import { DraftKeeper, writePreviewState, type PreviewNode } from './preview-content';
import { isPreviewBuild } from '../shared/preview';
import { formatIssue } from '../shared/content/parse';
import { publishedEntryIds } from './contentful/published';

/** The revision of each Contentful entry and asset this build sourced, for the publisher (SOURCED_FILE). */
function writeSourcedRevisions(nodes: ReadonlyArray<Record<string, unknown>>): void {
  const revisions: Record<string, number> = {};
  for (const node of nodes) {
    const sys = node.sys;
    const revision = typeof sys === 'object' && sys !== null && 'revision' in sys ? sys.revision : undefined;
    if (typeof node.contentful_id !== 'string' || typeof revision !== 'number') continue;
    revisions[node.contentful_id] = Math.max(revisions[node.contentful_id] ?? 0, revision);
  }
  writeReport(path.join(process.cwd(), SOURCED_FILE), revisions);
}

const CONTENT = { name: 'content', title: 'Invalid content' };

/** The preview's drafts, kept across the reads of one `gatsby develop` (a refresh reads them all again). */
const drafts = new DraftKeeper();

/** A content node with the facts the preview lists it by. */
function asPreviewNode(node: NodeInput): NodeInput & PreviewNode {
  const { source, path: pagePath, pageTitle } = node;
  if (typeof source !== 'string' || typeof pagePath !== 'string' || typeof pageTitle !== 'string')
    throw new Error(`Content node ${node.id} lacks its source, path or title`);
  return { ...node, source, path: pagePath, pageTitle };
}

/**
 * Sources the content model from Contentful (when configured; gatsby-source-contentful has fetched it
 * by now) or from the embedded `content/` folder; any invalid entry stops the build naming its file or
 * entry id and the field. Under `gatsby develop` the files are watched: an edit shows without a restart.
 */
export async function sourceContent(args: SourceNodesArgs): Promise<void> {
  const { actions, createNodeId, createContentDigest, getNodesByType, getNode, reporter } = args;
  const root = process.cwd();
  const fromCms = contentfulOptions() !== null;
  const locale = buildLocale();
  const rendered = renderCache(path.join(root, '.cache', 'rendered-rich-text.json'), rendererVersion(root));
  const now = buildNow();
  /**
   * The nodes of the entries read. A check that would break the publish is a problem in a build, which stops at it
   * naming entry and field rather than later in a page's query; the preview shows it as a check (`breaking: 'check'`).
   */
  const toNodes = (loaded: LocalContent, breaking: 'problem' | 'check' = 'problem'): NodeRead => {
    const { nodes, issues, checks } = toContentNodes(loaded.entries, locale, now, rendered.render);
    const broken =
      breaking === 'problem'
        ? checks
            .filter((check) => check.severity === 'breaks-publish')
            .map(({ source, field, message }) => ({ source, field, reason: message }))
        : [];
    rendered.save();
    const { hits, rendered: fresh } = rendered.stats();
    return {
      nodes: nodes.map((node) => {
        const { fields, ...common } = node;
        return {
          ...fields,
          ...common,
          id: createNodeId(`${node.kind}:${node.key}`),
          internal: { type: `${fromCms ? 'Cms' : 'Local'}${node.kind}`, contentDigest: createContentDigest({ fields, common }) },
        };
      }),
      problems: [...loaded.issues, ...issues, ...broken],
      checks: { site: locale, checks },
      // Whether a scheduled entry is over (`ended`) or a job closed (`closed`) depends on the build's "now": the nodes
      // hold until the next end or closing.
      holds: endedHoldsBetween(
        nodes.flatMap(({ fields }) => [fields.endsAt, fields.closesAt].flatMap((at) => (typeof at === 'string' ? [Date.parse(at)] : []))),
        now,
      ),
      summary:
        `Sourced ${nodes.length} content entries from ${fromCms ? 'Contentful' : 'content/'} for ${locale} ` +
        `(rich text: ${fresh} rendered, ${hits} as an earlier build rendered them)`,
    };
  };
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
    writeSourcedRevisions(args.getNodes());
    // Contentful changes arrive through its own sync (a rebuild, or gatsby-source-contentful's refresh).
    // The preview keeps going past an invalid draft (src/pipeline/preview-content.ts); a public build stops at it.
    // Which entries are published, asked of the Delivery API on each read: what links to a draft is then checked.
    const published = isPreviewBuild() ? await publishedEntryIds() : null;
    if (published && !(published instanceof Set))
      reporter.warn(`Links to drafts are not checked: the published entries could not be read (${published.error})`);
    const readDrafts = (): NodeRead => {
      const loaded = loadContentfulContent({ getNodesByType, getNode }, published instanceof Set ? published : undefined);
      const { converted, problems } = drafts.read(loaded, (entries) => {
        const read = toNodes({ entries, issues: [] }, 'check');
        return { nodes: read.nodes.map(asPreviewNode), issues: read.problems, checks: read.checks?.checks ?? [] };
      });
      writePreviewState(root, drafts.state(converted.nodes, problems, converted.checks));
      if (problems.length > 0)
        reporter.warn(
          `Drafts not valid (${problems.length}), each kept at its last valid version or left out:\n${problems.map(formatIssue).join('\n')}`,
        );
      return {
        nodes: converted.nodes,
        problems: [],
        checks: { site: locale, checks: converted.checks },
        summary: `Sourced ${converted.nodes.length} content entries from Contentful's drafts for ${locale}`,
      };
    };
    await sourceLiveNodes(
      args,
      CONTENT,
      [],
      isPreviewBuild() ? readDrafts : () => toNodes(loadContentfulContent({ getNodesByType, getNode })),
    );
    return;
  }
  const contentDir = path.join(root, 'content');
  // The HS nomenclature under content/hs is watched by its own source.
  const watched = [path.join(contentDir, '**/*.md'), path.join(contentDir, '**/*.{yaml,yml}')];
  const unchanged = { signature: () => readSignature(root, [contentDir]), now };
  await sourceLiveNodes(args, { ...CONTENT, unchanged }, watched, () => toNodes(loadLocalContent(contentDir, root)));
}
