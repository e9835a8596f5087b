/**
 * What a build reads, as one list, and the one digest of such a list. Two digests are taken of it: the build skip
 * (scripts/dev/locale-builds.ts), before Gatsby starts, of everything a build of a folder reads; and a read of files
 * into nodes (src/pipeline/read-signature.ts), inside Gatsby, of the files it reads with the code that reads them.
 * A kind of input added here counts for both.
 *
 * Each input counts by its version or by its content:
 * - the project's own files (sources, content), by version: path, size, inode, and modification and change times. A
 *   write moves the change time, which no tool can set back, so a file rewritten at the same size and modification
 *   time still counts as changed; and a stat is all it costs, where a build folder holds thousands of files;
 * - what was installed into node_modules, by content: npm's record of the packages (written by every install), and
 *   the patches patch-package applies after it, which change files in node_modules but not npm's record;
 * - the files outside the checkout that variables name (FILE_VARIABLES), by content: their path is all the
 *   environment says of them, and a new release of the nomenclature or of a font is put where the last one was;
 * - the environment, names and values, but for the build's "now": each build sets its own, and a read that depends
 *   on it says for how long its nodes hold instead.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_NOW_ENV } from '../shared/events/schedule';
import { fileVersion, filesUnder } from './files';

export interface BuildInput {
  /** A file, or a folder taken whole; missing counts too. */
  path: string;
  by: 'version' | 'content';
}

/**
 * The variables that name a file the build reads (the HS nomenclature in src/pipeline/hs-codes.ts, the social cards'
 * font in src/pipeline/card-font.ts), relative paths from the build's folder.
 */
export const FILE_VARIABLES = ['HS_CODES_CSV', 'HS_SECTIONS_CSV', 'CARD_FONT'] as const;

/** The project node_modules belongs to: a build folder's node_modules links to the checkout's. */
function installedAt(root: string): string {
  try {
    return path.dirname(fs.realpathSync(path.join(root, 'node_modules')));
  } catch {
    return root;
  }
}

/**
 * Everything a build in the folder `root` reads: `sources` (files or folders of the project, from `root`), the
 * packages installed and their patches, the files the environment's variables name. The environment itself is
 * the digest's (inputsDigest).
 */
export function buildInputs(root: string, env: NodeJS.ProcessEnv, sources: readonly string[]): BuildInput[] {
  const record = path.join(root, 'node_modules', '.package-lock.json');
  const named = FILE_VARIABLES.flatMap((name) => {
    const value = env[name];
    return value ? [{ path: path.resolve(root, value), by: 'content' as const }] : [];
  });
  return [
    ...sources.map((source) => ({ path: path.resolve(root, source), by: 'version' as const })),
    // Without npm's record (a project never installed), the lock file says what an install would bring.
    { path: fs.existsSync(record) ? record : path.join(root, 'package-lock.json'), by: 'content' },
    // Where patch-package found them when it patched node_modules.
    { path: path.join(installedAt(root), 'patches'), by: 'content' },
    ...named,
  ];
}

/** The digest of `inputs` and of the environment `env` (but for the build's "now"). */
export function inputsDigest(inputs: readonly BuildInput[], env: NodeJS.ProcessEnv): string {
  const hash = crypto.createHash('sha256');
  for (const name of Object.keys(env).sort()) if (name !== BUILD_NOW_ENV) hash.update(`${name}=${env[name] ?? ''}\0`);
  for (const input of inputs) {
    const stat = fs.statSync(input.path, { throwIfNoEntry: false });
    const files = stat === undefined ? [] : stat.isDirectory() ? filesUnder(input.path).sort() : [input.path];
    // The count tells a missing input from an empty one.
    hash.update(`${input.by} ${input.path}: ${files.length}\0`);
    for (const file of files) {
      if (input.by === 'version') {
        hash.update(`${file} ${fileVersion(fs.statSync(file))}\0`);
      } else {
        const bytes = fs.readFileSync(file);
        hash.update(`${file} ${bytes.length}\0`).update(bytes);
      }
    }
  }
  return hash.digest('base64url');
}
