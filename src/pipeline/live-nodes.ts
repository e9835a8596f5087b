/**
 * Nodes that follow files: a set of nodes is replaced as a whole, creating what is new or changed and
 * deleting what is gone, and under `gatsby develop` it is read again whenever its files change. A read
 * that finds problems changes nothing (the running site keeps the last valid content) and is reported
 * without stopping the server.
 */
import path from 'node:path';
import { buildContext } from './build-context';
import type { NodeInput, SourceNodesArgs } from 'gatsby';
import { CHECKS_FILE, PROBLEMS_FILE, writeReport, type ChecksReport, type ProblemsReport } from './build-reports';
import { loadDefault } from './load-default';
import { formatIssue, type ContentIssue } from '../shared/content/parse';
import { CHECK_SEVERITIES, countBySeverity, formatCheck, SEVERITY_LABELS } from '../shared/content/checks';

type NodeActions = Pick<SourceNodesArgs, 'actions' | 'getNode' | 'reporter' | 'cache'>;

export interface NodeRead {
  nodes: NodeInput[];
  /** What is wrong, entry (file or entry id) by entry. */
  problems: ContentIssue[];
  /** A line for the log once the nodes are in place. */
  summary: string;
  /** What editors should know of the entries read (src/pipeline/content-checks.ts); written to CHECKS_FILE. */
  checks?: ChecksReport;
  /**
   * The span of the build's "now" (ms) over which the same inputs give these nodes, `until` excluded: a scheduled
   * entry is over from its end on. None when time plays no part.
   */
  holds?: { from: number; until: number };
}

/** A set's last read, kept in the plugin's cache beside the set. */
interface Remembered {
  signature: string;
  summary: string;
  holds?: NodeRead['holds'];
  checks?: NodeRead['checks'];
}

/**
 * How a set knows that reading it again would give what it holds: `signature` digests what the read depends on
 * (src/pipeline/read-signature.ts; null: unknown, read), `now` is the build's "now", for reads that say how long they hold.
 */
export interface Unchanged {
  signature: () => string | null;
  now?: number;
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
): Promise<NodeSet> {
  const key = `node-set ${name}`;
  const kept: unknown = await cache.get(key);
  const wasKept = typeof kept === 'object' && kept !== null;
  let current = new Map<string, string>(wasKept ? Object.entries(kept) : []);
  const replace = async (next: NodeInput[]): Promise<void> => {
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
  return Object.assign(replace, { kept: wasKept });
}

/** Replaces the set with the nodes given; `kept`: the datastore has the set an earlier build made. */
export type NodeSet = ((next: NodeInput[]) => Promise<void>) & { kept: boolean };

/** The read's nodes hold until `holds.until`: the build is needed again then (src/pipeline/build-summary.ts). */
function noteNextChange(holds: Remembered['holds']): void {
  // endedHoldsBetween's "never" is the largest date there is.
  if (holds && holds.until < 8.64e15) buildContext().nextChange = Math.min(buildContext().nextChange, holds.until);
}

function isWithin(holds: Remembered['holds'], now: number | undefined): boolean {
  return holds === undefined || (now !== undefined && holds.from <= now && now < holds.until);
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
  writeReport(path.join(process.cwd(), PROBLEMS_FILE), report);
}

/** The checks to CHECKS_FILE, and a line per severity to the log: how many, and the first. */
function reportChecks(reporter: NodeActions['reporter'], checks: NodeRead['checks']): void {
  if (!checks) return;
  writeReport(path.join(process.cwd(), CHECKS_FILE), checks);
  const counts = countBySeverity(checks.checks);
  for (const severity of CHECK_SEVERITIES) {
    const first = checks.checks.find((check) => check.severity === severity);
    reporter.info(
      `Content checks, ${SEVERITY_LABELS[severity].toLowerCase()}: ${counts[severity]}${first ? `; first: ${formatCheck(first)}` : ''}`,
    );
  }
  reporter.info(`Content checks: the full list is in ${CHECKS_FILE}`);
}

/**
 * Creates the nodes `read` returns as the set `name` (a problem stops the build: `title` names what was invalid), and under
 * `gatsby develop` reads again each time something under `watched` is added, changed or removed.
 */
export async function sourceLiveNodes(
  args: NodeActions,
  { name, title, unchanged }: { name: string; title: string; unchanged?: Unchanged },
  watched: string[],
  read: () => NodeRead,
): Promise<void> {
  const { reporter, cache } = args;
  const readKey = `last read ${name}`;
  // Taken before the read: a file changed while it runs makes the next build read again.
  const signature = unchanged?.signature() ?? null;
  const last = (await cache.get(readKey)) as Remembered | undefined;
  const replace = await nodeSet(args, name);
  if (signature !== null && unchanged && last?.signature === signature && replace.kept && isWithin(last.holds, unchanged.now)) {
    reporter.info(`${name}: files, code and environment as the last build read them, its nodes kept (that build: ${last.summary})`);
    reportChecks(reporter, last.checks);
    noteNextChange(last.holds);
  } else {
    const first = read();
    reportChecks(reporter, first.checks);
    if (first.problems.length > 0) {
      writeProblems({ title, issues: first.problems });
      reporter.panicOnBuild(`${title} (${first.problems.length}):\n${listProblems(first.problems)}`);
      return;
    }
    await replace(first.nodes);
    reporter.info(first.summary);
    noteNextChange(first.holds);
    // No signature ('') matches none a later build takes.
    const remembered: Remembered = {
      signature: signature ?? '',
      summary: first.summary,
      ...(first.holds ? { holds: first.holds } : {}),
      ...(first.checks ? { checks: first.checks } : {}),
    };
    await cache.set(readKey, remembered);
  }
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
    reportChecks(reporter, next.checks);
  };
  // An editor's save is often several file events (write, rename, a swap file): they are read once.
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(), SETTLE_MS);
  };
  // Gatsby sources again on every refresh of its data (the preview's, on each save in Contentful): the set keeps one
  // watcher, which reads with the latest call's node set.
  const watching = watchers.get(name);
  if (watching) {
    watching.onChange = settle;
    return;
  }
  const watcher = { onChange: settle };
  watchers.set(name, watcher);
  // Only develop watches, so only develop loads the watcher.
  const chokidar = await loadDefault(import('chokidar'));
  chokidar.watch(watched, { ignoreInitial: true }).on('all', () => watcher.onChange());
}

/** The watcher of each set under `gatsby develop`, by name. */
const watchers = new Map<string, { onChange: () => void }>();
