import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import zhCN from '../../locales/zh-CN.json';
import { interpolate, missingTranslations, translate, type DictionaryKey } from '../../src/shared/i18n/dictionary';
import { buildLocale, isLocale } from '../../src/shared/i18n/locales';

describe('dictionary lookup', () => {
  it('returns the English key on the en-US site', () => {
    expect(translate('Services', 'en-US')).toBe('Services');
  });
  it('returns the Simplified Chinese translation on the zh-CN site', () => {
    expect(translate('Services', 'zh-CN')).toBe('服务');
  });
  it('replaces {{year}} with the current year in both locales', () => {
    const year = String(new Date().getFullYear());
    expect(translate('© {{year}} Harbourline Freight. All rights reserved.', 'en-US')).toBe(
      `© ${year} Harbourline Freight. All rights reserved.`,
    );
    expect(translate('© {{year}} Harbourline Freight. All rights reserved.', 'zh-CN')).toContain(year);
  });
  it('falls back to the English text where no translation exists', () => {
    const untranslated = 'Only in English, {{year}}' as DictionaryKey;
    expect(translate(untranslated, 'zh-CN')).toBe(`Only in English, ${new Date().getFullYear()}`);
  });
  it('leaves unknown placeholders and accepts explicit values', () => {
    expect(interpolate('{{year}} {{unknown}}', { year: 1999 })).toBe('1999 {{unknown}}');
  });
  it('has a non-empty translation for every key', () => {
    expect(missingTranslations()).toEqual([]);
    expect(Object.values(zhCN).every((value) => typeof value === 'string' && value.trim() !== '')).toBe(true);
  });
});

/** The per-file catalogues under locales/zh-CN/, by path relative to that folder. */
function pageCatalogues(): Map<string, Record<string, unknown>> {
  const dir = path.resolve(__dirname, '../../locales/zh-CN');
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
  return new Map(files.map((file) => [file, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>]));
}

/**
 * The file a catalogue belongs to: locales/zh-CN/<pages|templates|components|pipeline>/… mirrors src/pages,
 * src/templates, src/site/components and src/pipeline (a .tsx file, or .ts for the pipeline's).
 */
function sourceOf(file: string): string {
  const base = path.resolve(__dirname, '../../src', file.replace(/^components\//, 'site/components/').replace(/\.json$/, ''));
  return fs.existsSync(`${base}.tsx`) ? `${base}.tsx` : `${base}.ts`;
}

describe('page catalogues', () => {
  const catalogues = pageCatalogues();
  it('exist', () => {
    expect(catalogues.size).toBeGreaterThan(0);
  });
  it('have a non-empty translation for every key', () => {
    const empty = [...catalogues].flatMap(([file, entries]) =>
      Object.entries(entries)
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => `${file}: ${key}`),
    );
    expect(empty).toEqual([]);
  });
  it('belong to a page or template and repeat no key of the site-wide dictionary', () => {
    for (const [file, entries] of catalogues) {
      expect(fs.existsSync(sourceOf(file)), file).toBe(true);
      expect(
        Object.keys(entries).filter((key) => key in zhCN),
        file,
      ).toEqual([]);
    }
  });
});

describe('locale configuration', () => {
  it('defaults to en-US and accepts zh-CN', () => {
    expect(buildLocale({})).toBe('en-US');
    expect(buildLocale({ SITE_LOCALE: 'zh-CN' })).toBe('zh-CN');
    expect(isLocale('fr-FR')).toBe(false);
  });
  it('refuses an unknown SITE_LOCALE with a clear message', () => {
    expect(() => buildLocale({ SITE_LOCALE: 'fr' })).toThrow(/SITE_LOCALE must be one of en-US, zh-CN/);
  });
});
