/**
 * npm run preview — the editors' preview of one regional site (SITE_LOCALE, default en-US): `gatsby
 * develop` over Contentful's Preview API (drafts), on localhost only, behind the server of server.ts on PREVIEW_PORT.
 * Contentful's webhook (POST /__preview/refresh, signed) makes it read the drafts again; the open page shows the change.
 *
 * Its settings (Contentful's space and keys, the access key of the preview links, the webhook's signing secret, the
 * ports, the site, the HS files) are those services/shared/settings.ts lists as read by `preview`, checked as it starts.
 * The HS nomenclature is not CMS content: the preview reads the HS sample, unless HS_CODES_CSV and HS_SECTIONS_CSV name
 * other files.
 * `npm run preview:stand-in` runs it against a local Contentful stand-in holding the embedded content, with keys made
 * up for the run, so that it can be tried without a Contentful account (scripts/dev/preview-stand-in.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PREVIEW_STATE_FILE } from '../../src/pipeline/preview-content';
import { HS_SAMPLE_ENV } from '../../src/pipeline/hs-sample';
import { MIN_KEY_LENGTH, settingsOf, type ProgramSettings } from '../shared/settings';
import { stopOnSignal } from '../shared/stop-on-signal';
import { RefreshScheduler } from './refresh';
import { createPreviewServer, readState } from './server';

const root = path.resolve(__dirname, '../..');
/** Gatsby answers its refresh endpoint at once and reads afterwards: an answer this late means it is stuck. */
const TRIGGER_TIMEOUT_MS = 10_000;

export interface PreviewOptions {
  /** The project `gatsby develop` runs in. */
  siteDir: string;
  env: NodeJS.ProcessEnv;
  port: number;
  gatsbyPort: number;
  accessKey: string;
  webhookSecret: string;
  log: (line: string) => void;
}

export interface Preview {
  url: string;
  refresh: RefreshScheduler;
  /** Resolves when the drafts have been read and Gatsby serves pages. */
  ready: Promise<void>;
  /** Gatsby's output so far. */
  output: () => string;
  stop: () => Promise<void>;
}

export async function startPreview(options: PreviewOptions): Promise<Preview> {
  if (options.accessKey.length < MIN_KEY_LENGTH) throw new Error(`PREVIEW_ACCESS_KEY must be at least ${MIN_KEY_LENGTH} characters`);
  if (!options.webhookSecret) throw new Error('PREVIEW_WEBHOOK_SECRET is not set: the refresh webhook could not be verified');
  const refreshToken = crypto.randomBytes(24).toString('base64url');
  const upstream = { host: 'localhost', port: options.gatsbyPort };
  const stateFile = path.join(options.siteDir, PREVIEW_STATE_FILE);
  let output = '';
  const gatsby: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/gatsby'),
    ['develop', '--host', upstream.host, '--port', String(upstream.port)],
    {
      cwd: options.siteDir,
      env: {
        ...HS_SAMPLE_ENV,
        ...options.env,
        CONTENTFUL_PREVIEW: 'true',
        ENABLE_GATSBY_REFRESH_ENDPOINT: 'true',
        GATSBY_REFRESH_TOKEN: refreshToken,
        // Query-on-demand: a refresh runs the queries of the pages someone has open, not of every page.
        GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: 'true',
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  gatsby.stdout?.on('data', collect);
  gatsby.stderr?.on('data', collect);
  const exited = new Promise<never>((_, reject) =>
    gatsby.on('exit', (code) => reject(new Error(`gatsby develop stopped (${code}):\n${output.slice(-3000)}`))),
  );
  const ready = (async () => {
    for (;;) {
      const served = await fetch(`http://${upstream.host}:${upstream.port}/`).then(
        (r) => r.status,
        () => 0,
      );
      if (served === 200 && readState(stateFile)) return;
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 500))]);
    }
  })();
  ready.catch(() => undefined);
  const refresh = new RefreshScheduler({
    trigger: async () => {
      // Gatsby ignores a refresh asked while it starts: a save made then is read once it is up.
      await ready;
      const answer = await fetch(`http://${upstream.host}:${upstream.port}/__refresh`, {
        method: 'POST',
        headers: { authorization: refreshToken, 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(TRIGGER_TIMEOUT_MS),
      });
      if (!answer.ok) throw new Error(`Gatsby answered ${answer.status}`);
    },
    generation: () => readState(stateFile)?.generation ?? null,
    log: options.log,
  });
  const server = createPreviewServer({
    upstream,
    accessKey: options.accessKey,
    webhookSecret: options.webhookSecret,
    stateFile,
    refresh,
    log: options.log,
  });
  await new Promise<void>((resolve) => server.listen(options.port, resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url,
    refresh,
    ready,
    output: () => output,
    stop: async () => {
      refresh.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      // The whole process group: gatsby develop runs its dev server and workers as children.
      if (gatsby.pid && gatsby.exitCode === null) {
        try {
          process.kill(-gatsby.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    },
  };
}

const log = (line: string) => console.log(`preview: ${line}`);

/**
 * Runs the preview with the settings of `env` until a signal stops it, then `stopAlso` (what was started for it:
 * the stand-in of scripts/dev/preview-stand-in.ts).
 */
export async function runPreview(env: NodeJS.ProcessEnv, stopAlso: () => Promise<void> = async () => {}): Promise<void> {
  let settings: ProgramSettings<'preview'>;
  try {
    settings = settingsOf('preview', env);
  } catch (error) {
    await stopAlso();
    throw error;
  }
  const preview = await startPreview({
    siteDir: root,
    env,
    port: settings.PREVIEW_PORT,
    gatsbyPort: settings.PREVIEW_GATSBY_PORT,
    accessKey: settings.PREVIEW_ACCESS_KEY,
    webhookSecret: settings.PREVIEW_WEBHOOK_SECRET,
    log,
  });
  stopOnSignal(async () => {
    await preview.stop();
    await stopAlso();
  });
  log(`starting gatsby develop over Contentful's drafts; the preview will answer at ${preview.url}`);
  await preview.ready;
  log(`ready: ${preview.url}/?preview_key=<PREVIEW_ACCESS_KEY> signs you in`);
}

if (require.main === module)
  runPreview({ ...process.env }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
