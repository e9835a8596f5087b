/**
 * One publish's build (buildSites) around a stand-in for scripts/build-sites.sh that behaves as its contract says:
 * each locale's site into its build folder (.serve/builds/<locale>/public, rules in .serve/site.conf, a summary in
 * .serve/build-summary.json), a problems report and exit 1 on bad content, the sourced revisions into their report
 * (src/pipeline/build-reports.ts), an empty cache when COLD=1. The real script runs in the Contentful integration step.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { behind, buildSites } from './build';
import { listSite } from './release-files';

const STAND_IN = String.raw`#!/usr/bin/env bash
set -eo pipefail
cd "$(dirname "$0")/.."
out=".serve/builds/$LOCALES"
cold="$COLD"; [ -n "$cold" ] || cold=warm
[ "$cold" != 1 ] || rm -rf "$out"
mkdir -p "$out/.serve"
rm -f "$out/.serve/build-problems.json" "$out/.serve/build-sourced.json"
if [ -f "fail-$LOCALES" ]; then
  printf '{"title":"Invalid content","issues":[{"source":"contentful:term-1 (%s)","field":"hsCodes.0","reason":"not an HS code"}]}' "$LOCALES" > "$out/.serve/build-problems.json"
  echo "Invalid content in $LOCALES" >&2
  exit 1
fi
echo "$LOCALES $SITES_AT_ONCE $cold" >> builds
# When each build runs, in ms: builds at once overlap.
echo "$LOCALES $(date +%s%3N)" >> spans
sleep 0.3
mkdir -p "$out/public" "$out/.serve"
echo "<h1>$LOCALES build $(wc -l < builds)</h1>" > "$out/public/index.html"
echo "# rules of $LOCALES" > "$out/.serve/site.conf"
next=$(cat "next-$LOCALES" 2>/dev/null || echo null)
echo "{\"pages\":3,\"nextChange\":$next}" > "$out/.serve/build-summary.json"
# The revisions sourced: from the file "sourced", the first line of which is used up by each build.
if [ -s sourced ]; then head -n 1 sourced > "$out/.serve/build-sourced.json"; [ "$(wc -l < sourced)" -gt 1 ] && sed -i 1d sourced; fi
echo "$LOCALES $(date +%s%3N)" >> spans
echo "build $LOCALES: 1.0 s (gatsby build 0.9 s), 3 pages"
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
const builds = () => fs.readFileSync(path.join(root, 'builds'), 'utf8').trim().split('\n');

describe('buildSites', () => {
  it('lists each site as its build ends, for the release: the listing of what the build left', async () => {
    const outcome = await build({ atOnce: 1 });
    expect(outcome.ok).toBe(true);
    for (const input of outcome.inputs) {
      const listing = await input.listing;
      expect(listing?.has('index.html')).toBe(true);
      expect(listing).toEqual(await listSite(input.siteDir));
    }
  });

  it("gives the release each site's own build folder, its rules and pages, and a staging folder of this build's files alone", async () => {
    const first = await build({ atOnce: 1 });
    expect(first.ok).toBe(true);
    expect(first.inputs.map((input) => [input.locale, path.relative(root, input.siteDir), path.relative(root, input.rulesFile)])).toEqual([
      ['en-US', '.serve/builds/en-US/public', '.serve/builds/en-US/.serve/site.conf'],
      ['zh-CN', '.serve/builds/zh-CN/public', '.serve/builds/zh-CN/.serve/site.conf'],
    ]);
    expect(first.inputs.map((input) => fs.readFileSync(path.join(input.siteDir, 'index.html'), 'utf8').trim())).toEqual([
      '<h1>en-US build 1</h1>',
      '<h1>zh-CN build 2</h1>',
    ]);
    expect(first.sites.map(({ locale, pagesWritten, pages }) => ({ locale, pagesWritten, pages }))).toEqual([
      { locale: 'en-US', pagesWritten: 0, pages: 3 },
      { locale: 'zh-CN', pagesWritten: 0, pages: 3 },
    ]);
    expect(fs.readdirSync(staging).sort()).toEqual(['en-US.log', 'zh-CN.log']);
    fs.writeFileSync(path.join(staging, 'left-by-build-1'), '');
    expect((await build({ atOnce: 1 })).ok).toBe(true);
    expect(fs.existsSync(path.join(staging, 'left-by-build-1'))).toBe(false);
  });

  it('builds the sites at once when asked, telling each how many build beside it', async () => {
    expect((await build({ atOnce: 2 })).ok).toBe(true);
    expect(builds().sort()).toEqual(['en-US 2 warm', 'zh-CN 2 warm']);
    const spans = new Map<string, number[]>();
    for (const line of fs.readFileSync(path.join(root, 'spans'), 'utf8').trim().split('\n')) {
      const [locale = '', at = '0'] = line.split(' ');
      spans.set(locale, [...(spans.get(locale) ?? []), Number(at)]);
    }
    const [enStart = 0, enEnd = 0] = spans.get('en-US') ?? [];
    const [zhStart = 0, zhEnd = 0] = spans.get('zh-CN') ?? [];
    expect(enStart < zhEnd && zhStart < enEnd).toBe(true);
  });

  it('builds cold when asked, once, and only that publish', async () => {
    expect((await build({ atOnce: 1, coldReason: 'the publisher stopped during publish 4' })).ok).toBe(true);
    expect((await build({ atOnce: 1 })).ok).toBe(true);
    expect(builds()).toEqual(['en-US 1 1', 'zh-CN 1 1', 'en-US 1 warm', 'zh-CN 1 warm']);
  });

  it('says when the content next changes: the earliest over the sites', async () => {
    fs.writeFileSync(path.join(root, 'next-en-US'), '"2027-01-14T00:00:00.000Z"');
    fs.writeFileSync(path.join(root, 'next-zh-CN'), '"2026-12-03T18:00:00.000Z"');
    expect((await build()).nextChange).toBe('2026-12-03T18:00:00.000Z');
    fs.rmSync(path.join(root, 'next-en-US'));
    fs.rmSync(path.join(root, 'next-zh-CN'));
    expect((await build()).nextChange).toBeNull();
  });

  it('fails the publish when a site fails, with its problems as the source step wrote them', async () => {
    fs.writeFileSync(path.join(root, 'fail-zh-CN'), '');
    const outcome = await build({ atOnce: 1 });
    expect(outcome.ok).toBe(false);
    expect(outcome.inputs).toEqual([]);
    expect(outcome.problems).toEqual([
      { entry: 'contentful:term-1 (zh-CN)', field: 'hsCodes.0', reason: 'not an HS code', locale: 'zh-CN' },
    ]);
    expect(outcome.error).toMatch(/^zh-CN: the build failed \(exit 1\)/);
    fs.writeFileSync(path.join(root, 'fail-en-US'), '');
    expect((await build({ atOnce: 1 })).problems.map((problem) => problem.locale)).toEqual(['en-US']);
  });

  it('builds again while Contentful serves an older revision than it announced, and gives up after the tries', async () => {
    const expected = [{ id: 'term-1', action: 'publish' as const, version: 7 }];
    fs.writeFileSync(path.join(root, 'sourced'), '{"term-1":6}\n{"term-1":7}\n');
    const caughtUp = await build({ locales: ['en-US'], expected });
    expect(caughtUp.ok).toBe(true);
    expect(builds()).toHaveLength(2);

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
      fs.writeFileSync(path.join(root, 'fail-en-US'), '');
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
