import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface ServeSiteOptions {
  port: number;
  /** The built site to serve (absolute, or relative to the project). */
  siteDir: string;
  /** The build's server rules; default the project's .serve/site.conf. */
  rules?: string;
  /** nginx's working folder; default .serve/nginx-<port>. */
  nginxDir?: string;
}

/**
 * Serves a built site with nginx, as production does (scripts/serve.mjs), and resolves once it answers
 * HTTP; fails with nginx's output if it exits first. Stop it with `.kill('SIGTERM')`.
 */
export async function serveSite({ port, siteDir, rules, nginxDir }: ServeSiteOptions): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SITE_DIR: siteDir,
      ...(rules ? { SITE_RULES: rules } : {}),
      ...(nginxDir ? { NGINX_DIR: nginxDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}/`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx for ${siteDir} exited (${child.exitCode}): ${output}`);
    try {
      await fetch(url);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill('SIGTERM');
  throw new Error(`nginx for ${siteDir} did not answer on ${url}: ${output}`);
}
