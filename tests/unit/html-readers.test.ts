import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HTML_READERS } from '../../src/pipeline/after-render';

const PIPELINE = path.resolve('src/pipeline');

/** The pipeline's modules (tests aside), relative to src/pipeline. */
function modules(dir: string = PIPELINE): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path.relative(PIPELINE, full)] : [];
  });
}

/** A module reads built pages when it reads files and picks out .html ones (by name, or among other extensions). */
const readsHtml = (source: string): boolean => /\breadFileSync\(|\breadFile\(/.test(source) && /\.html\b|[(|]html[|)]/.test(source);

describe('modules that read built HTML', () => {
  it('are only those named in after-render.ts, each with its reason', () => {
    const readers = modules().filter((file) => readsHtml(fs.readFileSync(path.join(PIPELINE, file), 'utf8')));
    expect(readers.sort()).toEqual(Object.keys(HTML_READERS).sort());
  });

  it('are found by the check (a module reading a page would be caught)', () => {
    expect(readsHtml("const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');")).toBe(true);
    expect(readsHtml("fs.writeFileSync(path.join(dir, 'robots.txt'), text);")).toBe(false);
  });
});
