import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardFonts, faceOfCollection, fontsourceFiles } from './card-font';

// A TrueType collection to copy a face out of, for CARD_FONT: Debian's fonts-noto-cjk, where it is installed.
const COLLECTION = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
const noCollection = !fs.existsSync(COLLECTION);
const FONTSOURCE = path.resolve('node_modules/@fontsource/noto-sans-sc');
const FONT_TIMEOUT = 30_000;

interface TableRecord {
  tag: string;
  offset: number;
  length: number;
}

/** The table directory of a standalone OpenType font. */
function tables(font: Buffer): TableRecord[] {
  return Array.from({ length: font.readUInt16BE(4) }, (_, i) => {
    const record = 12 + i * 16;
    return {
      tag: font.toString('latin1', record, record + 4),
      offset: font.readUInt32BE(record + 8),
      length: font.readUInt32BE(record + 12),
    };
  });
}

function table(font: Buffer, tag: string): TableRecord {
  const found = tables(font).find((record) => record.tag === tag);
  if (!found) throw new Error(`no '${tag}' table`);
  return found;
}

/** Whether the font's name table holds `text` as a Windows (UTF-16BE) name. */
function namesInclude(font: Buffer, text: string): boolean {
  const { offset, length } = table(font, 'name');
  return font.subarray(offset, offset + length).includes(Buffer.from(text, 'utf16le').swap16());
}

/** Every code point the font maps to a glyph, from its Unicode cmap subtables (formats 4 and 12). */
function mappedCodePoints(font: Buffer): Set<number> {
  const cmap = table(font, 'cmap').offset;
  const mapped = new Set<number>();
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i += 1) {
    const sub = cmap + font.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = font.readUInt16BE(sub);
    if (format === 12) {
      const groups = font.readUInt32BE(sub + 12);
      for (let g = 0; g < groups; g += 1) {
        const at = sub + 16 + g * 12;
        for (let code = font.readUInt32BE(at); code <= font.readUInt32BE(at + 4); code += 1) mapped.add(code);
      }
    } else if (format === 4) {
      const segments = font.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s += 1) {
        const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
        for (let code = font.readUInt16BE(starts + s * 2); code <= font.readUInt16BE(ends + s * 2) && code !== 0xffff; code += 1) {
          const start = font.readUInt16BE(starts + s * 2);
          const glyph = rangeOffset === 0 ? 1 : font.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + 2 * (code - start));
          if (glyph !== 0) mapped.add(code);
        }
      }
    }
  }
  return mapped;
}

describe('faceOfCollection', () => {
  it('returns a font that is not a collection unchanged', () => {
    const otf = Buffer.concat([Buffer.from('OTTO', 'latin1'), Buffer.alloc(60)]);
    expect(faceOfCollection(otf)).toBe(otf);
  });

  describe.skipIf(noCollection)('with Noto Sans CJK', () => {
    // Read once: the collection is about 20 MB.
    const collection = noCollection ? Buffer.alloc(0) : fs.readFileSync(COLLECTION);

    it('is given a collection of several faces', () => {
      expect(collection.toString('latin1', 0, 4)).toBe('ttcf');
      expect(collection.readUInt32BE(8)).toBeGreaterThan(1);
    });

    it('copies out a standalone CFF OpenType font', () => {
      const face = faceOfCollection(collection);
      expect(face.toString('latin1', 0, 4)).not.toBe('ttcf');
      expect(face.toString('latin1', 0, 4)).toBe('OTTO');
      expect(face.length).toBeLessThan(collection.length);
      expect(tables(face).map((record) => record.tag)).toEqual(expect.arrayContaining(['CFF ', 'cmap', 'head', 'hmtx', 'maxp', 'name']));
    });

    it('lays the tables out after the directory, 4-byte aligned, inside the file and apart', () => {
      const face = faceOfCollection(collection);
      const records = tables(face);
      const directoryEnd = 12 + records.length * 16;
      for (const { tag, offset, length } of records) {
        expect(offset % 4, tag).toBe(0);
        expect(offset, tag).toBeGreaterThanOrEqual(directoryEnd);
        expect(offset + length, tag).toBeLessThanOrEqual(face.length);
      }
      const byOffset = [...records].sort((a, b) => a.offset - b.offset);
      for (let i = 1; i < byOffset.length; i += 1) {
        const previous = byOffset[i - 1];
        const current = byOffset[i];
        if (previous && current) expect(previous.offset + previous.length).toBeLessThanOrEqual(current.offset);
      }
    });

    // Offsets pointing at the wrong bytes would still lie inside the file: the tables' own signatures show
    // they point at the tables.
    it('points each offset at its table', () => {
      const face = faceOfCollection(collection);
      expect(face.readUInt32BE(table(face, 'head').offset + 12)).toBe(0x5f0f3cf5);
      // maxp 0.5 is the version CFF fonts carry.
      expect(face.readUInt32BE(table(face, 'maxp').offset)).toBe(0x00005000);
      const cff = table(face, 'CFF ').offset;
      expect([face.readUInt8(cff), face.readUInt8(cff + 2)]).toEqual([1, 4]);
    });

    it('picks the Simplified Chinese face by default, another when asked', () => {
      const sc = faceOfCollection(collection);
      expect(namesInclude(sc, 'Noto Sans CJK SC')).toBe(true);
      expect(namesInclude(sc, 'Noto Sans CJK JP')).toBe(false);
      const jp = faceOfCollection(collection, 'CJK JP');
      expect(namesInclude(jp, 'Noto Sans CJK JP')).toBe(true);
      expect(jp.equals(sc)).toBe(false);
    });

    it('names the face it cannot find', () => {
      expect(() => faceOfCollection(collection, 'Comic Sans')).toThrow(/No face named "Comic Sans"/);
    });
  });
});

describe('fontsourceFiles', () => {
  it("groups the text's characters by the package file that holds them, and leaves out what none holds", () => {
    const files = fontsourceFiles('Ab关税\u{10FFFD}', FONTSOURCE);
    const all = [...files.values()].join('');
    expect([...all].sort()).toEqual([...'Ab关税'].sort());
    for (const file of files.keys()) expect(fs.existsSync(file), file).toBe(true);
    expect(files.get([...files.keys()].find((file) => files.get(file)?.includes('A')) ?? '')).toContain('b');
  });
});

describe('cardFonts', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('names the file CARD_FONT names when it is missing', async () => {
    vi.stubEnv('CARD_FONT', '/nonexistent/card-font.otf');
    await expect(cardFonts('Harbourline')).rejects.toThrow(/CARD_FONT names \/nonexistent\/card-font\.otf/);
  });

  it(
    "cuts the package's fonts down to the text's characters, each far below a megabyte",
    async () => {
      const fonts = await cardFonts('Harbourline 关税');
      expect(fonts.length).toBeGreaterThan(1);
      const mapped = new Set<number>();
      for (const font of fonts) {
        expect(font.length).toBeLessThan(100_000);
        for (const code of mappedCodePoints(font)) mapped.add(code);
      }
      // The text, its capitals (the section line is set in them) and the digits every card may use.
      for (const char of 'Harbourline关税HARBOURLINE0123456789…') expect(mapped.has(char.codePointAt(0) ?? 0), char).toBe(true);
      for (const char of '港Zq') expect(mapped.has(char.codePointAt(0) ?? 0), char).toBe(false);
    },
    FONT_TIMEOUT,
  );

  it.skipIf(noCollection)(
    'takes the font CARD_FONT names, a standalone file as well as a collection',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-font-test-'));
      try {
        const file = path.join(dir, 'NotoSansCJKsc-Bold.otf');
        fs.writeFileSync(file, faceOfCollection(fs.readFileSync(COLLECTION)));
        for (const named of [file, COLLECTION]) {
          vi.stubEnv('CARD_FONT', named);
          const fonts = await cardFonts('关税');
          expect(fonts).toHaveLength(1);
          expect(fonts[0]?.toString('latin1', 0, 4)).toBe('OTTO');
          expect(mappedCodePoints(fonts[0] ?? Buffer.alloc(0)).has('关'.codePointAt(0) ?? 0)).toBe(true);
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    FONT_TIMEOUT,
  );
});
