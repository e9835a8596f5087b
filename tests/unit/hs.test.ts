import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dir';
import { formatHsIssue, hsSlug, readCodes, readNames, readNationalLines, readSections } from '../../src/pipeline/hs/nomenclature';
import { relatives, termsByCode } from '../../src/pipeline/hs-codes';
import { HS_SAMPLE } from '../../src/pipeline/hs-sample';

const root = path.resolve(__dirname, '../..');
// The full nomenclature, the site's default content.
const FULL = {
  codes: path.join(root, 'content/hs/harmonized-system.csv'),
  sections: path.join(root, 'content/hs/hs-sections.csv'),
};

function tmpCsv(text: string): string {
  const file = path.join(tempDir('hs-'), 'codes.csv');
  fs.writeFileSync(file, text);
  return file;
}

describe('hsSlug', () => {
  it('joins the code and the description words', () => {
    expect(hsSlug('0902', 'Tea')).toBe('0902-tea');
    expect(hsSlug('090111', 'Coffee; not roasted or decaffeinated')).toBe('090111-coffee-not-roasted-or-decaffeinated');
  });
  it('caps the length at a word boundary', () => {
    const slug = hsSlug('85', 'Electrical machinery and equipment and parts thereof; sound recorders and reproducers; television image');
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^85-electrical-machinery[a-z0-9-]*[a-z0-9]$/);
  });
});

describe('reading the nomenclature', () => {
  it('reads the sample with every parent present', () => {
    const { sections } = readSections(HS_SAMPLE.sections);
    const { codes, issues } = readCodes(HS_SAMPLE.codes, new Set(sections.map((s) => s.section)));
    expect(issues).toEqual([]);
    expect(codes.find((c) => c.code === '090111')).toMatchObject({ level: 6, parentCode: '0901', section: 'II' });
  });

  it('names the row and field of each malformed line', () => {
    const file = tmpCsv(
      '\uFEFFsection,hscode,description,parent,level\nII,09,Coffee,TOTAL,2\nII,09X1,Bad code,09,4\nII,0902,,09,4\nII,090300,Mate,0904,6\nII,0905,Vanilla,09,6\nQ,0906,Cinnamon,09,4\n',
    );
    const messages = readCodes(file, new Set(['II']), 'codes.csv').issues.map(formatHsIssue);
    expect(messages).toEqual([
      'codes.csv row 3: hscode: must be 2, 4 or 6 digits',
      'codes.csv row 4: description: must not be empty',
      'codes.csv row 5: parent: 0904 is not the parent of 090300',
      'codes.csv row 6: level: is 6 but hscode 0905 has 4 digits',
      'codes.csv row 7: section: must be a section number in Roman numerals',
    ]);
  });

  it('reports a code whose parent has no row', () => {
    const file = tmpCsv('section,hscode,description,parent,level\nII,0901,Coffee,09,4\n');
    expect(readCodes(file, new Set(['II']), 'codes.csv').issues.map(formatHsIssue)).toEqual([
      'codes.csv row 2: parent: 09 has no row of its own',
    ]);
  });

  it('reads all 6,940 rows of the full nomenclature, skipping only the aggregates, with unique slugs', () => {
    const { sections, issues: sectionIssues } = readSections(FULL.sections);
    expect(sectionIssues).toEqual([]);
    expect(sections).toHaveLength(21);
    const { codes, issues, skipped } = readCodes(FULL.codes, new Set(sections.map((s) => s.section)));
    expect(issues.map(formatHsIssue)).toEqual([]);
    expect(skipped).toEqual(['99', '9999', '999999', 'TOTAL']);
    expect(codes.length + skipped.length).toBe(6940);
    expect(codes.filter((c) => c.level === 2)).toHaveLength(96);
    expect(new Set(codes.map((c) => c.slug)).size).toBe(codes.length);
    expect(Math.max(...codes.map((c) => c.slug.length))).toBeLessThanOrEqual(80);
  });
});

describe('the names in Chinese and the national lines (zh-CN)', () => {
  const names = readNames(path.join(root, 'content/hs/hs-names.zh-CN.csv'));
  const lines = readNationalLines(path.join(root, 'content/hs/hs-national-lines.zh-CN.csv'));

  it('name every section and code of the nomenclature, and list national lines under every subheading', () => {
    const { sections } = readSections(FULL.sections);
    const { codes } = readCodes(FULL.codes, new Set(sections.map((s) => s.section)));
    expect([names.issues, lines.issues]).toEqual([[], []]);
    expect([...sections.map((s) => s.section), ...codes.map((c) => c.code)].filter((code) => !names.names.has(code))).toEqual([]);
    expect(codes.filter((c) => c.level === 6 && !lines.lines.has(c.code)).map((c) => c.code)).toEqual([]);
    expect(names.names.get('010121')).toBe('改良种用马');
    expect(lines.lines.get('010130')).toEqual([
      { code: '01013010', name: '改良种用驴', units: ['千克', '头'] },
      { code: '01013090', name: '其他驴，改良种用除外', units: ['千克', '头'] },
    ]);
  });
  it('refuse a name with a ? or a private-use character for a lost one, naming the row', () => {
    const file = tmpCsv('hscode,level,name,method\n0101,4,马,x\n030211,6,活?,x\n3504,4,\uE000白,x\n');
    expect(readNames(file, 'names.csv').issues.map(formatHsIssue)).toEqual([
      'names.csv row 3: name: must not hold a ? or a private-use character for a lost one',
      'names.csv row 4: name: must not hold a ? or a private-use character for a lost one',
    ]);
  });
});

describe("an HS page's related glossary terms", () => {
  const terms = [
    { title: 'Coffee grading', description: 'd', path: '/glossary/coffee-grading', hsCodes: ['0901'] },
    { title: 'Arabica', description: 'd', path: '/glossary/arabica', hsCodes: ['090111', '09'] },
    { title: 'Live animal transport', description: 'd', path: '/glossary/live-animals', hsCodes: ['01'] },
  ];
  it('are the terms tied to the code or any of its parents, each once, in the order given', () => {
    const termsFor = termsByCode(terms);
    expect(termsFor(['09', '0901', '090111']).map((t) => t.title)).toEqual(['Coffee grading', 'Arabica']);
    expect(termsFor(['09', '0902', '090210']).map((t) => t.title)).toEqual(['Arabica']);
    expect(termsFor(['02', '0201', '020110'])).toEqual([]);
    expect(termsFor(['01'])[0]).toEqual({ title: 'Live animal transport', description: 'd', path: '/glossary/live-animals' });
  });
});

describe("an HS code's relatives", () => {
  const code = (c: string, parentCode: string | null) => ({ code: c, name: `d${c}`, slug: `${c}-d`, parentCode });
  // Given out of order: siblings are in code order whatever order the rows come in.
  const relativesOf = relatives([
    code('0102', '01'),
    code('01', null),
    code('010129', '0101'),
    code('0101', '01'),
    code('010121', '0101'),
    code('02', null),
  ]);
  const link = (c: string) => ({ code: c, name: `d${c}`, path: `/data/hs-code/${c}-d` });

  it('are its chapter and heading, its neighbours under the same parent and the codes under it', () => {
    expect(relativesOf('010129')).toEqual({ chapter: link('01'), heading: link('0101'), prev: link('010121'), next: null, subcodes: [] });
    expect(relativesOf('0101')).toEqual({
      chapter: link('01'),
      heading: null,
      prev: null,
      next: link('0102'),
      subcodes: [link('010121'), link('010129')],
    });
    expect(relativesOf('01')).toEqual({
      chapter: null,
      heading: null,
      prev: null,
      next: link('02'),
      subcodes: [link('0101'), link('0102')],
    });
  });
});
