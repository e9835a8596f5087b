/**
 * The fonts the social cards are drawn with: Noto Sans SC Bold (SIL Open Font License), which covers Latin
 * and Chinese alike, from the pinned npm package @fontsource/noto-sans-sc, so no build depends on the system's
 * fonts. Fontsource splits the font by Unicode range into about a hundred WOFF files (the card renderer reads
 * WOFF, not WOFF2); the cards take the files that hold their characters, each cut down (HarfBuzz's subsetter,
 * through `subset-font`) to those characters. CARD_FONT names one font file to use instead (.ttf, .otf, .woff,
 * or a .ttc collection, whose Simplified Chinese face is copied out first). The site never loads these fonts.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadDefault } from './load-default';

/** The face of a collection whose full name holds `want`, e.g. "Noto Sans CJK SC Bold". */
const WANTED_FACE = 'CJK SC';

function tag(buffer: Buffer, at: number): string {
  return buffer.toString('latin1', at, at + 4);
}

/** The full name (name ID 4) of the font whose table directory starts at `directory`. */
function fullName(buffer: Buffer, directory: number): string {
  const tables = buffer.readUInt16BE(directory + 4);
  for (let i = 0; i < tables; i += 1) {
    const record = directory + 12 + i * 16;
    if (tag(buffer, record) !== 'name') continue;
    const table = buffer.readUInt32BE(record + 8);
    const count = buffer.readUInt16BE(table + 2);
    const strings = table + buffer.readUInt16BE(table + 4);
    for (let n = 0; n < count; n += 1) {
      const entry = table + 6 + n * 12;
      const [platform, , , nameId, length, offset] = [0, 2, 4, 6, 8, 10].map((field) => buffer.readUInt16BE(entry + field));
      // Windows platform names are UTF-16BE.
      if (platform === 3 && nameId === 4) {
        const raw = buffer.subarray(strings + (offset ?? 0), strings + (offset ?? 0) + (length ?? 0));
        return Buffer.from(raw).swap16().toString('utf16le');
      }
    }
  }
  return '';
}

/** One face of a TrueType collection as a standalone font file: its table directory with the tables copied after it. */
export function faceOfCollection(collection: Buffer, want: string = WANTED_FACE): Buffer {
  if (tag(collection, 0) !== 'ttcf') return collection;
  const faces = collection.readUInt32BE(8);
  const directories = Array.from({ length: faces }, (_, i) => collection.readUInt32BE(12 + i * 4));
  const directory = directories.find((at) => fullName(collection, at).includes(want));
  if (directory === undefined) throw new Error(`No face named "${want}" in the font collection (${faces} faces)`);
  const count = collection.readUInt16BE(directory + 4);
  const header = Buffer.from(collection.subarray(directory, directory + 12 + count * 16));
  const parts: Buffer[] = [header];
  let offset = header.length;
  for (let i = 0; i < count; i += 1) {
    const record = 12 + i * 16;
    const from = header.readUInt32BE(record + 8);
    const length = header.readUInt32BE(record + 12);
    header.writeUInt32BE(offset, record + 8);
    const table = collection.subarray(from, from + length);
    const padding = (4 - (length % 4)) % 4;
    parts.push(table, Buffer.alloc(padding));
    offset += length + padding;
  }
  return Buffer.concat(parts);
}

/** Characters every card may use besides its text, and the text's capitals (the section line is set in them). */
function cardCharacters(text: string): string {
  return [...new Set(`${text}${text.toUpperCase()}0123456789.,:;!?'"-–—…·/()&%+ `)].join('');
}

const FONTSOURCE_PACKAGE = '@fontsource/noto-sans-sc';
const WEIGHT = 700;

/** Fontsource's Unicode ranges, by the name of the file that holds each ("[12]", "latin"). */
function fontsourceRanges(dir: string): Array<{ file: string; ranges: Array<[number, number]> }> {
  const unicode = JSON.parse(fs.readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  return Object.entries(unicode).map(([subset, list]) => ({
    file: path.join(dir, 'files', `noto-sans-sc-${subset.replace(/[[\]]/g, '')}-${WEIGHT}-normal.woff`),
    ranges: list.split(',').map((range) => {
      const [from = '0', to = from] = range.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to, 16)];
    }),
  }));
}

/** The characters of `text` grouped by the Fontsource file that holds them; those no file holds are left out. */
export function fontsourceFiles(text: string, dir: string): Map<string, string> {
  const subsets = fontsourceRanges(dir);
  const files = new Map<string, string>();
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const subset = subsets.find(({ ranges }) => ranges.some(([from, to]) => code >= from && code <= to));
    if (subset) files.set(subset.file, `${files.get(subset.file) ?? ''}${char}`);
  }
  return files;
}

/**
 * The card fonts cut down to `text`'s characters: one per Fontsource file holding some of them (the renderer
 * falls back from one to the next), or the one CARD_FONT names.
 */
export async function cardFonts(text: string, file: string | undefined = process.env.CARD_FONT || undefined): Promise<Buffer[]> {
  // Loaded when cards are drawn (see drawCard).
  const subsetFont = await loadDefault(import('subset-font'));
  const characters = cardCharacters(text);
  if (file !== undefined) {
    if (!fs.existsSync(file)) throw new Error(`CARD_FONT names ${file}, which does not exist`);
    return [await subsetFont(faceOfCollection(fs.readFileSync(file)), characters, { targetFormat: 'sfnt' })];
  }
  const dir = path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve(`${FONTSOURCE_PACKAGE}/package.json`));
  const files = fontsourceFiles(characters, dir);
  return Promise.all([...files].map(([woff, chars]) => subsetFont(fs.readFileSync(woff), chars, { targetFormat: 'sfnt' })));
}
