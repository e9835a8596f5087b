/**
 * Nodes that follow files: a set of nodes is replaced as a whole, creating what is new or changed and
 * deleting what is gone, and under `gatsby develop` it is read again whenever its files change. A read
 * that finds problems changes nothing (the running site keeps the last valid content) and is reported
 * without stopping the server.
 */
import fs from 'node:fs';
import chokidar from 'chokidar';
import type { NodeInput, SourceNodesArgs } from 'gatsby';
import { formatIssue, type ContentIssue } from '../shared/content/parse';

/**
 * A file the build writes its content problems to, as JSON (`{ title, issues: [{ source, field, reason }] }`),
 * before it stops: the publisher shows editors the entry, field and reason from it rather than from the log.
 */
export const PROBLEMS_FILE_ENV = 'BUILD_PROBLEMS_FILE';

/**
 * A file the build writes, when sourcing from Contentful, the revision it sourced of each entry and asset
 * (`{ [contentfulId]: revision }`): the publisher checks that a publish it was told of is in the build, since a
 * CDN in front of Contentful's Delivery API can serve the previous version for a while after a publish.
 */
export const SOURCED_FILE_ENV = 'BUILD_SOURCED_FILE';

export interface ProblemsReport {
  title: string;
  issues: ContentIssue[];
}

type NodeActions = Pick<SourceNodesArgs, 'actions' | 'getNode' | 'reporter' | 'cache'>;

export interface NodeRead {
  nodes: NodeInput[];
  /** What is wrong, entry (file or entry id) by entry. */
  problems: ContentIssue[];
  /** A line for the log once the nodes are in place. */
  summary: string;
}

/** A node's type and content digest: what decides whether the datastore's copy is still the node. */
const versionOf = (node: NodeInput): string => `${node.internal.type} ${node.internal.contentDigest}`;

/**
 * Replaces the previous set of nodes named `name` with the next: new and changed nodes are created, vanished ones
 * deleted, and unchanged ones left as they are. The site's source is stateful (gatsby-node's sourceNodes says so):
 * Gatsby neither expects unchanged nodes touched nor sweeps untouched ones, so what each set held is kept in the
 * plugin's cache, which Gatsby clears together with the nodes. Creating or touching 20,000 unchanged nodes, and
 * Gatsby reading each back to find stale ones, took 1.5 s of every build.
 */
export async function nodeSet(
  { actions, getNode, cache }: Pick<NodeActions, 'actions' | 'getNode' | 'cache'>,
  name: string,
): Promise<(next: NodeInput[]) => Promise<void>> {
  const key = `node-set ${name}`;
  const kept: unknown = await cache.get(key);
  let current = new Map<string, string>(typeof kept === 'object' && kept !== null ? Object.entries(kept) : []);
  return async (next) => {
    const versions = new Map(next.map((node) => [node.id, versionOf(node)]));
    for (const id of current.keys()) {
      const node = versions.has(id) ? undefined : getNode(id);
      if (node) actions.deleteNode(node);
    }
    let written: void | Promise<void> = undefined;
    for (const node of next) if (current.get(node.id) !== versions.get(node.id)) written = actions.createNode(node);
    // The datastore commits writes in order: once the last is in, the cache may say they all are.
    await written;
    current = versions;
    await cache.set(key, Object.fromEntries(versions));
  };
}

export function isDevelop(): boolean {
  return process.env.gatsby_executing_command === 'develop';
}

const SETTLE_MS = 150;
const SHOWN_PROBLEMS = 50;

function listProblems(problems: ContentIssue[]): string {
  const more = problems.length - SHOWN_PROBLEMS;
  return problems.slice(0, SHOWN_PROBLEMS).map(formatIssue).join('\n') + (more > 0 ? `\n… and ${more} more` : '');
}

function writeProblems(report: ProblemsReport): void {
  const file = process.env[PROBLEMS_FILE_ENV];
  if (file) fs.writeFileSync(file, JSON.stringify(report));
}

/**
 * Creates the nodes `read` returns as the set `name` (a problem stops the build: `title` names what was invalid), and under
 * `gatsby develop` reads again each time something under `watched` is added, changed or removed.
 */
export async function sourceLiveNodes(
  args: NodeActions,
  { name, title }: { name: string; title: string },
  watched: string[],
  read: () => NodeRead,
): Promise<void> {
  const { reporter } = args;
  const first = read();
  if (first.problems.length > 0) {
    writeProblems({ title, issues: first.problems });
    reporter.panicOnBuild(`${title} (${first.problems.length}):\n${listProblems(first.problems)}`);
    return;
  }
  const replace = await nodeSet(args, name);
  await replace(first.nodes);
  reporter.info(first.summary);
  if (!isDevelop() || watched.length === 0) return;

  let timer: NodeJS.Timeout | undefined;
  const refresh = async () => {
    let next: NodeRead;
    try {
      next = read();
    } catch (error) {
      reporter.error(`${title}: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (next.problems.length > 0) {
      reporter.error(`${title} (${next.problems.length}); the site keeps the last valid content:\n${listProblems(next.problems)}`);
      return;
    }
    await replace(next.nodes);
    reporter.info(`Content changed: ${next.summary}`);
  };
  // An editor's save is often several file events (write, rename, a swap file): they are read once.
  chokidar.watch(watched, { ignoreInitial: true }).on('all', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(), SETTLE_MS);
  });
}
