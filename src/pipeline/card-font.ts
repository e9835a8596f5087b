/**
 * The font the social cards are drawn with: Noto Sans CJK (Debian's fonts-noto-cjk, SIL Open Font License),
 * which covers Latin and Chinese alike. Debian ships it as a TrueType collection (.ttc), which the card
 * renderer cannot read, so one face is copied out of the collection into a font file of its own, then cut
 * down (HarfBuzz's subsetter, through `subset-font`) to the characters the cards draw. The font is used to
 * draw cards only; the site never loads it.
 */
import fs from 'node:fs';
import subsetFont from 'subset-font';

/** Where Debian installs the bold weight; CARD_FONT names another .ttc, .otf or .ttf. */
export const DEFAULT_CARD_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';

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

/** The card font cut down to `text`'s characters (plus the digits and punctuation every card may use). */
export async function cardFont(text: string, file: string = process.env.CARD_FONT || DEFAULT_CARD_FONT): Promise<Buffer> {
  if (!fs.existsSync(file)) {
    throw new Error(`The social cards need the font ${file} (Debian: apt-get install fonts-noto-cjk), or CARD_FONT naming another`);
  }
  const face = faceOfCollection(fs.readFileSync(file));
  // Upper case too: the section line is set in capitals.
  const characters = [...new Set(`${text}${text.toUpperCase()}0123456789.,:;!?'"-–—…·/()&%+ `)].join('');
  return subsetFont(face, characters, { targetFormat: 'sfnt' });
}
