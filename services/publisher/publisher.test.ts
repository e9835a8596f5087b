/**
 * The publish loop over a real store (PGlite) and real releases, with the sites' build replaced by one the test
 * holds open: what folds into which build, what a failure leaves live, and what a restart after a crash does.
 * The real build runs in the Contentful integration step (scripts/contentful/publisher.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../leads/db';
import type { BuildOptions, BuildOutcome } from './build';
import { startPublisher, type Publisher } from './publisher';
import { liveRelease } from './releases';
import { publishStore, type PublishStore } from './store';

let work: string;
let db: Database;
let store: PublishStore;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'publisher-loop-'));
  db = await openDatabase({ leadsDir: path.join(work, 'db'), fsyncWal: false });
  store = await publishStore(db);
});
afterAll(async () => {
  await db.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A build the test lets finish: each call waits for `finish`, then writes a site saying which build it was. */
function heldBuild(fail: (call: number) => boolean = () => false) {
  const calls: BuildOptions[] = [];
  const waiting: Array<() => void> = [];
  const build = async (options: BuildOptions): Promise<BuildOutcome> => {
    calls.push(options);
    await new Promise<void>((resolve) => waiting.push(resolve));
    if (fail(calls.length))
      return {
        ok: false,
        sites: [],
        inputs: [],
        problems: [{ entry: 'glossary/fcl', field: 'title', reason: 'must not be empty' }],
        error: 'failed',
      };
    const site = path.join(options.staging, 'en-US');
    fs.mkdirSync(site, { recursive: true });
    fs.writeFileSync(path.join(site, 'index.html'), `build ${calls.length}`);
    fs.writeFileSync(path.join(options.staging, 'en-US.site.conf'), '# rules');
    return {
      ok: true,
      sites: [{ locale: 'en-US', seconds: 1, pagesWritten: 1, pages: 1 }],
      inputs: [{ locale: 'en-US', siteDir: site, rulesFile: path.join(options.staging, 'en-US.site.conf') }],
      problems: [],
      error: null,
    };
  };
  const finishNext = async () => {
    while (waiting.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    waiting.shift()?.();
  };
  return { build, calls, finishNext };
}

const liveText = (dir: string) => fs.readFileSync(path.join(dir, 'live', 'en-US', 'site', 'index.html'), 'utf8');

async function start(dir: string, build: ReturnType<typeof heldBuild>['build']): Promise<Publisher> {
  return startPublisher(store, {
    root: dir,
    dir,
    locales: ['en-US'],
    keep: 5,
    reloadCommand: null,
    notifyUrl: null,
    buildEnv: {},
    log: () => undefined,
    build,
  });
}

describe('the publish loop', () => {
  it('folds a burst of ten publishes into two builds, the last change in the second', async () => {
    const dir = path.join(work, 'burst');
    const held = heldBuild();
    const publisher = await start(dir, held.build);
    await store.addTrigger({ key: 'burst-0', source: 'contentful', action: 'Entry.publish', entityId: 'e0', version: 1 });
    publisher.wake();
    // The first build is under way when the other nine arrive.
    while (held.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    for (let i = 1; i < 10; i += 1) {
      await store.addTrigger({ key: `burst-${i}`, source: 'contentful', action: 'Entry.publish', entityId: `e${i}`, version: 1 });
      publisher.wake();
    }
    expect(publisher.isIdle()).toBe(false);
    await held.finishNext();
    await held.finishNext();
    await publisher.idle();
    expect(publisher.isIdle()).toBe(true);
    expect(held.calls).toHaveLength(2);
    const [second, first] = await store.recent(2);
    expect(first?.triggers.map((t) => t.entityId)).toEqual(['e0']);
    expect(second?.triggers.map((t) => t.entityId)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9']);
    expect(second?.state).toBe('live');
    expect(liveText(dir)).toBe('build 2');
    await publisher.stop();
  });

  it('records a duplicate delivery once', async () => {
    expect(
      await store.addTrigger({ key: 'same', source: 'contentful', action: 'Entry.publish', entityId: 'x', version: 3 }),
    ).not.toBeNull();
    expect(await store.addTrigger({ key: 'same', source: 'contentful', action: 'Entry.publish', entityId: 'x', version: 3 })).toBeNull();
    await db.query(`UPDATE publish_triggers SET publish_id = (SELECT max(id) FROM publishes) WHERE dedupe_key = 'same'`);
  });

  it('keeps live as it was when a build fails, and records the problems', async () => {
    const dir = path.join(work, 'failing');
    const held = heldBuild((call) => call === 2);
    const publisher = await start(dir, held.build);
    await store.addTrigger({ key: 'good', source: 'content', action: 'commit', entityId: 'a' });
    publisher.wake();
    await held.finishNext();
    await publisher.idle();
    const before = liveRelease(dir);
    await store.addTrigger({ key: 'broken', source: 'content', action: 'commit', entityId: 'b' });
    publisher.wake();
    await held.finishNext();
    await publisher.idle();
    const [failed] = await store.recent(1);
    expect(failed?.state).toBe('failed');
    expect(failed?.problems).toEqual([{ entry: 'glossary/fcl', field: 'title', reason: 'must not be empty' }]);
    expect(liveRelease(dir)).toBe(before);
    expect(liveText(dir)).toBe('build 1');
    await publisher.stop();
  });

  it('rolls back to the release before live, and the rollback waits for a build under way', async () => {
    const dir = path.join(work, 'rollback');
    const held = heldBuild();
    const publisher = await start(dir, held.build);
    for (const key of ['r1', 'r2']) {
      await store.addTrigger({ key, source: 'content', action: 'commit', entityId: key });
      publisher.wake();
      await held.finishNext();
      await publisher.idle();
    }
    expect(liveText(dir)).toBe('build 2');
    await store.addTrigger({ key: 'r3', source: 'content', action: 'commit', entityId: 'r3' });
    publisher.wake();
    while (held.calls.length < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    const rollback = publisher.rollback();
    await held.finishNext();
    const record = await rollback;
    expect(record.kind).toBe('rollback');
    // Build 3 went live first; the rollback then went back to the release before it.
    expect(liveText(dir)).toBe('build 2');
    await publisher.stop();
  });

  it('after a stop in the middle of a build, records it as interrupted and builds again cold', async () => {
    const dir = path.join(work, 'crash');
    await store.addTrigger({ key: 'crash-1', source: 'content', action: 'commit', entityId: 'c' });
    const stuck = await store.startPublish(null);
    expect(stuck?.state).toBe('building');
    const held = heldBuild();
    const publisher = await start(dir, held.build);
    while (held.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(held.calls[0]?.coldReason).toMatch(/stopped during publish \d+: Gatsby's cache may be half written/);
    await held.finishNext();
    await publisher.idle();
    const interrupted = await store.get(stuck?.id ?? -1);
    expect(interrupted?.state).toBe('interrupted');
    const [resumed] = await store.recent(1);
    expect(resumed?.state).toBe('live');
    expect(resumed?.coldReason).not.toBeNull();
    expect(resumed?.triggers.map((t) => t.source)).toEqual(['publisher']);
    await publisher.stop();
  });
});
