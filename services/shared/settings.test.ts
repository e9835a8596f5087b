import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROGRAMS, readSetting, SETTINGS, settingNames, settingsOf, SettingsError, type SettingName } from './settings';

const refusal = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (error) {
    if (error instanceof SettingsError) return [...error.problems];
    throw error;
  }
  throw new Error('nothing was refused');
};

const PREVIEW_KEYS = {
  PREVIEW_ACCESS_KEY: 'k'.repeat(24),
  PREVIEW_WEBHOOK_SECRET: 'webhook-secret',
  CONTENTFUL_SPACE_ID: 'space',
  CONTENTFUL_ACCESS_TOKEN: 'delivery-token',
  CONTENTFUL_PREVIEW_ACCESS_TOKEN: 'preview-token',
};

describe('settingsOf, the check of every setting a program reads as it starts', () => {
  it('gives the defaults, an empty value counting as unset', () => {
    const leads = settingsOf('leads', { LEADS_REPLAY_MS: '', LEADS_SITE_ORIGINS: '' });
    expect(leads).toMatchObject({
      LEADS_PORT: 9400,
      LEADS_DIR: path.resolve('.leads'),
      LEADS_DELIVERY: true,
      LEADS_PGLITE_FSYNC: true,
      LEADS_REPLAY_MS: 30_000,
      LEADS_RATE_LIMIT: { max: 30, windowSeconds: 600 },
      LEADS_SITE_ORIGINS: [],
      RECAPTCHA_SCORE_THRESHOLD: 0.5,
    });
    expect(leads.DATABASE_URL).toBeUndefined();
    expect(settingsOf('publisher', {})).toMatchObject({ PUBLISHER_PORT: 9500, PUBLISH_LOCALES: ['en-US', 'zh-CN'], PUBLISH_KEEP: 5 });
  });

  it('names every bad value at once, with what it takes: numbers, locales (an enum), ports', () => {
    expect(refusal(() => settingsOf('publisher', { PUBLISH_KEEP: '-1', PUBLISH_LOCALES: 'en-US fr-FR', PUBLISHER_PORT: '70000' }))).toEqual(
      [
        'PUBLISHER_PORT must be a port number (1 to 65535); got "70000"',
        'PUBLISH_LOCALES must be space-separated locales, each once, of en-US, zh-CN; got "en-US fr-FR"',
        'PUBLISH_KEEP must be a whole number of releases (0 or more); got "-1"',
      ],
    );
    // A timer past 2^31-1 ms fires after 1 ms in Node.
    expect(refusal(() => settingsOf('leads', { LEADS_POLL_MS: '2147483648', LEADS_DELIVERY: 'false' }))).toEqual([
      'LEADS_DELIVERY must be "on" or "off"; got "false"',
      'LEADS_POLL_MS must be a whole number of milliseconds (at least 10, at most 2147483647); got "2147483648"',
    ]);
  });

  it('refuses a preview without the keys it needs, a short access key, and an HS file that is not there', () => {
    expect(refusal(() => settingsOf('preview', {}))).toEqual(
      Object.keys(PREVIEW_KEYS).map((name) => expect.stringMatching(new RegExp(`^${name} must be .*; it is not set$`)) as unknown),
    );
    const missing = path.join(__dirname, 'no-such-file.csv');
    expect(refusal(() => settingsOf('preview', { ...PREVIEW_KEYS, PREVIEW_ACCESS_KEY: 'short', HS_CODES_CSV: missing }))).toEqual([
      'PREVIEW_ACCESS_KEY must be at least 24 characters; got a value of 5 characters, not repeated here',
      `HS_CODES_CSV must be a readable file; got ${JSON.stringify(missing)}`,
    ]);
    expect(settingsOf('preview', { ...PREVIEW_KEYS, HS_CODES_CSV: __filename }).HS_CODES_CSV).toBe(__filename);
  });

  it('never repeats a secret', () => {
    const [problem = ''] = refusal(() => readSetting('DATABASE_URL', { DATABASE_URL: 'mysql://root:hunter2@db/leads' }));
    expect(problem).toMatch(/^DATABASE_URL must be a PostgreSQL connection URL/);
    expect(problem).not.toContain('hunter2');
  });

  it('takes the values the tests and scripts start the services with', () => {
    expect(readSetting('DATABASE_URL', { DATABASE_URL: 'postgresql://postgres@/leads?host=%2Ftmp%2Fpg&port=5432' })).toMatch(
      /^postgresql:/,
    );
    expect(readSetting('LEADS_SITE_ORIGINS', { LEADS_SITE_ORIGINS: 'en-US=http://localhost:9101 zh-CN=http://localhost:9102/' })).toEqual([
      ['http://localhost:9101', 'en-US'],
      ['http://localhost:9102', 'zh-CN'],
    ]);
    expect(readSetting('LEADS_RATE_LIMIT', { LEADS_RATE_LIMIT: ' off ' })).toBeNull();
    expect(readSetting('LEADS_RETRY_BASE_MS', { LEADS_RETRY_BASE_MS: '50' })).toBe(50);
  });
});

describe('SETTINGS, the one list', () => {
  it('declares each setting with what it takes, for the programs that read it', () => {
    for (const program of PROGRAMS) expect(settingNames(program).length, program).toBeGreaterThan(0);
    for (const [name, setting] of Object.entries(SETTINGS)) {
      expect(setting.takes.length, name).toBeGreaterThan(0);
      // A default the setting itself refuses would stop every start.
      if ('default' in setting) expect(() => readSetting(name as SettingName, {}), name).not.toThrow();
    }
  });

  it('is where the services read their environment: no other file of theirs reads a variable by name', () => {
    const services = path.resolve(__dirname, '..');
    const readers = new Map<string, string[]>();
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        return entry.isDirectory() ? walk(file) : /(?<!\.test)\.ts$/.test(entry.name) ? [file] : [];
      });
    for (const file of walk(services)) {
      if (file === path.join(__dirname, 'settings.ts')) continue;
      const names = [...fs.readFileSync(file, 'utf8').matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)\b|\benv\[['"`]([A-Z][A-Z0-9_]*)/g)].map(
        (match) => match[1] ?? match[2] ?? '',
      );
      if (names.length > 0) readers.set(path.relative(services, file), names);
    }
    expect([...readers.keys()]).toEqual([]);
  });
});
