import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ENTRIES } from '../../services/shared/site-builds';

const root = path.resolve(__dirname, '../..');

/**
 * A copy of the project in a new temporary folder, with its own .cache and public, so that a build or dev
 * server there leaves the developer's untouched (Gatsby extracts queries only from files inside the
 * project, so sources are copied, not linked); node_modules is shared through a link.
 */
export function copyProject(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of PROJECT_ENTRIES) fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** The scripts of the project copied into a copy too: the publisher builds with scripts/build-sites.sh and reads its log with scripts/dev. */
export function copyScripts(dir: string): void {
  fs.cpSync(path.join(root, 'scripts'), path.join(dir, 'scripts'), { recursive: true, filter: (file) => !file.includes('node_modules') });
}
