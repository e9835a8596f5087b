/**
 * The publish loop over a real store (PGlite) and real releases, with the sites' build replaced by one the test
 * holds open: what folds into which build, what a failure leaves live, and what a restart after a crash does.
 * The real build runs in the Contentful integration step (scripts/contentful/publisher.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../shared/db';
import type { BuildOptions, BuildOutcome } from './build';
import { manualClock, scheduledRetryDelay, startPublisher, type Publisher, type PublisherSettings } from './publisher';
import { liveRelease } from './releases';
import { createPublisherServer } from './server';
import { publishStore, type Publish, type PublishStore } from './store';
import { enospc } from '../../tests/support/small-disk';
import type { ContentCheck } from '../../src/shared/content/checks';

let work: string;
let db: Database;
let store: PublishStore;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'publisher-loop-'));
  db = await openDatabase({ dataDir: path.join(work, 'db'), fsyncWal: false });
  store = await publishStore(db);
});
afterAll(async () => {
  await db.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/**
 * A build the test lets finish: each call waits for `finish`, then writes a site saying which build it was, and says
 * when its content next changes with no edit (`nextChange`).
 */
function heldBuild(fail: (call: number) => boolean = () => false, nextChange: (call: number) => string | null = () => null) {
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
        checks: [],
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
      checks: [],
      nextChange: nextChange(calls.length),
    };
  };
  const finishNext = async () => {
    while (waiting.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    waiting.shift()?.();
  };
  return { build, calls, finishNext };
}

const MINUTE = 60_000;

const liveText = (dir: string) => fs.readFileSync(path.join(dir, 'live', 'en-US', 'site', 'index.html'), 'utf8');

async function start(
  dir: string,
  build: ReturnType<typeof heldBuild>['build'],
  extra: Partial<PublisherSettings> = {},
): Promise<Publisher> {
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
    ...extra,
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

  it('publishes by itself when the live content changes with no edit, and at its next start when it was down then', async () => {
    const dir = path.join(work, 'scheduled');
    const clock = manualClock(Date.parse('2031-02-01T12:00:00.000Z'));
    const soon = () => new Date(clock.now() + 90 * MINUTE).toISOString();
    // Build 1 says its content changes in 90 minutes; build 2 (that scheduled publish) that it changes again 90 later.
    const held = heldBuild(undefined, (call) => (call <= 2 ? soon() : null));
    let publisher = await start(dir, held.build, { clock });
    await publishAndWait(publisher, 'scheduled-edit', held);
    const first = (await store.recent(1))[0];
    expect(first?.nextChange).not.toBeNull();
    expect(await store.nextScheduled()).toBe(first?.nextChange);
    // Nobody asks: the publisher does, at that instant, not before.
    clock.advance(90 * MINUTE - 1);
    await publisher.idle();
    expect(held.calls).toHaveLength(1);
    clock.advance(1);
    await held.finishNext();
    await publisher.idle();
    const scheduled = (await store.recent(1))[0];
    expect(scheduled?.state).toBe('live');
    expect(scheduled?.triggers.map((t) => [t.source, t.action, t.entityId])).toEqual([['publisher', 'scheduled', first?.nextChange]]);
    expect(liveText(dir)).toBe('build 2');

    // Down when build 2's instant comes: the next start publishes at once.
    await publisher.stop();
    const missed = scheduled?.nextChange ?? '';
    clock.advance(Date.parse(missed) - clock.now() + MINUTE);
    publisher = await start(dir, held.build, { clock });
    await held.finishNext();
    await publisher.idle();
    const caughtUp = (await store.recent(1))[0];
    expect(caughtUp?.triggers.map((t) => [t.action, t.entityId])).toEqual([['scheduled', missed]]);
    expect(liveText(dir)).toBe('build 3');
    // Build 3 said nothing lies ahead: no more publishes.
    expect(await store.nextScheduled()).toBeNull();
    expect(clock.nextTimer()).toBeNull();
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

describe('a rollback the publisher stopped in', () => {
  it('is recorded interrupted and not undone at the next start: nothing is built again', async () => {
    const dir = path.join(work, 'rollback-crash');
    const held = heldBuild();
    const first = await start(dir, held.build);
    for (const key of ['rc1', 'rc2']) {
      await store.addTrigger({ key, source: 'content', action: 'commit', entityId: key });
      first.wake();
      await held.finishNext();
      await first.idle();
    }
    await first.stop();
    const [newest, before] = (await store.recent(2)).map((publish) => publish.releaseId);
    // A crash after the rollback's switch, before its record was finished.
    const stuck = await store.startRollback(newest ?? null, before ?? '');
    const logged: string[] = [];
    const publisher = await start(dir, held.build, { log: (line) => logged.push(line) });
    await publisher.idle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(held.calls).toHaveLength(2);
    expect((await store.get(stuck.id))?.state).toBe('interrupted');
    expect(await store.waitingTriggers()).toEqual([]);
    expect(logged.join('\n')).toMatch(new RegExp(`rollback ${stuck.id} was interrupted`));
    await publisher.stop();
  });
});

/** Asks for a publish of the content as it is and waits for the publisher to be idle, `held`'s build let finish. */
async function publishAndWait(publisher: Publisher, key: string, held?: ReturnType<typeof heldBuild>): Promise<void> {
  await store.addTrigger({ key, source: 'content', action: 'commit', entityId: key });
  publisher.wake();
  if (held) await held.finishNext();
  await publisher.idle();
}

/** A stand-in for the Slack-compatible webhook: the texts it was sent. */
async function notifications(): Promise<{ url: string; texts: string[]; close: () => void }> {
  const texts: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      texts.push((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { text: string }).text);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, texts, close: () => server.close() };
}

/** What the status page and the status JSON say, as an editor opens them. */
async function status(
  publisher: Publisher,
): Promise<{ page: string; json: { live: string | null; nextScheduled: string | null; publishes: Publish[] } }> {
  const server = createPublisherServer({ store, publisher, token: 'editor-token', webhookSecret: null, log: () => undefined });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const headers = { authorization: 'Bearer editor-token' };
    const page = await (await fetch(`${base}/status`, { headers })).text();
    const json = (await (await fetch(`${base}/status.json`, { headers })).json()) as Awaited<ReturnType<typeof status>>['json'];
    return { page, json };
  } finally {
    server.close();
  }
}

const DISK_FULL = "The build host's disk is full";

describe('a publish that runs out of disk space', () => {
  it('fails when the build does, live untouched; the status page, its JSON and the notification say the disk is full', async () => {
    const dir = path.join(work, 'full-build');
    const held = heldBuild();
    const hook = await notifications();
    let full = false;
    // The build as buildSites reports one that failed: the end of its output, where Gatsby said why.
    const build = (options: BuildOptions): Promise<BuildOutcome> =>
      full
        ? Promise.resolve({
            ok: false,
            sites: [],
            inputs: [],
            problems: [],
            error: 'en-US: the build failed (exit 1):\n  Error: ENOSPC: no space left on device, write\n  - html-renderer-queue.ts:142',
            checks: [],
          })
        : held.build(options);
    const publisher = await start(dir, build, { notifyUrl: hook.url });
    try {
      await publishAndWait(publisher, 'full-build-1', held);
      const live = liveRelease(dir);
      full = true;
      await publishAndWait(publisher, 'full-build-2');

      const [failed] = await store.recent(1);
      expect(failed?.state).toBe('failed');
      expect(failed?.error?.split('\n')[0]).toBe(
        `${DISK_FULL}: the build ran out of space. Live is unchanged. Free space on the build host (old releases, build caches), then publish again.`,
      );
      expect(failed?.error).toContain('ENOSPC: no space left on device, write');
      expect(liveRelease(dir)).toBe(live);
      expect(liveText(dir)).toBe('build 1');
      const { page, json } = await status(publisher);
      expect(json.publishes[0]).toMatchObject({
        state: 'failed',
        error: expect.stringMatching(new RegExp(`^${DISK_FULL}: the build ran out of space`)) as unknown,
      });
      expect(page).toContain(`${DISK_FULL.replace("'", '&#39;')}: the build ran out of space`);
      expect(hook.texts).toEqual([
        expect.stringMatching(new RegExp(`^Publish ${failed?.id} failed: ${DISK_FULL}: the build ran out of space`)) as unknown,
      ]);
    } finally {
      await publisher.stop();
      hook.close();
    }
  });

  it('fails when copying the release does, leaving no part of it and live untouched, and says the disk is full; the next publish goes live', async () => {
    const dir = path.join(work, 'full-release');
    const held = heldBuild();
    const hook = await notifications();
    const logged: string[] = [];
    const publisher = await start(dir, held.build, { notifyUrl: hook.url, log: (line) => logged.push(line) });
    try {
      await publishAndWait(publisher, 'full-release-1', held);
      const live = liveRelease(dir);

      const full = vi.spyOn(fs, 'copyFileSync').mockImplementation((source) => {
        throw enospc(`copyfile '${String(source)}'`);
      });
      await publishAndWait(publisher, 'full-release-2', held);
      full.mockRestore();

      const [failed] = await store.recent(1);
      // Not left 'building' with the loop retrying: failed, with the reason.
      expect(failed?.state).toBe('failed');
      expect(failed?.error?.split('\n')).toEqual([
        `${DISK_FULL}: copying the new release ran out of space. Live is unchanged. Free space on the build host (old releases, build caches), then publish again.`,
        expect.stringMatching(/^copying the new release failed: ENOSPC: no space left on device, copyfile /) as unknown,
      ]);
      expect(liveRelease(dir)).toBe(live);
      expect(liveText(dir)).toBe('build 1');
      expect(fs.readdirSync(path.join(dir, 'releases'))).toEqual([live]);
      expect(hook.texts).toEqual([expect.stringContaining(`${DISK_FULL}: copying the new release ran out of space`) as unknown]);
      expect(logged.filter((line) => line.startsWith('publish loop'))).toEqual([]);
      expect((await status(publisher)).page).toContain('copying the new release ran out of space');

      await publishAndWait(publisher, 'full-release-3', held);
      expect((await store.recent(1))[0]?.state).toBe('live');
      expect(liveText(dir)).toBe('build 3');
    } finally {
      await publisher.stop();
      hook.close();
    }
  });
});

describe('content checks of a publish', () => {
  const check = (entryId: string, severity: ContentCheck['severity'], message: string): ContentCheck => ({
    kind: severity === 'breaks-publish' ? 'unpublished-link' : 'long-title',
    severity,
    field: severity === 'breaks-publish' ? 'related' : 'title',
    message,
    context: '',
    source: `contentful:${entryId} (en-US)`,
    site: 'en-US',
    path: `/glossary/${entryId}/`,
  });

  it("records those of the entries the publish took, shows them on the status page, and names breaking ones in the failure's notification", async () => {
    const dir = path.join(work, 'checks');
    const hook = await notifications();
    const taken = check('taken', 'advice', 'The title has 90 characters; search results show about 60.');
    const other = check('other', 'advice', 'Not this publish’s.');
    const breaking = check('broken', 'breaks-publish', 'Names the glossary term “gone”, which is not on the site: the publish fails.');
    let fails = false;
    const build = (options: BuildOptions): Promise<BuildOutcome> => {
      if (fails)
        return Promise.resolve({
          ok: false,
          sites: [],
          inputs: [],
          problems: [{ entry: breaking.source, field: breaking.field, reason: breaking.message, locale: 'en-US' }],
          error: 'failed',
          checks: [breaking, taken],
        });
      const site = path.join(options.staging, 'en-US');
      fs.mkdirSync(site, { recursive: true });
      fs.writeFileSync(path.join(site, 'index.html'), 'checked');
      fs.writeFileSync(path.join(options.staging, 'en-US.site.conf'), '# rules');
      const input = { locale: 'en-US', siteDir: site, rulesFile: path.join(options.staging, 'en-US.site.conf') };
      return Promise.resolve({ ok: true, sites: [], inputs: [input], problems: [], error: null, checks: [taken, other] });
    };
    const publisher = await start(dir, build, { notifyUrl: hook.url });
    try {
      await store.addTrigger({ key: 'checks-1', source: 'contentful', action: 'Entry.publish', entityId: 'taken', version: 2 });
      publisher.wake();
      await publisher.idle();
      const [live] = await store.recent(1);
      expect(live?.state).toBe('live');
      expect(live?.checks).toEqual([taken]);
      const { page } = await status(publisher);
      expect(page).toContain('advice: 1');
      expect(page).toContain('contentful:taken (en-US)</strong> on en-US <code>/glossary/taken/</code>, field <code>title</code>');

      fails = true;
      await store.addTrigger({ key: 'checks-2', source: 'contentful', action: 'Entry.publish', entityId: 'broken', version: 5 });
      publisher.wake();
      await publisher.idle();
      const [failed] = await store.recent(1);
      expect(failed?.state).toBe('failed');
      expect(failed?.checks).toEqual([breaking]);
      expect(hook.texts.at(-1)).toContain(`would break the publish: ${breaking.source}: related: ${breaking.message}`);
    } finally {
      await publisher.stop();
      hook.close();
    }
  });
});

describe('a web server reload that fails after live switched', () => {
  const NGINX_SAYS = 'nginx: [emerg] unknown directive "proxy_pas" in site.conf:3';
  /** A reload command that fails, as nginx's does on rules it cannot read, while `flag` exists. */
  const failingReload = (flag: string) => `if [ -f '${flag}' ]; then echo '${NGINX_SAYS}' >&2; exit 1; fi`;

  it('leaves the publish live, not building, with what is live and why; the status page, its JSON and the notification say so', async () => {
    const dir = path.join(work, 'reload-publish');
    const flag = path.join(work, 'reload-publish-fails');
    const held = heldBuild();
    const hook = await notifications();
    const logged: string[] = [];
    const publisher = await start(dir, held.build, {
      reloadCommand: failingReload(flag),
      notifyUrl: hook.url,
      log: (line) => logged.push(line),
    });
    try {
      await publishAndWait(publisher, 'reload-publish-1', held);
      const before = liveRelease(dir);
      fs.writeFileSync(flag, '');
      await publishAndWait(publisher, 'reload-publish-2', held);

      const [published] = await store.recent(1);
      const live = liveRelease(dir);
      expect(live).not.toBe(before);
      expect(liveText(dir)).toBe('build 2');
      expect(published).toMatchObject({ state: 'live', releaseId: live });
      expect(published?.error?.split('\n')[0]).toBe(
        `Live is ${live ?? ''}, but the web server was not reloaded: it serves ${live ?? ''}'s pages with the server rules (redirects, headers) of the release live before, until it reloads.`,
      );
      expect(published?.error).toContain(NGINX_SAYS);
      expect(logged.filter((line) => line.startsWith('publish loop'))).toEqual([]);

      const { page, json } = await status(publisher);
      expect(json.live).toBe(live);
      expect(json.publishes[0]).toMatchObject({ id: published?.id, state: 'live', releaseId: live, error: published?.error });
      expect(page).toContain(`<tr class="live reload-failed"><td>${published?.id}</td><td>live, web server not reloaded</td>`);
      expect(page).toContain('unknown directive &quot;proxy_pas&quot;');
      expect(page).toContain(`The web server was not reloaded after the switch (publish ${published?.id})`);
      expect(page).not.toContain('http-equiv="refresh"');
      expect(hook.texts).toEqual([
        expect.stringMatching(
          new RegExp(`^Publish ${published?.id} is live as ${live ?? ''}, but the web server's reload failed: .*unknown directive`),
        ) as unknown,
      ]);

      // The next publish whose reload works is an ordinary one again.
      fs.rmSync(flag);
      await publishAndWait(publisher, 'reload-publish-3', held);
      expect((await store.recent(1))[0]).toMatchObject({ state: 'live', error: null });
      expect((await status(publisher)).page).not.toContain('The web server was not reloaded');
    } finally {
      fs.rmSync(flag, { force: true });
      await publisher.stop();
      hook.close();
    }
  });

  it("leaves a rollback live, not building, with what is live and why, when the rollback's reload fails", async () => {
    const dir = path.join(work, 'reload-rollback');
    const flag = path.join(work, 'reload-rollback-fails');
    const held = heldBuild();
    const hook = await notifications();
    const publisher = await start(dir, held.build, { reloadCommand: failingReload(flag), notifyUrl: hook.url });
    try {
      await publishAndWait(publisher, 'reload-rollback-1', held);
      const first = liveRelease(dir);
      await publishAndWait(publisher, 'reload-rollback-2', held);
      const second = liveRelease(dir);
      fs.writeFileSync(flag, '');

      const record = await publisher.rollback();
      expect(liveRelease(dir)).toBe(first);
      expect(liveText(dir)).toBe('build 1');
      expect(record).toMatchObject({ kind: 'rollback', state: 'live', releaseId: first, previousReleaseId: second });
      expect(record.error?.split('\n')[0]).toBe(
        `Live is ${first ?? ''}, but the web server was not reloaded: it serves ${first ?? ''}'s pages with the server rules (redirects, headers) of the release live before, until it reloads.`,
      );
      expect((await store.get(record.id))?.state).toBe('live');
      const { page, json } = await status(publisher);
      expect(json.publishes[0]).toMatchObject({ id: record.id, state: 'live', releaseId: first, error: record.error });
      expect(page).toContain(`<tr class="live reload-failed"><td>${record.id}</td><td>live, web server not reloaded</td>`);
      expect(page).toContain(`The web server was not reloaded after the switch (rollback ${record.id})`);
      expect(hook.texts).toEqual([
        expect.stringMatching(
          new RegExp(`^Rollback ${record.id} is live as ${first ?? ''}, but the web server's reload failed: .*unknown directive`),
        ) as unknown,
      ]);
    } finally {
      fs.rmSync(flag, { force: true });
      await publisher.stop();
      hook.close();
    }
  });
});

describe('a rollback that fails before the switch', () => {
  it('is recorded failed with why, live unchanged, not left building', async () => {
    const dir = path.join(work, 'rollback-ship');
    const flag = path.join(work, 'rollback-ship-fails');
    const held = heldBuild();
    const shipCommand = `if [ -f '${flag}' ]; then echo 'rsync: connection refused (web2)' >&2; exit 1; fi`;
    const publisher = await start(dir, held.build, { shipCommand });
    try {
      await publishAndWait(publisher, 'rollback-ship-1', held);
      await publishAndWait(publisher, 'rollback-ship-2', held);
      const live = liveRelease(dir);
      fs.writeFileSync(flag, '');
      const refused = await publisher.rollback().then(
        () => null,
        (error: unknown) => error,
      );
      expect(liveRelease(dir)).toBe(live);
      const [record] = await store.recent(1);
      expect(record).toMatchObject({ kind: 'rollback', state: 'failed' });
      expect(refused).toEqual(
        new Error(`the rollback failed, live is unchanged: ${record?.error?.replace('Live is unchanged: ', '') ?? ''}`),
      );
      expect(record?.error).toMatch(/^Live is unchanged: shipping the release failed: .*connection refused \(web2\)/);
    } finally {
      fs.rmSync(flag, { force: true });
      await publisher.stop();
    }
  });
});

/** A time as the status page writes it. */
const utc = (iso: string): string => `${new Date(iso).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** Waits, a few milliseconds at a time, until `ready` holds or `ms` have passed; whether it holds. */
async function until(ready: () => boolean, ms = 2000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!ready() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
  return ready();
}

describe('a rollback and scheduled publishes', () => {
  it('is not undone by a scheduled publish that came due while the build before it ran', async () => {
    const dir = path.join(work, 'rollback-scheduled');
    let ends: string | null = null;
    // Builds 2 and 3 say their content changes at `ends`, which passes while build 3 runs.
    const held = heldBuild(undefined, (call) => (call === 2 || call === 3 ? ends : null));
    const publisher = await start(dir, held.build);
    try {
      await publishAndWait(publisher, 'rollback-scheduled-1', held);
      ends = new Date(Date.now() + 300).toISOString();
      await publishAndWait(publisher, 'rollback-scheduled-2', held);
      await store.addTrigger({ key: 'rollback-scheduled-3', source: 'content', action: 'commit', entityId: 'rollback-scheduled-3' });
      publisher.wake();
      await until(() => held.calls.length === 3);
      await new Promise((resolve) => setTimeout(resolve, Date.parse(ends ?? '') - Date.now() + 100));

      const rollback = publisher.rollback();
      await held.finishNext();
      const record = await rollback;
      expect(liveText(dir)).toBe('build 2');
      // Nothing builds today's content again behind the editor's back.
      await until(() => held.calls.length > 3 || publisher.isIdle());
      expect(held.calls).toHaveLength(3);
      expect(await store.waitingTriggers()).toEqual([]);
      expect(liveText(dir)).toBe('build 2');
      // The rollback's record names the scheduled publish it set aside.
      expect((await store.get(record.id))?.triggers.map((t) => [t.action, t.entityId])).toEqual([['scheduled', ends]]);
      expect((await status(publisher)).page).toContain(`set aside: scheduled: the content changes at ${utc(ends ?? '')}`);
    } finally {
      if (held.calls.length > 3) await held.finishNext();
      await publisher.stop();
    }
  });
});

describe('a scheduled publish that fails', () => {
  it('is tried again a minute later, then two, until one goes live', async () => {
    const dir = path.join(work, 'scheduled-retry');
    const clock = manualClock(Date.parse('2031-03-01T12:00:00.000Z'));
    const first = new Date(clock.now() + 10 * MINUTE).toISOString();
    // Build 1 (an edit) says its content changes at `first`; the scheduled publishes then fail twice (builds 2, 3),
    // and the third try (4) goes live.
    const held = heldBuild(
      (call) => call === 2 || call === 3,
      (call) => (call === 1 ? first : null),
    );
    const publisher = await start(dir, held.build, { clock });
    try {
      await publishAndWait(publisher, 'scheduled-retry-edit', held);
      expect(clock.nextTimer()).toBe(Date.parse(first));
      clock.advance(10 * MINUTE);
      await held.finishNext();
      await publisher.idle();
      const failed = (await store.recent(1))[0];
      expect(failed?.state).toBe('failed');
      expect(failed?.triggers.map((t) => [t.action, t.entityId])).toEqual([['scheduled', first]]);
      // Tried again a minute after it failed, not before.
      expect(clock.nextTimer()).toBe(clock.now() + MINUTE);
      expect((await status(publisher)).page).toContain(
        `Next scheduled publish: <strong>${utc(first)}</strong>, overdue: publish ${failed?.id} at that time failed`,
      );
      clock.advance(MINUTE - 1);
      await publisher.idle();
      expect(held.calls).toHaveLength(2);
      clock.advance(1);
      await held.finishNext();
      await publisher.idle();
      expect((await store.recent(1))[0]).toMatchObject({ state: 'failed', triggers: [{ action: 'scheduled', entityId: first }] });
      // Then two minutes after the second failure.
      expect(clock.nextTimer()).toBe(clock.now() + 2 * MINUTE);
      clock.advance(2 * MINUTE);
      await held.finishNext();
      await publisher.idle();
      expect((await store.recent(1))[0]).toMatchObject({ state: 'live', triggers: [{ action: 'scheduled', entityId: first }] });
      expect(liveText(dir)).toBe('build 4');
      expect(clock.nextTimer()).toBeNull();
      expect(held.calls).toHaveLength(4);
    } finally {
      await publisher.stop();
    }
  });

  it('is tried again at the next start, and the instant after it is still published', async () => {
    const dir = path.join(work, 'scheduled-restart');
    const clock = manualClock(Date.parse('2031-04-01T12:00:00.000Z'));
    const first = new Date(clock.now() + 10 * MINUTE).toISOString();
    const later = new Date(clock.now() + 180 * MINUTE).toISOString();
    // Build 1 says its content changes at `first`; that scheduled publish (2) fails; the publisher is stopped; the
    // one at its next start (3) goes live and says the next change is `later`, whose publish (4) goes live too.
    const held = heldBuild(
      (call) => call === 2,
      (call) => (call === 1 ? first : call === 3 ? later : null),
    );
    let publisher = await start(dir, held.build, { clock });
    try {
      await publishAndWait(publisher, 'scheduled-restart-edit', held);
      clock.advance(10 * MINUTE);
      await held.finishNext();
      await publisher.idle();
      expect((await store.recent(1))[0]?.state).toBe('failed');
      await publisher.stop();

      clock.advance(20 * MINUTE);
      publisher = await start(dir, held.build, { clock });
      expect(await until(() => held.calls.length === 3)).toBe(true);
      await held.finishNext();
      await publisher.idle();
      expect((await store.recent(1))[0]).toMatchObject({
        state: 'live',
        nextChange: later,
        triggers: [{ action: 'scheduled', entityId: first }],
      });
      expect(liveText(dir)).toBe('build 3');
      expect(clock.nextTimer()).toBe(Date.parse(later));
      clock.advance(Date.parse(later) - clock.now());
      await held.finishNext();
      await publisher.idle();
      expect((await store.recent(1))[0]).toMatchObject({ state: 'live', triggers: [{ action: 'scheduled', entityId: later }] });
      expect(liveText(dir)).toBe('build 4');
      expect(held.calls).toHaveLength(4);
    } finally {
      await publisher.stop();
    }
  });

  it('waits 1, 2, 4, 8, 16 minutes between tries, then 30 at most', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(scheduledRetryDelay)).toEqual([1, 2, 4, 8, 16, 30, 30, 30].map((m) => m * MINUTE));
  });
});

describe('scheduled publishes while a rollback is live', () => {
  it('are paused, and the status page says so and when the rolled-back release goes out of date; the next publish resumes them', async () => {
    const dir = path.join(work, 'rollback-paused');
    const clock = manualClock(Date.parse('2031-05-01T12:00:00.000Z'));
    const at = (minutes: number) => new Date(clock.now() + minutes * MINUTE).toISOString();
    const changes = [at(60), at(120), at(240), null];
    const held = heldBuild(undefined, (call) => changes[call - 1] ?? null);
    const publisher = await start(dir, held.build, { clock });
    try {
      await publishAndWait(publisher, 'rollback-hold-1', held);
      const first = liveRelease(dir) ?? '';
      await publishAndWait(publisher, 'rollback-hold-2', held);
      expect(clock.nextTimer()).toBe(Date.parse(changes[1] ?? ''));

      const record = await publisher.rollback();
      expect(liveRelease(dir)).toBe(first);
      // The rollback's own record says when what it put back live changes: the first build's instant.
      expect(record).toMatchObject({ kind: 'rollback', state: 'live', releaseId: first, nextChange: changes[0] });
      expect(await store.nextScheduled()).toBeNull();
      expect(clock.nextTimer()).toBeNull();
      const { page, json } = await status(publisher);
      expect(json.nextScheduled).toBeNull();
      expect(page).toContain(
        `Next scheduled publish: paused while rollback ${record.id} is live: a publish of its own would build today’s content and undo the rollback. ` +
          `What ${first} shows is out of date from <strong>${utc(changes[0] ?? '')}</strong> (an event or webinar on it ends, or a job posting closes) until the next publish.`,
      );

      // Hours pass, both instants with them: nothing is built.
      clock.advance(180 * MINUTE);
      await publisher.idle();
      expect(held.calls).toHaveLength(2);
      expect(liveText(dir)).toBe('build 1');

      // An edit publishes today's content, and its instant is armed again.
      await publishAndWait(publisher, 'rollback-hold-3', held);
      expect(clock.nextTimer()).toBe(Date.parse(changes[2] ?? ''));
      expect((await status(publisher)).page).toContain(`Next scheduled publish: <strong>${utc(changes[2] ?? '')}</strong>, when an event`);
      await publishAndWait(publisher, 'rollback-hold-4', held);
      expect(clock.nextTimer()).toBeNull();
    } finally {
      await publisher.stop();
    }
  });
});
