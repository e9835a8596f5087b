/**
 * Releases as nginx serves them: live switched by publishes and rollbacks while requests keep coming. Every answer
 * must be one whole page of one release, never a 404, a torn file or a mix.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../scripts/dev/serve-site';
import { freePort } from '../../tests/support/free-port';
import { tempDir } from '../../tests/support/temp-dir';
import { liveSite, makeRelease, prepareNext, pruneReleases, switchLive, type SiteInput } from './releases';

const PAGES = 40;
// Large enough that nginx sends a page in several writes: a file changed under it would show.
const PAGE_BYTES = 96 * 1024;

const pageName = (page: number): string => (page === 0 ? 'index.html' : `page-${page}/index.html`);

/** Page `page` as build `version` writes it: every byte names the version, and the page its number. */
function pageOf(page: number, version: number): string {
  const head = `<!doctype html><title>page ${page}, build ${version}</title><p>`;
  return head + String(version % 10).repeat(PAGE_BYTES - head.length);
}

/** Writes build `version` of the site, as a build does: each file rewritten in place. */
function build(siteDir: string, version: number): void {
  for (let page = 0; page < PAGES; page += 1) {
    const file = path.join(siteDir, pageName(page));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pageOf(page, version));
  }
}

interface Answer {
  page: number;
  status: number;
  body: string;
  /** The builds live at some moment between the request and its answer. */
  live: number[];
}

describe('live, under requests while publishes and rollbacks switch it', () => {
  const dir = tempDir('releases-served-');
  const site: SiteInput = { locale: 'en-US', siteDir: path.join(dir, 'build'), rulesFile: path.join(dir, 'site.conf') };
  let nginx: ChildProcess | undefined;
  let origin = '';

  beforeAll(async () => {
    build(site.siteDir, 1);
    fs.writeFileSync(site.rulesFile, '# no rules: pages only\n');
    const first = await makeRelease(dir, [site], { publishId: 1 });
    switchLive(dir, first.id);
    await prepareNext(dir);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // As production: nginx's root and rules are paths through the live link.
    const served = liveSite(dir, 'en-US');
    nginx = await serveSite({ port, siteDir: served.siteDir, rules: served.rules, nginxDir: path.join(dir, 'nginx') });
  }, 60_000);

  afterAll(async () => {
    const child = nginx;
    if (child && child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
  }, 60_000);

  it('answers every request whole from one release, and the new one as soon as it is live', async () => {
    const answers: Answer[] = [];
    let stop = false;
    // Each build live, in the order live was switched to it.
    const live: number[] = [1];
    const requester = async (seed: number): Promise<void> => {
      for (let n = seed; !stop; n += 7) {
        const page = n % PAGES;
        const from = live.length - 1;
        const response = await fetch(`${origin}/${pageName(page).replace('index.html', '')}`);
        const body = await response.text();
        answers.push({ page, status: response.status, body, live: live.slice(from) });
      }
    };
    const requesters = Array.from({ length: 6 }, (_, seed) => requester(seed));
    const ids = new Map<number, string>();
    for (let version = 2; version <= 7; version += 1) {
      build(site.siteDir, version);
      const making = makeRelease(dir, [site], { publishId: version });
      if (version === 5) {
        // A rollback while the release is being made: live goes back two builds under it.
        const back = ids.get(version - 2) ?? '';
        switchLive(dir, back);
        live.push(version - 2);
      }
      const made = await making;
      ids.set(version, made.id);
      switchLive(dir, made.id);
      live.push(version);
      const now = await fetch(`${origin}/page-3/`);
      expect(await now.text()).toBe(pageOf(3, version));
      await pruneReleases(dir, 3);
      await prepareNext(dir);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    stop = true;
    await Promise.all(requesters);

    expect(answers.length).toBeGreaterThan(300);
    const versionsSeen = new Set<number>();
    for (const answer of answers) {
      const where = `/${pageName(answer.page)}`;
      expect(answer.status, where).toBe(200);
      const version = Number(/build (\d+)/.exec(answer.body)?.[1]);
      expect(answer.body, `${where}: a whole page of one build`).toBe(pageOf(answer.page, version));
      expect(answer.live, `${where}: build ${version} was live while it was asked for`).toContain(version);
      versionsSeen.add(version);
    }
    // The requests did run across the switches.
    expect(versionsSeen.size).toBeGreaterThanOrEqual(4);
  }, 120_000);
});
