import { describe, expect, it } from 'vitest';
import { translationsUsedIn } from './dictionary-loader.mjs';

const dictionary = {
  'Contact us': '联系我们',
  "20' Standard": '20英尺标准箱',
  Search: '搜索',
  'Back to Blog': '返回博客',
  'Not yet translated': null,
};

describe('the entries a module registers', () => {
  it('are the keys it spells out as literals, in any quoting, with their translations', () => {
    const source = ["const a = t('Contact us');", 'const sizes = ["20\' Standard"];', 'const b = `Search`;'].join('\n');
    expect(translationsUsedIn(source, dictionary)).toEqual({ 'Contact us': '联系我们', "20' Standard": '20英尺标准箱', Search: '搜索' });
    expect(translationsUsedIn("const c = '20\\' Standard';", dictionary)).toEqual({ "20' Standard": '20英尺标准箱' });
  });

  it('leave out a key that is only part of a longer string, and one without a translation', () => {
    expect(translationsUsedIn("t('Back to Blog posts'); t('Not yet translated'); const s = 'Searching';", dictionary)).toEqual({});
  });
});
