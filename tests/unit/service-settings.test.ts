import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteOriginsFromEnv } from '../../services/leads/captcha';
import { databaseSettingsFromEnv } from '../../services/leads/store';
import { main } from '../../services/leads/server';
import { main as publisherMain } from '../../services/publisher/server';
import { freePort } from '../support/free-port';
import { tempDir } from '../support/temp-dir';

describe('a setting of the lead service with a bad value is refused, with its name and what it takes', () => {
  it('a number', () => {
    expect(() => databaseSettingsFromEnv({ LEADS_DB_POOL: 'ten' })).toThrow(
      'LEADS_DB_POOL must be a whole number of connections (at least 1); got "ten"',
    );
  });

  it('a flag', () => {
    expect(() => databaseSettingsFromEnv({ LEADS_PGLITE_FSYNC: 'no' })).toThrow('LEADS_PGLITE_FSYNC must be "on" or "off"; got "no"');
  });

  it('origin pairs', () => {
    // A host without its scheme: URL reads "localhost:" as the scheme, and the pair would name no origin at all.
    expect(() => siteOriginsFromEnv({ LEADS_SITE_ORIGINS: 'zh-CN=localhost:9102' })).toThrow(
      /^LEADS_SITE_ORIGINS must be <locale>=<origin> pairs.*; got "zh-CN=localhost:9102"$/,
    );
  });

  it('a path', () => {
    const file = path.join(tempDir('settings-'), 'leads');
    fs.writeFileSync(file, '');
    expect(() => databaseSettingsFromEnv({ LEADS_DIR: file })).toThrow(
      `LEADS_DIR must be a folder, or a path where one can be made; got "${file}"`,
    );
  });
});

describe('the lead service', () => {
  it('refuses to start on LEADS_REPLAY_MS=abc, saying why, before it opens or writes anything', async () => {
    const leadsDir = path.join(tempDir('settings-'), 'leads');
    await expect(main({ LEADS_DIR: leadsDir, LEADS_PORT: String(await freePort()), LEADS_REPLAY_MS: 'abc' })).rejects.toThrow(
      'LEADS_REPLAY_MS must be a whole number of milliseconds (at least 1000, at most 2147483647); got "abc"',
    );
    expect(fs.existsSync(leadsDir)).toBe(false);
  });
});

/** Runs a service's entry file as npm does; its exit code and what it printed on stderr. */
function run(file: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

describe('the other services', () => {
  it('the publisher refuses to start on a bad setting, before it takes its lock or makes its folder', async () => {
    const dir = path.join(tempDir('settings-'), 'publisher');
    await expect(publisherMain({ PUBLISH_DIR: dir, PUBLISH_KEEP: 'all' })).rejects.toThrow(
      'PUBLISH_KEEP must be a whole number of releases (0 or more); got "all"',
    );
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('the delivery worker and the preview stop at start with exit code 1, naming the setting', async () => {
    const leadsDir = path.join(tempDir('settings-'), 'leads');
    const [worker, preview] = await Promise.all([
      run('services/leads/worker.ts', { LEADS_DIR: leadsDir, LEADS_RETRY_MAX_MS: 'soon' }),
      run('services/preview/preview.ts', { PREVIEW_PORT: 'http' }),
    ]);
    expect(worker.code).toBe(1);
    expect(worker.stderr).toContain(
      'LEADS_RETRY_MAX_MS must be a whole number of milliseconds (at least 1, at most 2147483647); got "soon"',
    );
    expect(fs.existsSync(leadsDir)).toBe(false);
    expect(preview.code).toBe(1);
    expect(preview.stderr).toContain('PREVIEW_PORT must be a port number (1 to 65535); got "http"');
  });
});
