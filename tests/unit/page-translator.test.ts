import { describe, expect, it } from 'vitest';
import { pageTranslator } from '../../src/shared/i18n/page-translator';

const catalogue = {
  'Why we exist': '我们为何存在',
  'Since {{year}}': '自 {{year}} 年起',
  'Shipped {{count}} containers': '已运送 {{count}} 个集装箱',
  'Not translated yet': '',
};

describe('page translator', () => {
  it('returns the English key on the en-US site', () => {
    expect(pageTranslator(catalogue, 'en-US')('Why we exist')).toBe('Why we exist');
  });
  it("returns the page's translation on the zh-CN site", () => {
    expect(pageTranslator(catalogue, 'zh-CN')('Why we exist')).toBe('我们为何存在');
  });
  it('falls back to the English key for an empty translation or an empty catalogue (what the en-US bundle gets)', () => {
    expect(pageTranslator(catalogue, 'zh-CN')('Not translated yet')).toBe('Not translated yet');
    expect(pageTranslator<typeof catalogue>({}, 'zh-CN')('Why we exist')).toBe('Why we exist');
  });
  it('replaces {{year}} and the given values in both locales', () => {
    const year = String(new Date().getFullYear());
    expect(pageTranslator(catalogue, 'en-US')('Since {{year}}')).toBe(`Since ${year}`);
    expect(pageTranslator(catalogue, 'zh-CN')('Since {{year}}')).toBe(`自 ${year} 年起`);
    expect(pageTranslator(catalogue, 'zh-CN')('Shipped {{count}} containers', { count: 40 })).toBe('已运送 40 个集装箱');
    expect(pageTranslator<typeof catalogue>({}, 'en-US')('Since {{year}}', { year: 1999 })).toBe('Since 1999');
  });
  it('accepts only keys of its catalogue', () => {
    const tp = pageTranslator(catalogue, 'zh-CN');
    // @ts-expect-error: a key the catalogue does not have does not compile.
    expect(tp('Not in the catalogue')).toBe('Not in the catalogue');
  });
});
