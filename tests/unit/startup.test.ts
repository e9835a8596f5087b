import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
/** A build still running after this is stopped: it hangs instead of stopping at once. */
const BUILD_LIMIT = 240_000;
/**
 * Gatsby's line once onPreInit, where gatsby-node.ts checks the keys, has passed: a build that prints it did not
 * stop at once, and is stopped then rather than left to build the whole site.
 */
const PAST_THE_CHECK = 'success onPreInit';

/**
 * The real `gatsby build`, in a scratch folder that links to this project's config and sources, so the
 * project's own .cache and public are untouched: without the analytics key it must stop at once and
 * say which variable is missing.
 */
async function buildWithout(names: string[]): Promise<{ status: number | null; output: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-'));
  try {
    // Gatsby compiles its own files from the project folder, so those are copied; the rest is linked.
    for (const file of ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package.json', 'tsconfig.json']) {
      fs.copyFileSync(path.join(root, file), path.join(dir, file));
    }
    for (const entry of ['src', 'content', 'locales', 'redirects', 'static', 'node_modules']) {
      fs.symlinkSync(path.join(root, entry), path.join(dir, entry));
    }
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      GATSBY_AMPLITUDE_API_KEY: 'key',
      GATSBY_GTM_ID: 'GTM-ABC1234',
      GATSBY_TELEMETRY_DISABLED: '1',
      CI: 'true',
    };
    for (const name of names) delete env[name];
    return await new Promise((resolve) => {
      // A process group of its own, so that stopping the build stops whatever it started.
      const child = spawn(path.join(root, 'node_modules/.bin/gatsby'), ['build'], { cwd: dir, env, detached: true });
      const stop = () => {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      };
      const limit = setTimeout(stop, BUILD_LIMIT);
      let output = '';
      const take = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(PAST_THE_CHECK)) stop();
      };
      child.stdout.on('data', take);
      child.stderr.on('data', take);
      child.on('close', (status) => {
        clearTimeout(limit);
        resolve({ status, output });
      });
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('a build without the required keys', () => {
  let withoutAnalytics: Awaited<ReturnType<typeof buildWithout>>;
  let withoutTagManager: Awaited<ReturnType<typeof buildWithout>>;
  // Gatsby starts and compiles its config before it stops: 10 s a build here, over a minute on one busy core.
  beforeAll(async () => {
    [withoutAnalytics, withoutTagManager] = await Promise.all([
      buildWithout(['GATSBY_AMPLITUDE_API_KEY']),
      buildWithout(['GATSBY_GTM_ID']),
    ]);
  }, BUILD_LIMIT + 30_000);

  it('fails, naming the missing analytics key', () => {
    const { status, output } = withoutAnalytics;
    expect(status).not.toBe(0);
    expect(output).toContain('GATSBY_AMPLITUDE_API_KEY is not set');
    expect(output).not.toContain('GATSBY_GTM_ID is not set');
  });

  it('fails, naming the missing tag-manager id', () => {
    const { status, output } = withoutTagManager;
    expect(status).not.toBe(0);
    expect(output).toContain('GATSBY_GTM_ID is not set');
  });
});
