/**
 * What a read of files into nodes depends on, as one digest: when two builds' digests agree, the second would read
 * the same nodes the first did, so it need not read them (src/pipeline/live-nodes.ts). Reading the content and the
 * HS nomenclature is about a second of every build at 10,000 pages, most of a build's sourcing when nothing changed.
 *
 * The digest covers, conservatively:
 * - the code that reads, as this run executes it: Gatsby bundles gatsby-node and every module of ours it imports
 *   into COMPILED_HOOKS, and npm's record of node_modules names every package installed and its version (Gatsby
 *   clears its cache when gatsby-node itself changes, not when a module it imports does);
 * - the whole environment, names and values (paths of the files, the regional site, anything a reader may consult),
 *   but for the build's "now";
 * - each input file's path, size, inode, and modification and change times: a write changes the change time, which
 *   no tool can set back, so a file rewritten with the same size and modification time still counts as changed.
 * Time is not in it: a read that depends on the build's "now" says for how long its nodes hold (NodeRead.holds).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_NOW_ENV } from '../shared/events/schedule';
import { fileVersion, filesUnder } from './files';

/** Where Gatsby puts the compiled gatsby-node of a project, relative to its root. */
export const COMPILED_HOOKS = path.join('.cache', 'compiled', 'gatsby-node.js');

/** npm's record of what is installed (written by every install), or the lock file when there is none. */
function installedPackages(root: string): string {
  for (const file of [path.join(root, 'node_modules', '.package-lock.json'), path.join(root, 'package-lock.json')]) {
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  return '';
}

/**
 * The digest of a read of `inputs` (files, or folders taken whole) by the code of the project at `root`; null outside
 * a Gatsby run, where there are no compiled hooks to know the code by (nothing may then be skipped).
 */
export function readSignature(root: string, inputs: readonly string[], env: NodeJS.ProcessEnv = process.env): string | null {
  const compiled = path.join(root, COMPILED_HOOKS);
  if (!fs.existsSync(compiled)) return null;
  const hash = crypto.createHash('sha256');
  hash.update(fs.readFileSync(compiled)).update('\0').update(installedPackages(root)).update('\0');
  // Each build sets its own "now": reads that depend on it say for how long their nodes hold instead.
  for (const name of Object.keys(env).sort()) if (name !== BUILD_NOW_ENV) hash.update(`${name}=${env[name] ?? ''}\0`);
  for (const input of inputs) {
    const stat = fs.statSync(input, { throwIfNoEntry: false });
    const files = stat === undefined ? [] : stat.isDirectory() ? filesUnder(input).sort() : [input];
    hash.update(`${input}: ${files.length}\0`);
    for (const file of files) hash.update(`${file} ${fileVersion(fs.statSync(file))}\0`);
  }
  return hash.digest('base64url');
}
