/**
 * The next deploy of a regional site (en-US unless LOCALES names others), for the browser test of what a returning
 * visitor sees after a deploy (tests/e2e/deploy.spec.ts). Both deploys are releases, as the publisher makes them
 * (services/publisher/releases.ts), in .serve/deploy-releases: the site as built (the first release copies it; a
 * later one links what did not change), then the next deploy: one blog post's title edited and every bundle renamed
 * (BUNDLE_HASH_SALT, as a code change renames them), built warm in the locale's own build folder as a CI deploy builds
 * it (scripts/build-sites.sh). What changed is written to .serve/sites-next/<locale>.json, with both releases' sites.
 * Scripts and stylesheets of earlier builds that Gatsby leaves in its output are removed from the build before its
 * release is made, as a deploy from a clean build has none: the worst case for a visitor whose pages name the old ones. `.serve/sites/<locale>`
 * is pointed at the first release, so that the other browser tests see the site as committed. The edit is made in
 * place and undone whatever happens, a stop signal included.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../../src/shared/i18n/locales';
import { siteBuild } from '../../services/shared/site-builds';
import { makeRelease, pruneReleases } from '../../services/publisher/releases';

const root = path.resolve(__dirname, '../..');
export const NEXT_DIR = path.join(root, '.serve/sites-next');
const RELEASES = path.join(root, '.serve/deploy-releases');
export const EDITED_POST = 'isf-10-plus-2-filing-and-penalties';
/** The site whose next deploy npm test builds: what a returning visitor sees is the same code on both. */
export const NEXT_DEPLOY_LOCALE: Locale = 'en-US';
const EDIT_MARK: Record<Locale, string> = { 'en-US': ' (updated)', 'zh-CN': '（已更新）' };

export interface NextDeploy {
  /** The edited post's page. */
  path: string;
  before: string;
  after: string;
  /** The deploy before and the next one: each a release's site folder. */
  sites: { before: string; after: string };
}

function postFile(locale: Locale): string {
  const posts = path.join(root, 'content/blog/posts');
  const localized = path.join(posts, `${EDITED_POST}.${locale}.md`);
  return fs.existsSync(localized) ? localized : path.join(posts, `${EDITED_POST}.md`);
}

function editTitle(file: string, mark: string): { before: string; after: string } {
  const text = fs.readFileSync(file, 'utf8');
  const match = text.match(/^title: "(.*)"$/m);
  if (!match?.[1]) throw new Error(`${file}: no quoted title line to edit`);
  fs.writeFileSync(file, text.replace(match[0], `title: "${match[1]}${mark}"`));
  return { before: match[1], after: `${match[1]}${mark}` };
}

/**
 * The hashed scripts and stylesheets this build uses are those its webpack stats and chunk map name, and
 * those it wrote (the tag manager's); any other is a leftover of an earlier build.
 */
function removeStaleBundles(site: string, builtSince: number): number {
  const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(site, file), 'utf8'));
  const stats = read('webpack.stats.json') as {
    assetsByChunkName: Record<string, string[]>;
    namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
  };
  const chunkMap = read('chunk-map.json') as Record<string, string[]>;
  const current = new Set([
    ...Object.values(stats.assetsByChunkName).flat(),
    ...Object.values(stats.namedChunkGroups).flatMap((group) => group.assets.map((asset) => asset.name)),
    ...Object.values(chunkMap)
      .flat()
      .map((file) => file.replace(/^\//, '')),
  ]);
  let removed = 0;
  for (const name of fs.readdirSync(site)) {
    const bundle = name.match(/^(.+[-.][0-9a-f]{20}\.(?:js|css))(?:\.gz|\.LICENSE\.txt)?$/)?.[1];
    if (!bundle || current.has(bundle) || fs.statSync(path.join(site, name)).mtimeMs >= builtSince) continue;
    fs.rmSync(path.join(site, name));
    removed += 1;
  }
  return removed;
}

/** A release of each locale's site as its build folder holds it now; returns each locale's site in the release. */
async function release(locales: readonly Locale[]): Promise<Map<Locale, string>> {
  const sites = locales.map((locale) => ({ locale, siteDir: siteBuild(locale).site, rulesFile: siteBuild(locale).rules }));
  const made = await makeRelease(RELEASES, sites, { publishId: null });
  console.log(`next deploy: release ${made.id}, ${made.linked} files linked from the one before, ${made.copied} copied`);
  return new Map(locales.map((locale) => [locale, path.join(RELEASES, 'releases', made.id, locale, 'site')]));
}

/** Points `.serve/sites/<locale>` at `site`, as build-sites.ts points it at the build's own. */
function pointSites(locale: Locale, site: string): void {
  const link = path.join(root, '.serve/sites', locale);
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.relative(path.dirname(link), site), link);
}

async function main(): Promise<void> {
  const locales = (process.env.LOCALES ?? NEXT_DEPLOY_LOCALE).split(/\s+/).filter((l): l is Locale => LOCALES.some((known) => known === l));
  const originals = new Map<string, string>();
  const restore = () => {
    for (const [file, text] of originals) fs.writeFileSync(file, text);
    originals.clear();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      restore();
      process.exit(1);
    });
  }
  // A run's two releases are kept: the next run's first release links what did not change from the newest.
  await pruneReleases(RELEASES, 1);
  const before = await release(locales);
  let after: Map<Locale, string>;
  const changes = new Map<Locale, Omit<NextDeploy, 'sites'>>();
  try {
    for (const locale of locales) {
      const file = postFile(locale);
      if (!originals.has(file)) originals.set(file, fs.readFileSync(file, 'utf8'));
      changes.set(locale, { path: `/blog/${EDITED_POST}/`, ...editTitle(file, EDIT_MARK[locale]) });
    }
    const builtSince = Date.now() - 1000;
    const build = spawnSync('bash', ['scripts/build-sites.sh'], {
      cwd: root,
      env: { ...process.env, LOCALES: locales.join(' '), BUNDLE_HASH_SALT: `next-${Date.now()}` },
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error(`the next deploy did not build (exit ${build.status})`);
    // From the build, before the release is made: a release is never changed once made (its manifest says what it holds).
    for (const locale of locales) {
      const removed = removeStaleBundles(siteBuild(locale).site, builtSince);
      console.log(`next deploy ${locale}: removed ${removed} scripts and stylesheets of earlier builds`);
    }
    after = await release(locales);
  } finally {
    restore();
  }
  // Whole sites were copied here before the deploys were releases.
  fs.rmSync(NEXT_DIR, { recursive: true, force: true });
  fs.mkdirSync(NEXT_DIR, { recursive: true });
  for (const [locale, change] of changes) {
    const sites = { before: before.get(locale) ?? '', after: after.get(locale) ?? '' };
    fs.writeFileSync(path.join(NEXT_DIR, `${locale}.json`), JSON.stringify({ ...change, sites } satisfies NextDeploy, null, 2));
    pointSites(locale, sites.before);
    console.log(`next deploy ${locale}: ${change.path} titled "${change.after}"`);
  }
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
