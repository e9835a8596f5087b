import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dir';
import { precompress } from '../../src/pipeline/precompress';

describe('precompress', () => {
  it('writes a gzip copy of each text file worth compressing, and only those', async () => {
    const dir = tempDir('gz-');
    fs.mkdirSync(path.join(dir, 'blog'));
    const html = `<p>${'Harbourline '.repeat(400)}</p>`;
    fs.writeFileSync(path.join(dir, 'blog', 'index.html'), html);
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'x=1');
    fs.writeFileSync(path.join(dir, 'photo.jpg'), Buffer.alloc(4096));
    expect(await precompress(dir)).toBe(1);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'blog', 'index.html.gz'))).toString()).toBe(html);
    expect(fs.existsSync(path.join(dir, 'tiny.js.gz'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'photo.jpg.gz'))).toBe(false);
  });
});

describe('precompress on a warm build', () => {
  it('leaves a file whose .gz is up to date and redoes one that changed', async () => {
    const dir = tempDir('gz-');
    const file = path.join(dir, 'index.html');
    fs.writeFileSync(file, 'a'.repeat(5000));
    expect(await precompress(dir)).toBe(1);
    expect(await precompress(dir)).toBe(0);
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(file, 'b'.repeat(5000));
    fs.utimesSync(file, later, later);
    expect(await precompress(dir)).toBe(1);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe('b'.repeat(5000));
  });

  it('keeps the .gz of a file written again with the same bytes, and brings its time forward', async () => {
    const dir = tempDir('gz-');
    const file = path.join(dir, 'rss.xml');
    fs.writeFileSync(file, 'c'.repeat(5000));
    expect(await precompress(dir)).toBe(1);
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(`${file}.gz`, past, past);
    const packed = fs.readFileSync(`${file}.gz`);
    fs.writeFileSync(file, 'c'.repeat(5000));
    expect(await precompress(dir)).toBe(0);
    expect(fs.readFileSync(`${file}.gz`).equals(packed)).toBe(true);
    expect(fs.statSync(`${file}.gz`).mtimeMs).toBeGreaterThanOrEqual(fs.statSync(file).mtimeMs);
    // A broken .gz is made again, not trusted.
    fs.writeFileSync(`${file}.gz`, 'not gzip');
    fs.utimesSync(`${file}.gz`, past, past);
    expect(await precompress(dir)).toBe(1);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe('c'.repeat(5000));
  });

  it('packs many files at once and writes every one', async () => {
    const dir = tempDir('gz-');
    const pages = Array.from({ length: 40 }, (_, i) => path.join(dir, `page-${i}`, 'index.html'));
    pages.forEach((page, i) => {
      fs.mkdirSync(path.dirname(page));
      fs.writeFileSync(page, `<p>${`page ${i} `.repeat(300)}</p>`);
    });
    expect(await precompress(dir)).toBe(40);
    pages.forEach((page, i) =>
      expect(zlib.gunzipSync(fs.readFileSync(`${page}.gz`)).toString()).toBe(`<p>${`page ${i} `.repeat(300)}</p>`),
    );
  });
});
