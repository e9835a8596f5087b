/**
 * One publish's build (buildSites) around a stand-in for scripts/build-sites.sh that behaves as its contract says:
 * the site into SITES_OUT/<locale>, the rules into .serve/site.conf, a problems file and exit 1 on bad content, the
 * sourced revisions into its file. The real script runs in the Contentful integration step.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { behind, buildSites } from './build';

const STAND_IN = String.raw`#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -f fail ]; then
  printf '{"title":"Invalid content","issues":[{"source":"contentful:term-1 (%s)","field":"hsCodes.0","reason":"not an HS code"}]}' "$LOCALES" > "$BUILD_PROBLEMS_FILE"
  echo "Invalid content in $LOCALES" >&2
  exit 1
fi
n=$(cat builds 2>/dev/null || echo 0); echo $((n + 1)) > builds
mkdir -p "$SITES_OUT/$LOCALES" .serve
echo "<h1>$LOCALES build $((n + 1))</h1>" > "$SITES_OUT/$LOCALES/index.html"
echo "# rules of $LOCALES" > .serve/site.conf
# The revisions sourced: from the file "sourced", the first line of which is used up by each build.
if [ -s sourced ]; then head -n 1 sourced > "$BUILD_SOURCED_FILE"; [ "$(wc -l < sourced)" -gt 1 ] && sed -i 1d sourced; fi
echo "build $LOCALES: 1 s, 1 pages"
`;

let root: string;
let staging: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'publisher-build-'));
  fs.mkdirSync(path.join(root, 'scripts'));
  fs.writeFileSync(path.join(root, 'scripts', 'build-sites.sh'), STAND_IN, { mode: 0o755 });
  staging = path.join(root, '.publisher', 'staging');
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

const build = (extra: Partial<Parameters<typeof buildSites>[0]> = {}) =>
  buildSites({ root, locales: ['en-US', 'zh-CN'], staging, coldReason: null, resync: { tries: 2, delayMs: 10 }, ...extra });

describe('buildSites', () => {
  it('builds each site in turn into a staging folder that holds this build alone, the last one removed aside', async () => {
    const first = await build();
    expect(first.ok).toBe(true);
    expect(first.inputs.map((input) => [input.locale, fs.readFileSync(path.join(input.siteDir, 'index.html'), 'utf8').trim()])).toEqual([
      ['en-US', '<h1>en-US build 1</h1>'],
      ['zh-CN', '<h1>zh-CN build 2</h1>'],
    ]);
    // Each site keeps the rules of its own build, though the script writes them to one place.
    expect(first.inputs.map((input) => fs.readFileSync(input.rulesFile, 'utf8').trim())).toEqual(['# rules of en-US', '# rules of zh-CN']);
    fs.writeFileSync(path.join(staging, 'left-by-build-1'), '');

    const second = await build();
    expect(second.ok).toBe(true);
    expect(fs.existsSync(path.join(staging, 'left-by-build-1'))).toBe(false);
    expect(fs.readFileSync(path.join(staging, 'zh-CN', 'index.html'), 'utf8')).toContain('build 4');
    // The earlier staging folder goes while the build runs, not before it.
    await expect.poll(() => fs.readdirSync(path.dirname(staging)).filter((name) => name !== 'staging')).toEqual([]);
  });

  it('removes a staging folder a stop left aside', async () => {
    const left = path.join(path.dirname(staging), 'staging.old-1');
    fs.mkdirSync(path.join(left, 'en-US'), { recursive: true });
    await build();
    await expect.poll(() => fs.existsSync(left)).toBe(false);
  });

  it('stops at the first site that fails, with its problems as the source step wrote them', async () => {
    fs.writeFileSync(path.join(root, 'fail'), '');
    const outcome = await build();
    expect(outcome.ok).toBe(false);
    expect(outcome.inputs).toEqual([]);
    expect(outcome.problems).toEqual([
      { entry: 'contentful:term-1 (en-US)', field: 'hsCodes.0', reason: 'not an HS code', locale: 'en-US' },
    ]);
    expect(outcome.error).toMatch(/^en-US: the build failed \(exit 1\)/);
  });

  it('builds again while Contentful serves an older revision than it announced, and gives up after the tries', async () => {
    const expected = [{ id: 'term-1', action: 'publish' as const, version: 7 }];
    fs.writeFileSync(path.join(root, 'sourced'), '{"term-1":6}\n{"term-1":7}\n');
    const caughtUp = await build({ locales: ['en-US'], expected });
    expect(caughtUp.ok).toBe(true);
    expect(fs.readFileSync(path.join(root, 'builds'), 'utf8').trim()).toBe('2');

    fs.writeFileSync(path.join(root, 'sourced'), '{"term-1":6}\n');
    const stale = await build({ locales: ['en-US'], expected });
    expect(stale.ok).toBe(false);
    expect(stale.error).toBe('en-US: Contentful still served older versions after 3 builds');
    expect(stale.problems).toEqual([
      {
        entry: 'term-1',
        field: 'sys.revision',
        reason: "Contentful's Delivery API served revision 6, the publish was revision 7",
        locale: 'en-US',
      },
    ]);
  });
});

describe('buildSites on a full disk', () => {
  // Linux's /dev/full answers every write with ENOSPC, as a full disk does.
  it.skipIf(!fs.existsSync('/dev/full'))("goes on when the build's log file cannot be written, and its failure says why", async () => {
    const createWriteStream = fs.createWriteStream.bind(fs);
    const full = vi.spyOn(fs, 'createWriteStream').mockImplementation((_file, options) => createWriteStream('/dev/full', options));
    try {
      expect((await build({ locales: ['en-US'] })).ok).toBe(true);
      fs.writeFileSync(path.join(root, 'fail'), '');
      const failed = await build({ locales: ['en-US'] });
      expect(failed.ok).toBe(false);
      expect(failed.error).toMatch(/the build's log file .*en-US\.log could not be written: ENOSPC: no space left on device/);
    } finally {
      full.mockRestore();
    }
  });
});

describe('behind', () => {
  it('names a publish sourced at an older revision, and an unpublished or deleted entry still served', () => {
    const sourced = { a: 3, b: 5, c: 1 };
    expect(
      behind(
        [
          { id: 'a', action: 'publish', version: 4 },
          { id: 'a', action: 'publish', version: 3 },
          { id: 'b', action: 'publish', version: 5 },
          { id: 'c', action: 'unpublish', version: 2 },
          { id: 'd', action: 'delete', version: 1 },
          { id: 'e', action: 'publish', version: 1 },
        ],
        sourced,
      ).map((problem) => `${problem.entry}: ${problem.reason}`),
    ).toEqual([
      "a: Contentful's Delivery API served revision 3, the publish was revision 4",
      "c: Contentful's Delivery API still served it after the unpublish",
      "e: Contentful's Delivery API served no version, the publish was revision 1",
    ]);
  });
});
