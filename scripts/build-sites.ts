/**
 * Builds the regional sites (LOCALES, default "en-US zh-CN"), each in the folder it keeps for good,
 * `.serve/builds/<locale>/` (services/shared/site-builds.ts), and prints each one's time and pages. `npm run build`,
 * `npm start`, `npm test` and the publisher all build through it.
 *
 * What stays around `gatsby build`, because Gatsby cannot do it from inside:
 * - the build folder's sources are brought in step with the checkout (hard links; milliseconds);
 * - `gatsby build` runs under the build's own environment (siteBuildEnvironment): a build from another shell,
 *   npm script or the publisher sees the same one, so it neither compiles webpack again nor reads the content again;
 * - a locale whose cache was built from other stylesheets starts cold: Gatsby inlines the stylesheet into every
 *   page, and a warm build renders again only the pages whose data changed, which would keep the old styles;
 * - a build that failed after Gatsby began writing its cache may have left it half-written: the next one of that
 *   locale starts cold. One that failed before (the environment check of onPreInit) leaves the folder as the last
 *   build left it, which the next one starts from;
 * - the build's reports for the publisher (content checks, problems) are gone when a run starts: after a failure they
 *   are there only when that build wrote them, and when the last build stands for the run, its checks are put back;
 * - a build whose inputs are all as they were for the last one that succeeded (everything src/pipeline/build-inputs.ts
 *   lists: every source file, the installed packages and their patches, the files the environment names, the
 *   environment; and local content that nothing scheduled has changed since) is not run: its output would be the
 *   same. Content from Contentful comes from the network, so a build from it always runs.
 *
 *   COLD=1          every locale starts from an empty cache (the publisher, after an interrupted publish)
 *   FORCE_BUILD=1   runs `gatsby build` even when nothing it reads changed (to measure it)
 *   SITES_AT_ONCE   how many locales build at the same time, each with its share of the cores for its workers
 *                   (default: services/shared/site-builds.ts, sitesAtOnce)
 *   BUILD_TRACE=1   Gatsby records every span of its build (scripts/bench/gatsby-tracer.mjs), for
 *                   `npm run bench:gatsby-phases`
 *
 * On a CDN host (NETLIFY set) the one site is built in the checkout itself, where the adapter and the CDN expect it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSites } from './dev/locale-builds';
import { coresPerSite, sitesAtOnce } from '../services/shared/site-builds';

const checkout = path.resolve(__dirname, '..');
const gatsby = path.join(checkout, 'node_modules', '.bin', 'gatsby');
// Read here, not passed to the build: its environment is part of what decides whether a build runs.
const traced =
  process.env.BUILD_TRACE === '1' ? ['--open-tracing-config-file', path.join(checkout, 'scripts/bench/gatsby-tracer.mjs')] : [];

function gatsbyBuild(root: string, env: NodeJS.ProcessEnv, label: string | null): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(gatsby, ['build', ...traced], { cwd: root, env, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (label) {
      // Two builds at once: each line says whose it is.
      for (const stream of [child.stdout, child.stderr])
        stream?.on('data', (chunk: Buffer) => process.stdout.write(chunk.toString('utf8').replace(/^(?=.)/gm, `[${label}] `)));
    }
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<void> {
  const locales = (process.env.LOCALES ?? 'en-US zh-CN').split(/\s+/).filter(Boolean);
  if (process.env.NETLIFY) {
    if (locales.length !== 1) throw new Error(`A CDN host builds one site; LOCALES names ${locales.length}`);
    // The CDN's own environment as it is: its adapter reads variables of the CDN's that no list here knows.
    process.exit(await gatsbyBuild(checkout, { ...process.env, SITE_LOCALE: locales[0] }, null));
  }
  // The caches of the layout before build folders (moved between the locales), several gigabytes.
  fs.rmSync(path.join(checkout, '.serve', 'cache'), { recursive: true, force: true });
  // The cores each build gets follow the setting, not how many locales this run builds: the publisher runs one
  // process per locale at once, and its builds must see the environment these do.
  const atOnce = sitesAtOnce();
  const ok = await buildSites({
    projectRoot: checkout,
    locales,
    env: process.env,
    gatsby: gatsbyBuild,
    atOnce,
    cpus: coresPerSite(atOnce),
    cold: process.env.COLD === '1',
    force: process.env.FORCE_BUILD === '1',
  });
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
