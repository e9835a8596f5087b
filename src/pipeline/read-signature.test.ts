import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILED_HOOKS, readSignature } from './read-signature';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project with compiled hooks and a content folder of one file. */
function project(): { root: string; content: string; file: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'read-signature-'));
  made.push(root);
  fs.mkdirSync(path.join(root, path.dirname(COMPILED_HOOKS)), { recursive: true });
  fs.writeFileSync(path.join(root, COMPILED_HOOKS), 'hooks one');
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{"packages":{"node_modules/marked":{"version":"1.0.0"}}}');
  const content = path.join(root, 'content');
  fs.mkdirSync(path.join(content, 'blog'), { recursive: true });
  const file = path.join(content, 'blog', 'a.md');
  fs.writeFileSync(file, 'title: A');
  return { root, content, file };
}

const ENV = { SITE_LOCALE: 'en-US' };

describe('readSignature', () => {
  it('is none outside a Gatsby run, with no compiled hooks to know the code by', () => {
    const { root, content } = project();
    fs.rmSync(path.join(root, COMPILED_HOOKS));
    expect(readSignature(root, [content], ENV)).toBeNull();
  });

  it('stays the same while nothing it covers changes, whatever the build\'s "now"', () => {
    const { root, content } = project();
    const first = readSignature(root, [content], { ...ENV, SITE_BUILD_DATE: '2026-11-27T10:00:00Z' });
    expect(first).not.toBeNull();
    expect(readSignature(root, [content], { ...ENV, SITE_BUILD_DATE: '2026-11-28T10:00:00Z' })).toBe(first);
  });

  it('changes with a file rewritten at the same size and modification time, a file added, the code, the packages or the environment', () => {
    const { root, content, file } = project();
    const before = readSignature(root, [content], ENV);
    const { mtime } = fs.statSync(file);
    fs.writeFileSync(file, 'title: B');
    fs.utimesSync(file, mtime, mtime);
    expect(readSignature(root, [content], ENV)).not.toBe(before);

    const steps: Array<() => void> = [
      () => fs.writeFileSync(path.join(content, 'blog', 'b.md'), 'title: B'),
      () => fs.writeFileSync(path.join(root, COMPILED_HOOKS), 'hooks two'),
      () => fs.writeFileSync(path.join(root, 'package-lock.json'), '{"packages":{"node_modules/marked":{"version":"2.0.0"}}}'),
    ];
    let last = readSignature(root, [content], ENV);
    for (const step of steps) {
      step();
      const next = readSignature(root, [content], ENV);
      expect(next).not.toBe(last);
      last = next;
    }
    expect(readSignature(root, [content], { ...ENV, HS_CODES_CSV: '/elsewhere.csv' })).not.toBe(last);
  });

  it("changes with a patch of the installed packages, and with a new release of a file a variable names, though npm's record and the path stay", () => {
    const { root, content } = project();
    fs.mkdirSync(path.join(root, 'node_modules'));
    fs.writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), '{"packages":{}}');
    fs.mkdirSync(path.join(root, 'patches'));
    fs.writeFileSync(path.join(root, 'patches', 'gatsby+5.16.1.patch'), '+flush()');
    const font = path.join(root, 'card.otf');
    fs.writeFileSync(font, 'face one');
    const env = { ...ENV, CARD_FONT: font };
    const before = readSignature(root, [content], env);
    fs.writeFileSync(path.join(root, 'patches', 'gatsby+5.16.1.patch'), '+flush(); flushAgain()');
    const patched = readSignature(root, [content], env);
    expect(patched).not.toBe(before);
    fs.writeFileSync(`${font}.new`, 'face two');
    fs.renameSync(`${font}.new`, font);
    expect(readSignature(root, [content], env)).not.toBe(patched);
  });

  it('tells a missing input from an empty one', () => {
    const { root, content } = project();
    const missing = path.join(root, 'hs.csv');
    const without = readSignature(root, [content, missing], ENV);
    fs.writeFileSync(missing, '');
    expect(readSignature(root, [content, missing], ENV)).not.toBe(without);
  });
});
