/**
 * A new LEADS_DIR holding an empty, migrated lead database, for tests. PGlite takes about 2 s to create a
 * database (initdb in WebAssembly; 7-8 s on a machine three times slower) and a quarter of that to copy one,
 * so a run creates one template, in the first test file that asks for it, and every test copies it. Test
 * files run in processes of their own: the run's global set-up (global-setup.ts) names a folder they share
 * and removes it at the end; a run without that set-up makes a template in each file.
 *
 * Call it from a beforeAll or beforeEach hook, never from a test: the first call waits for the template.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { tempDir } from './temp-dir';
import { LeadStore } from '../../services/leads/store';
import { MIGRATIONS } from '../../services/leads/schema';

/**
 * The time limit of a test whose behaviour is opening PGlite, not only its set-up (a stale lock taken over, a
 * log imported as the store opens): an opening takes 1-3 s here, and several times that on a slow machine.
 */
export const OPENING_TIMEOUT = 60_000;

let template: Promise<string> | undefined;

async function createDatabase(dir: string): Promise<void> {
  const store = await LeadStore.open({ leadsDir: dir });
  await store.close();
}

/**
 * The run's shared template: the file that takes the folder `making` (mkdir is atomic) creates it there
 * and renames it into place; the others wait for it. One whose maker failed tries to make it itself.
 */
async function sharedTemplate(root: string): Promise<string> {
  const ready = path.join(root, `v${MIGRATIONS.length}`);
  const making = path.join(root, 'making');
  for (;;) {
    if (fs.existsSync(ready)) return ready;
    try {
      fs.mkdirSync(making, { mode: 0o700 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      await createDatabase(making);
      fs.renameSync(making, ready);
      return ready;
    } catch (error) {
      fs.rmSync(making, { recursive: true, force: true });
      throw error;
    }
  }
}

async function ownTemplate(): Promise<string> {
  const dir = tempDir(`leads-template-v${MIGRATIONS.length}-`);
  await createDatabase(dir);
  return dir;
}

/**
 * Copies the template into a new folder (under `parent`, a file system of the test's own, else the system's
 * temporary folder); `cleanup` receives its removal.
 */
export async function freshLeadsDir(cleanup: (fn: () => void) => void, parent?: string): Promise<string> {
  const root = inject('leadsTemplateRoot');
  template ??= root ? sharedTemplate(root) : ownTemplate();
  const source = await template;
  const dir = parent ? fs.mkdtempSync(path.join(parent, 'leads-')) : tempDir('leads-');
  fs.cpSync(source, dir, { recursive: true });
  cleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
