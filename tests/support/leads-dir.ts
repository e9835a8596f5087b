/**
 * A new LEADS_DIR holding an empty, migrated lead database, for tests. PGlite takes about 2 s to create a
 * database (initdb in WebAssembly) and a quarter of that to copy one, so each test process creates one
 * template and copies it.
 */
import fs from 'node:fs';
import { tempDir } from './temp-dir';
import { LeadStore } from '../../services/leads/store';
import { MIGRATIONS } from '../../services/leads/schema';

let template: Promise<string> | undefined;

async function makeTemplate(): Promise<string> {
  const dir = tempDir(`leads-template-v${MIGRATIONS.length}-`);
  const store = await LeadStore.open({ leadsDir: dir });
  await store.close();
  return dir;
}

/** Copies the template into a new folder; `cleanup` receives its removal. */
export async function freshLeadsDir(cleanup: (fn: () => void) => void): Promise<string> {
  template ??= makeTemplate();
  const source = await template;
  const dir = tempDir('leads-');
  fs.cpSync(source, dir, { recursive: true });
  cleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
