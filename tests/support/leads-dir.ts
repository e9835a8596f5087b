/**
 * A new LEADS_DIR holding an empty, migrated lead database, for tests. PGlite takes about 2 s to create a
 * database (initdb in WebAssembly) and a quarter of that to copy one, so each test process creates one
 * template and copies it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LeadStore } from '../../services/leads/store';
import { MIGRATIONS } from '../../services/leads/schema';

let template: Promise<string> | undefined;

async function makeTemplate(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `leads-template-v${MIGRATIONS.length}-`));
  const store = await LeadStore.open({ leadsDir: dir });
  await store.close();
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Copies the template into a new folder; `cleanup` receives its removal. */
export async function freshLeadsDir(cleanup: (fn: () => void) => void): Promise<string> {
  template ??= makeTemplate();
  const source = await template;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-'));
  fs.cpSync(source, dir, { recursive: true });
  cleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
