import { describe, expect, it } from 'vitest';
import zhCN from '../../locales/zh-CN.json';
import { interpolate, missingTranslations, translate, type DictionaryKey } from '../../src/i18n/dictionary';
import { buildLocale, isLocale } from '../../src/i18n/locales';

describe('dictionary lookup', () => {
  it('returns the English key on the en-US site', () => {
    expect(translate('Services', 'en-US')).toBe('Services');
  });
  it('returns the Simplified Chinese translation on the zh-CN site', () => {
    expect(translate('Services', 'zh-CN')).toBe('服务');
  });
  it('replaces {{year}} with the current year in both locales', () => {
    const year = String(new Date().getFullYear());
    expect(translate('© {{year}} Harbourline Freight. All rights reserved.', 'en-US')).toBe(`© ${year} Harbourline Freight. All rights reserved.`);
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
