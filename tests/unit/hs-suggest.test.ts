import { describe, expect, it } from 'vitest';
import { findHsEntry, hsSubheading, MAX_SUGGESTIONS, prepareHsIndex, suggestHsCodes } from '../../src/site/components/tools/hs-suggest';

const INDEX = prepareHsIndex([
  { code: '09', name: 'Coffee, tea, mate and spices', path: '/data/hs-code/09-coffee-tea-mate-and-spices/' },
  { code: '0901', name: 'Coffee, whether or not roasted or decaffeinated', path: '/data/hs-code/0901-coffee/' },
  { code: '090122', name: 'Coffee; roasted, decaffeinated', path: '/data/hs-code/090122-coffee-roasted-decaffeinated/' },
  { code: '090111', name: 'Coffee; not roasted or decaffeinated', path: '/data/hs-code/090111-coffee-not-roasted/' },
  { code: '210111', name: 'Extracts, essences and concentrates; of coffee', path: '/data/hs-code/210111-extracts-of-coffee/' },
  { code: '010121', name: 'Horses; live, pure-bred breeding animals', path: '/data/hs-code/010121-horses/' },
  { code: '010129', name: 'Horses; live, other than pure-bred breeding animals', path: '/data/hs-code/010129-horses/' },
  { code: '850760', name: 'Electric accumulators; lithium-ion', path: '/data/hs-code/850760-lithium-ion/' },
  { code: '940161', name: 'Seats; with wooden frames, upholstered (Café chairs)', path: '/data/hs-code/940161-seats/' },
]);

describe('prepareHsIndex', () => {
  it('keeps only well-formed 6-digit subheadings, in code order', () => {
    expect(INDEX.map((entry) => entry.code)).toEqual(['010121', '010129', '090111', '090122', '210111', '850760', '940161']);
  });
  it('skips malformed entries and anything that is not a list', () => {
    expect(prepareHsIndex({ code: '010121' })).toEqual([]);
    expect(prepareHsIndex(null)).toEqual([]);
    const index = prepareHsIndex([
      null,
      'x',
      { code: 10121, name: 'Horses', path: '/' },
      { code: '010121', name: '  ', path: '/' },
      { code: '010121', name: 'Horses', path: '/h/' },
    ]);
    expect(index.map((entry) => entry.code)).toEqual(['010121']);
  });
});

// Names as the zh-CN site's index gives them (content/hs/hs-names.zh-CN.csv), with the English beside.
const CHINESE = prepareHsIndex([
  {
    code: '090111',
    name: '未焙炒未浸除咖啡碱的咖啡',
    english: 'Coffee; not roasted or decaffeinated',
    path: '/data/hs-code/090111-coffee/',
  },
  { code: '090122', name: '已焙炒已浸除咖啡碱的咖啡', english: 'Coffee; roasted, decaffeinated', path: '/data/hs-code/090122-coffee/' },
  {
    code: '210111',
    name: '咖啡的浓缩精汁',
    english: 'Extracts, essences and concentrates; of coffee',
    path: '/data/hs-code/210111-extracts/',
  },
  { code: '010121', name: '改良种用马', english: 'Horses; live, pure-bred breeding animals', path: '/data/hs-code/010121-horses/' },
  {
    code: '010129',
    name: '其他马，改良种用除外',
    english: 'Horses; live, other than pure-bred breeding animals',
    path: '/data/hs-code/010129-horses/',
  },
  { code: '850760', name: 'Electric accumulators; lithium-ion', path: '/data/hs-code/850760-lithium-ion/' },
]);

describe('suggestHsCodes in Chinese', () => {
  const codes = (query: string) => suggestHsCodes(CHINESE, query).map((entry) => entry.code);

  it('finds names that hold each run of Han characters, those that start with the first before the others', () => {
    expect(codes('咖啡')).toEqual(['210111', '090111', '090122']);
    expect(codes('改良种用马')).toEqual(['010121']);
    expect(codes('马 改良')).toEqual(['010121', '010129']);
    expect(codes('焙炒 浓缩')).toEqual([]);
  });
  it('takes one Chinese character, which is a word, but not one letter', () => {
    expect(codes('马')).toEqual(['010121', '010129']);
    expect(codes('h')).toEqual([]);
  });
  it('still finds codes by their English words, and a name the site has only in English', () => {
    expect(codes('coffee')).toEqual(['090111', '090122', '210111']);
    expect(codes('lithium')).toEqual(['850760']);
    expect(codes('马 pure')).toEqual(['010121', '010129']);
  });
});

describe('suggestHsCodes', () => {
  const codes = (query: string) => suggestHsCodes(INDEX, query).map((entry) => entry.code);

  it('suggests nothing below two characters', () => {
    expect(codes('')).toEqual([]);
    expect(codes('0')).toEqual([]);
    expect(codes(' c ')).toEqual([]);
  });
  it('matches codes by their first digits, ignoring dots and spaces', () => {
    expect(codes('01')).toEqual(['010121', '010129']);
    expect(codes('0101')).toEqual(['010121', '010129']);
    expect(codes('0901.11')).toEqual(['090111']);
    expect(codes('09 01')).toEqual(['090111', '090122']);
  });
  it('finds the subheading of a longer HTSUS number', () => {
    expect(codes('0901.11.0015')).toEqual(['090111']);
    expect(codes('99999999')).toEqual([]);
  });
  it('matches words at the start of description words, in any case and order', () => {
    expect(codes('horses')).toEqual(['010121', '010129']);
    expect(codes('HORS')).toEqual(['010121', '010129']);
    expect(codes('lithium-ion')).toEqual(['850760']);
    expect(codes('roasted decaf')).toEqual(['090111', '090122']);
    expect(codes('decaf roasted')).toEqual(['090111', '090122']);
    expect(codes('orses')).toEqual([]);
  });
  it('puts descriptions that start with the first word before the others', () => {
    expect(codes('coffee')).toEqual(['090111', '090122', '210111']);
  });
  it('ignores accents when matching words', () => {
    expect(codes('cafe')).toEqual(['940161']);
    expect(codes('café')).toEqual(['940161']);
  });
  it('returns at most MAX_SUGGESTIONS', () => {
    const many = prepareHsIndex(
      Array.from({ length: 30 }, (_, i) => ({ code: `8471${String(i).padStart(2, '0')}`, name: 'Machines', path: '/' })),
    );
    expect(suggestHsCodes(many, '8471')).toHaveLength(MAX_SUGGESTIONS);
    expect(suggestHsCodes(many, 'machines', 3)).toHaveLength(3);
  });
});

describe('findHsEntry', () => {
  it('finds the subheading of a complete 6, 8 or 10-digit code', () => {
    expect(findHsEntry(INDEX, '090111')?.path).toBe('/data/hs-code/090111-coffee-not-roasted/');
    expect(findHsEntry(INDEX, '0901.11.00')?.code).toBe('090111');
    expect(findHsEntry(INDEX, '0901.11.0015')?.code).toBe('090111');
  });
  it('finds nothing for an incomplete code or one not in the index', () => {
    expect(findHsEntry(INDEX, '0901')).toBeUndefined();
    expect(findHsEntry(INDEX, '0901111')).toBeUndefined();
    expect(findHsEntry(INDEX, '090190')).toBeUndefined();
  });
});

describe('hsSubheading', () => {
  it('is the first six digits of a complete 6, 8 or 10-digit code', () => {
    expect(hsSubheading('610910')).toBe('610910');
    expect(hsSubheading(' 6109.10.00 ')).toBe('610910');
    expect(hsSubheading('6109 10 0012')).toBe('610910');
  });
  it('is null while the code is incomplete or not a code', () => {
    for (const typed of ['', '6109', '6109101', '610910001', '61091000123', 'coffee', '6109-10'])
      expect(hsSubheading(typed), typed).toBeNull();
  });
});
