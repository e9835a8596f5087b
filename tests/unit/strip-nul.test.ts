import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dir';
import { visitFiles } from '../../src/pipeline/files';
import { nulRepair } from '../../src/pipeline/strip-nul';

/** The repair over every file below `dir`, on a walk of its own; the files repaired. */
function stripNulBytes(dir: string, since = 0): string[] {
  const repair = nulRepair(since);
  visitFiles(dir, [repair]);
  return repair.repaired;
}

describe('stripNulBytes', () => {
  it('removes NUL bytes from HTML files only, leaving the characters around them whole', () => {
    const dir = tempDir('nul-');
    fs.mkdirSync(path.join(dir, 'help'));
    const broken = Buffer.concat([Buffer.from('<a>清关'), Buffer.from([0, 0]), Buffer.from('与合规</a>')]);
    fs.writeFileSync(path.join(dir, 'help', 'index.html'), broken);
    fs.writeFileSync(path.join(dir, 'data.bin'), Buffer.from([1, 0, 2]));
    fs.writeFileSync(path.join(dir, 'clean.html'), '<p>fine</p>');
    expect(stripNulBytes(dir)).toEqual([path.join(dir, 'help', 'index.html')]);
    expect(fs.readFileSync(path.join(dir, 'help', 'index.html'), 'utf8')).toBe('<a>清关与合规</a>');
    expect([...fs.readFileSync(path.join(dir, 'data.bin'))]).toEqual([1, 0, 2]);
  });
});

describe('stripNulBytes on a warm build', () => {
  it('reads only pages written since the build began', () => {
    const dir = tempDir('nul-');
    const old = path.join(dir, 'old.html');
    fs.writeFileSync(old, Buffer.from([0x61, 0, 0x62]));
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(old, past, past);
    expect(stripNulBytes(dir, Date.now() - 1000)).toEqual([]);
    expect(stripNulBytes(dir, 0)).toEqual([old]);
  });
});
