import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE } from '../../src/shared/i18n/locales';
import { siteBuild } from '../../services/shared/site-builds';

const root = path.resolve(__dirname, '../..');

export interface ServeSiteOptions {
  port: number;
  /** The built site to serve (absolute, or relative to the project). */
  siteDir: string;
  /** The build's server rules; default those of `locale`'s build (services/shared/site-builds.ts). */
  rules?: string;
  /** Whose build's rules to serve with, when `rules` is not given; default en-US. */
  locale?: string;
  /** nginx's working folder; default .serve/nginx-<port>. */
  nginxDir?: string;
}

/**
 * Serves a built site with nginx, as production does (scripts/serve.ts), and resolves once it answers
 * HTTP; fails with nginx's output if it exits first. Stop it with `.kill('SIGTERM')`.
 */
export async function serveSite({ port, siteDir, rules, locale, nginxDir }: ServeSiteOptions): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/serve.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SITE_DIR: siteDir,
      ...(locale ? { SITE_LOCALE: locale } : {}),
      ...(rules ? { SITE_RULES: rules } : {}),
      ...(nginxDir ? { NGINX_DIR: nginxDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await untilAnswering(child, `http://localhost:${port}/`, `nginx for ${siteDir}`, { output: () => output });
  return child;
}

interface AnsweringOptions {
  /** Tries, and the pause between them in ms. */
  attempts?: number;
  every?: number;
  /** Whether only a 2xx answer counts (a service's health path) rather than any (nginx's pages). */
  okOnly?: boolean;
  /** What the process printed, for the error. */
  output?: () => string;
}

/**
 * Resolves once `url` answers; throws naming `what` if `child` exits first, or stops it and throws if no
 * answer came in `attempts` tries.
 */
export async function untilAnswering(
  child: ChildProcess,
  url: string,
  what: string,
  { attempts = 100, every = 100, okOnly = false, output = () => '' }: AnsweringOptions = {},
): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}): ${output()}`);
    const answered = await fetch(url).then(
      (response) => !okOnly || response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  child.kill('SIGTERM');
  throw new Error(`${what} did not answer on ${url}: ${output()}`);
}

/**
 * Starts services/leads/server.ts on the port the build's nginx rules proxy /api/geo to, with a store of its own,
 * as production runs it beside nginx (so the consent tool's /api/geo is answered); resolves once it answers.
 */
export async function startLeadService(): Promise<ChildProcess> {
  const { rules } = siteBuild(DEFAULT_LOCALE);
  const conf = fs.readFileSync(rules, 'utf8');
  const port = /location = \/api\/geo \{\s*proxy_pass http:\/\/127\.0\.0\.1:(\d+)/.exec(conf)?.[1];
  if (!port) throw new Error(`${rules} proxies /api/geo nowhere on this machine: build with scripts/build-sites.sh`);
  const dir = path.join(root, '.serve/bench-leads');
  fs.rmSync(dir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/leads/server.ts'], {
    cwd: root,
    env: { ...process.env, LEADS_DIR: dir, LEADS_PORT: port },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilAnswering(child, `http://127.0.0.1:${port}/api/geo`, 'the lead service', { attempts: 150, every: 200, okOnly: true });
  return child;
}
