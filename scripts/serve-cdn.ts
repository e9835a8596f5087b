/**
 * npm run serve:cdn: the CDN build of SITE_LOCALE (default en-US) on PORT (default 8888), served offline by
 * Netlify's own local server: its rule engine reads the adapter's _redirects and _headers, its function
 * runtime runs /api/leads and /api/geo. Builds the site first when it is missing or older than the sources;
 * installs the pinned CLI (scripts/cdn/package.json) on first use.
 *   CDN_COUNTRY: the country Netlify's geolocation header reports (offline it is a mock; default US).
 *   --no-build: serve what is built, never build (the browser tests, whose nginx serves the same build).
 * Stops the server when this process is stopped.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../src/pipeline/files';
import { LOCALES, isLocale } from '../src/shared/i18n/locales';

const root = path.resolve(__dirname, '..');
const locale = process.env.SITE_LOCALE ?? 'en-US';
const port = Number(process.env.PORT ?? 8888);
if (!isLocale(locale)) {
  console.error(`SITE_LOCALE must be one of ${LOCALES.join(', ')}; got "${locale}".`);
  process.exit(2);
}

const siteDir = path.join(root, '.serve/sites', locale);
const cdnDir = path.join(root, '.serve/cdn', locale);
const stamp = path.join(cdnDir, '.built');
const cliDir = path.join(root, 'scripts/cdn');
const cli = path.join(cliDir, 'node_modules/.bin/netlify');

/** What a build reads: a change to any of these makes the served build stale. */
const SOURCES = ['src', 'content', 'redirects', 'locales', 'static', 'services'];
const SOURCE_FILES = ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package-lock.json'];

function newestSource(): number {
  const files = [
    ...SOURCES.flatMap((dir) => (fs.existsSync(path.join(root, dir)) ? filesUnder(path.join(root, dir)) : [])),
    ...SOURCE_FILES.map((file) => path.join(root, file)),
  ];
  return Math.max(...files.filter((file) => !file.endsWith('gatsby-types.d.ts')).map((file) => fs.statSync(file).mtimeMs));
}

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): void {
  const result = spawnSync(command, args, { cwd: options.cwd ?? root, env: options.env ?? process.env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const noBuild = process.argv.includes('--no-build');
if (noBuild && !fs.existsSync(stamp)) {
  console.error(`serve:cdn: no CDN build of ${locale} in ${cdnDir}: run "npm run build" first.`);
  process.exit(1);
}
if (!noBuild && (!fs.existsSync(stamp) || fs.statSync(stamp).mtimeMs < newestSource())) {
  console.log(`serve:cdn: the ${locale} build is missing or older than the sources; building it.`);
  // As npm start does: a local preview without real keys builds with placeholders no account accepts.
  const keys = {
    GATSBY_AMPLITUDE_API_KEY: process.env.GATSBY_AMPLITUDE_API_KEY || 'local-preview',
    GATSBY_GTM_ID: process.env.GATSBY_GTM_ID || 'GTM-PREVIEW',
  };
  run('bash', ['scripts/build-sites.sh'], { env: { ...process.env, ...keys, LOCALES: locale } });
}
if (!fs.existsSync(cli)) {
  console.log('serve:cdn: installing the pinned Netlify CLI (scripts/cdn, once).');
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: cliDir });
}

const args = [
  'dev',
  // Offline: no account, no network; edge functions would download their runtime, and the site has none.
  '--offline',
  '--internal-disable-edge-functions',
  '--dir',
  siteDir,
  '--functions',
  path.join(cdnDir, '.netlify/functions-internal'),
  '--port',
  String(port),
  '--country',
  process.env.CDN_COUNTRY ?? 'US',
  '--no-open',
  '--skip-gitignore',
];
// The CLI runs on the Node 22 LTS of scripts/cdn (node-linux-*): on Node 24.21 it ends at a request its proxy hands on,
// in Node's own IncomingMessage clean-up (its abort-signal socket is undefined where the code expects null). It stands
// in for Netlify here; the site's build and functions do not run on it in production.
const PATH = [path.join(cliDir, 'node_modules/.bin'), process.env.PATH ?? ''].join(path.delimiter);
const child = spawn(cli, args, { cwd: cdnDir, env: { ...process.env, PATH, BROWSER: 'none' }, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
