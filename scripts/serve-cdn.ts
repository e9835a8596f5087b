/**
 * npm run serve:cdn: the CDN build of SITE_LOCALE (default en-US) on PORT (default 8888), served offline by
 * Netlify's own local server: its rule engine reads the adapter's _redirects and _headers, its function
 * runtime runs /api/leads and /api/geo. Builds the site first (nothing is built when nothing changed);
 * installs the pinned CLI (scripts/cdn/package.json) on first use.
 *   CDN_COUNTRY: the country Netlify's geolocation header reports (offline it is a mock; default US).
 *   --no-build: serve what is built, never build (the browser tests, whose nginx serves the same build).
 *   --install: install the CLI when it is missing or stale, and nothing else.
 * Stops the server when this process is stopped.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, isLocale } from '../src/shared/i18n/locales';
import { siteBuild } from '../services/shared/site-builds';

const root = path.resolve(__dirname, '..');
const locale = process.env.SITE_LOCALE ?? 'en-US';
const port = Number(process.env.PORT ?? 8888);
if (!isLocale(locale)) {
  console.error(`SITE_LOCALE must be one of ${LOCALES.join(', ')}; got "${locale}".`);
  process.exit(2);
}

// The locale's built site (a link to its build's public/, or a release a test deployed) and its build folder, which
// holds the adapter's functions and the compiled functions they load (services/shared/site-builds.ts).
const siteDir = path.join(root, '.serve/sites', locale);
const build = siteBuild(locale);
const functionsDir = path.join(build.root, '.netlify/functions-internal');
const cliDir = path.join(root, 'scripts/cdn');
const cli = path.join(cliDir, 'node_modules/.bin/netlify');

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): void {
  const result = spawnSync(command, args, { cwd: options.cwd ?? root, env: options.env ?? process.env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Installed on first use, and again when its lock file is newer than what npm installed from it.
const installed = path.join(cliDir, 'node_modules/.package-lock.json');
if (
  !fs.existsSync(cli) ||
  !fs.existsSync(installed) ||
  fs.statSync(installed).mtimeMs < fs.statSync(path.join(cliDir, 'package-lock.json')).mtimeMs
) {
  console.log('serve:cdn: installing the pinned Netlify CLI (scripts/cdn).');
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: cliDir });
}
// npm test installs it before the browser tests start their servers, which give it a minute.
if (process.argv.includes('--install')) process.exit(0);

if (process.argv.includes('--no-build')) {
  if (!fs.existsSync(functionsDir) || !fs.existsSync(path.join(siteDir, 'index.html'))) {
    console.error(`serve:cdn: no CDN build of ${locale} in ${build.root}: run "npm run build" first.`);
    process.exit(1);
  }
} else {
  // The build does nothing when nothing it reads changed since the last one (scripts/build-sites.ts).
  // As npm start does: a local preview without real keys builds with placeholders that no account accepts.
  const keys = {
    GATSBY_AMPLITUDE_API_KEY: process.env.GATSBY_AMPLITUDE_API_KEY || 'local-preview',
    GATSBY_GTM_ID: process.env.GATSBY_GTM_ID || 'GTM-PREVIEW',
  };
  run('bash', ['scripts/build-sites.sh'], { env: { ...process.env, ...keys, LOCALES: locale } });
}
const args = [
  'dev',
  // Offline: no account, no network; edge functions would download their runtime, and the site has none.
  '--offline',
  '--internal-disable-edge-functions',
  '--dir',
  siteDir,
  '--functions',
  functionsDir,
  '--port',
  String(port),
  '--country',
  process.env.CDN_COUNTRY ?? 'US',
  '--no-open',
  '--skip-gitignore',
];
// Netlify's CLI keeps its state in its working folder: one of its own, without a package.json to take for a project.
const workDir = path.join(root, '.serve/cdn', locale);
fs.rmSync(workDir, { recursive: true, force: true });
fs.mkdirSync(workDir, { recursive: true });
// The CLI runs on the Node 22 LTS of scripts/cdn (node-linux-*): on Node 24.21 it ends at a request its proxy hands on,
// in Node's own IncomingMessage clean-up (its abort-signal socket is undefined where the code expects null). It stands
// in for Netlify here; the site's build and functions do not run on it in production.
const PATH = [path.join(cliDir, 'node_modules/.bin'), process.env.PATH ?? ''].join(path.delimiter);
const child = spawn(cli, args, { cwd: workDir, env: { ...process.env, PATH, BROWSER: 'none' }, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
