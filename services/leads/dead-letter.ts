/**
 * Leads that passed validation but that the database did not take (it refused one, was down, its disk
 * failed). Each is kept whole in a file of its own, LEADS_DIR/dead-letters/<id>.json, readable by the
 * service's user only, and the visitor is answered as for a stored lead. The service stores them itself later
 * (replayDeadLettersEvery: at start, every LEADS_REPLAY_MS, and as soon as its database is opened again after a
 * disk error), and so does `npm run leads:ops -- replay` (operations.ts); each file is removed once its lead
 * is stored.
 *
 * A file is written under a temporary name, flushed to disk, then renamed: a lead is acknowledged only
 * once its file is whole, any number of processes write at once without sharing a file, and a reader
 * never sees half a lead. A lead sent twice (the same id) leaves one file.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LeadSink, StoredLead } from './lead';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../shared/private-files';

export const deadLetterDir = (leadsDir: string): string => path.join(leadsDir, 'dead-letters');

/** A kept lead's file: its id (a UUID, so the name is safe) and `.json`; temporary files start with a dot. */
const LETTER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.json$/;

async function syncDir(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Keeps a lead the database did not take; resolves once its file is on disk (mode 0600, in a folder of mode 0700). */
export async function keepDeadLetter(leadsDir: string, lead: StoredLead): Promise<void> {
  const dir = deadLetterDir(leadsDir);
  await fs.promises.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const temporary = path.join(dir, `.${lead.id}.${randomUUID()}.tmp`);
  const handle = await fs.promises.open(temporary, 'wx', PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(`${JSON.stringify(lead)}\n`);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await fs.promises.rename(temporary, path.join(dir, `${lead.id}.json`));
  await syncDir(dir);
}

/** Every kept lead's file, its id, and the lead or why it cannot be read. */
async function readDeadLetters(leadsDir: string): Promise<Array<{ file: string; id: string; lead?: StoredLead; error?: string }>> {
  const dir = deadLetterDir(leadsDir);
  const names = fs.existsSync(dir) ? (await fs.promises.readdir(dir)).filter((name) => LETTER.test(name)) : [];
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const id = name.slice(0, -'.json'.length);
      try {
        const lead: unknown = JSON.parse(await fs.promises.readFile(file, 'utf8'));
        if (typeof lead !== 'object' || lead === null) throw new Error('not a lead');
        return { file, id, lead: lead as StoredLead };
      } catch (error) {
        return { file, id, error: `unreadable: ${error instanceof Error ? error.message : String(error)}` };
      }
    }),
  );
}

/** What a replay did: the ids stored, and the leads still kept with why (a lead the database refused again). */
export interface Replay {
  replayed: string[];
  remaining: Array<{ id: string; error: string }>;
}

/**
 * Where a replay stores leads: with `has`, a lead the store did not take anew and does not have is known to be
 * erased (store.ts), and is not counted as replayed.
 */
export type ReplaySink = Pick<LeadSink, 'add'> & Partial<Pick<LeadSink, 'has'>>;

/**
 * Stores every kept lead, oldest first, removing each file once the store has it (a lead stored before is not stored
 * twice) or has it as erased (an erased one is never stored again). A file removed meanwhile by someone else (an
 * erasure, another replay) is not counted here.
 */
export async function replayDeadLetters(store: ReplaySink, leadsDir: string): Promise<Replay> {
  const letters = await readDeadLetters(leadsDir);
  letters.sort((a, b) => (a.lead?.receivedAt ?? '').localeCompare(b.lead?.receivedAt ?? ''));
  const result: Replay = { replayed: [], remaining: [] };
  let removed = false;
  for (const { file, id, lead, error } of letters) {
    if (!lead) {
      result.remaining.push({ id, error: error ?? 'unreadable' });
      continue;
    }
    let erased = false;
    try {
      if (lead.id !== id) throw new Error(`the file is named ${id}, its lead ${String(lead.id)}`);
      erased = !(await store.add(lead)) && store.has !== undefined && !(await store.has(id));
    } catch (failure) {
      result.remaining.push({ id, error: failure instanceof Error ? failure.message : String(failure) });
      continue;
    }
    if ((await removeLetter(file)) && !erased) result.replayed.push(id);
    removed = true;
  }
  if (removed) await syncDir(deadLetterDir(leadsDir));
  return result;
}

/** Removes a kept lead's file; false when it was gone already. */
async function removeLetter(file: string): Promise<boolean> {
  try {
    await fs.promises.unlink(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Replays the kept leads without an operator: now, every `everyMs`, and at once when told (`now`: the database
 * is back). One replay at a time; one asked for meanwhile follows it. `onStored` is told when leads were stored,
 * to deliver them. A lead the database still does not take stays, and is tried again next time.
 */
export function replayDeadLettersEvery(
  store: ReplaySink,
  leadsDir: string,
  everyMs: number,
  { onStored, log }: { onStored: () => void; log: (line: string) => void },
): { now: () => void; stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const now = () => {
    if (stopped) return;
    if (running) return void (again = true);
    running = replayDeadLetters(store, leadsDir)
      .then(({ replayed, remaining }) => {
        if (replayed.length === 0) return;
        log(`Stored ${replayed.length} lead(s) kept as dead letters; ${remaining.length} still kept`);
        onStored();
      })
      .catch((error: unknown) => log(`Dead letters not replayed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          now();
        }
      });
  };
  const timer = setInterval(now, everyMs).unref();
  now();
  return {
    now,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** An erasure request reaches the kept leads too: the ids of those of the address, for the store to record as erased (store.ts, erase). */
export async function deadLettersOf(leadsDir: string, email: string): Promise<string[]> {
  return (await readDeadLetters(leadsDir))
    .filter(({ lead }) => typeof lead?.lead?.email === 'string' && lead.lead.email.toLowerCase() === email.toLowerCase())
    .map(({ id }) => id);
}

/** Deletes the kept leads `ids` (once the store has recorded them as erased). */
export async function eraseDeadLetters(leadsDir: string, ids: readonly string[]): Promise<void> {
  for (const id of ids) await fs.promises.rm(path.join(deadLetterDir(leadsDir), `${id}.json`), { force: true });
  if (ids.length > 0) await syncDir(deadLetterDir(leadsDir));
}
