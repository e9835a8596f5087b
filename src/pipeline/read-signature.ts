/**
 * What a read of files into nodes depends on, as one digest: when two builds' digests agree, the second would read
 * the same nodes the first did, so it need not read them (src/pipeline/live-nodes.ts). Reading the content and the
 * HS nomenclature is about a second of every build at 10,000 pages, most of a build's sourcing when nothing changed.
 *
 * The digest covers, conservatively, the files read and what else a build reads (src/pipeline/build-inputs.ts: the
 * packages installed and their patches, the files the environment names, the whole environment), with the code
 * that reads as this run executes it in place of the project's sources: Gatsby bundles gatsby-node and every module
 * of ours it imports into COMPILED_HOOKS (Gatsby clears its cache when gatsby-node itself changes, not when a module
 * it imports does). Time is not in it: a read that depends on the build's "now" says for how long its nodes hold
 * (NodeRead.holds).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildInputs, inputsDigest } from './build-inputs';

/** Where Gatsby puts the compiled gatsby-node of a project, relative to its root. */
export const COMPILED_HOOKS = path.join('.cache', 'compiled', 'gatsby-node.js');

/**
 * The digest of a read of `inputs` (files, or folders taken whole) by the code of the project at `root`; null outside
 * a Gatsby run, where there are no compiled hooks to know the code by (nothing may then be skipped).
 */
export function readSignature(root: string, inputs: readonly string[], env: NodeJS.ProcessEnv = process.env): string | null {
  const compiled = path.join(root, COMPILED_HOOKS);
  if (!fs.existsSync(compiled)) return null;
  return inputsDigest([{ path: compiled, by: 'content' }, ...buildInputs(root, env, inputs)], env);
}
