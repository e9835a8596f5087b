import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

/**
 * The real `gatsby build`, in a scratch folder that links to this project's config and sources, so the
 * project's own .cache and public are untouched: without the analytics key it must stop at once and
 * say which variable is missing.
 */
function buildWithout(names: string[]): { status: number | null; output: string } {
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
    const result = spawnSync(path.join(root, 'node_modules/.bin/gatsby'), ['build'], { cwd: dir, env, encoding: 'utf8', timeout: 120_000 });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('a build without the required keys', () => {
  it('fails, naming the missing analytics key', () => {
    const { status, output } = buildWithout(['GATSBY_AMPLITUDE_API_KEY']);
    expect(status).not.toBe(0);
    expect(output).toContain('GATSBY_AMPLITUDE_API_KEY is not set');
    expect(output).not.toContain('GATSBY_GTM_ID is not set');
  }, 130_000);

  it('fails, naming the missing tag-manager id', () => {
    const { status, output } = buildWithout(['GATSBY_GTM_ID']);
    expect(status).not.toBe(0);
    expect(output).toContain('GATSBY_GTM_ID is not set');
  }, 130_000);
});
