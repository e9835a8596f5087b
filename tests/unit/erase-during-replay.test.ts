import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deadLetterDir, keepDeadLetter, replayDeadLetters, replayDeadLettersEvery } from '../../services/leads/dead-letter';
import type { StoredLead } from '../../services/leads/lead';
import { runOperation } from '../../services/leads/operations';
import { LeadStore } from '../../services/leads/store';
import { freshLeadsDir } from '../support/leads-dir';
import { tempDir } from '../support/temp-dir';

let dir: string;
let store: LeadStore;
let removeDir = () => undefined as void;
beforeAll(async () => {
  dir = await freshLeadsDir((fn) => (removeDir = fn));
  store = await LeadStore.open({ leadsDir: dir });
});
afterAll(async () => {
  await store.close();
  removeDir();
});

const lettersIn = (leadsDir: string) => (fs.existsSync(deadLetterDir(leadsDir)) ? fs.readdirSync(deadLetterDir(leadsDir)) : []);
const leadOf = (email: string): StoredLead => ({
  id: randomUUID(),
  receivedAt: new Date().toISOString(),
  lead: { formType: 'newsletter', email, consent: true },
  attribution: null,
});

describe('an erasure and the replay of dead letters', () => {
  it('a replay that read a dead letter before the erasure does not store the erased lead after it', async () => {
    const gone = leadOf('Gone@northfield.example');
    await keepDeadLetter(dir, gone);
    // The replay is held between its read of the dead letter and its store.add, while the erasure runs whole.
    let reached = () => undefined as void;
    const atAdd = new Promise<void>((resolve) => (reached = resolve));
    let go = () => undefined as void;
    const released = new Promise<void>((resolve) => (go = resolve));
    const paused = {
      add: async (lead: StoredLead) => {
        reached();
        await released;
        return store.add(lead);
      },
    };
    const log = vi.fn();
    const onStored = vi.fn();
    const replaying = replayDeadLettersEvery(paused, dir, 60_000, { onStored, log });
    await atAdd;
    expect(await runOperation(store, dir, { command: 'erase', email: 'gone@northfield.example' })).toMatchObject({ erased: [gone.id] });
    go();
    await replaying.stop();

    expect(await store.has(gone.id)).toBe(false);
    expect(await store.find({ email: 'gone@northfield.example' })).toEqual([]);
    expect(lettersIn(dir)).toEqual([]);
    // Nor does the replay say it stored it, or have it delivered.
    expect(log).not.toHaveBeenCalled();
    expect(onStored).not.toHaveBeenCalled();
  });

  it('a copy of an erased lead kept elsewhere is dropped by its replay, not stored and not kept', async () => {
    const gone = leadOf('gone-too@northfield.example');
    await store.add(gone);
    await runOperation(store, dir, { command: 'erase', email: 'gone-too@northfield.example' });
    // Another endpoint sharing the database kept the same lead aside in its own folder (a retry the database refused).
    const elsewhere = tempDir('erased-elsewhere-');
    await keepDeadLetter(elsewhere, gone);

    expect(await replayDeadLetters(store, elsewhere)).toEqual({ replayed: [], remaining: [] });
    expect(await store.has(gone.id)).toBe(false);
    expect(lettersIn(elsewhere)).toEqual([]);
  });
});
