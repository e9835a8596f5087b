import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dir';
import { visitFiles } from '../../src/pipeline/files';
import { leftoverRemover } from '../../src/pipeline/leftovers';

function write(dir: string, files: string[]): void {
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), file);
  }
}

const present = (dir: string, files: string[]): string[] => files.filter((file) => fs.existsSync(path.join(dir, file)));

describe('leftoverRemover', () => {
  it("deletes what a removed page's index.html and page data leave behind, and the folders it empties", () => {
    const dir = tempDir('leftovers-');
    const kept = [
      'glossary/demurrage/index.html',
      'glossary/demurrage/index.html.gz',
      'glossary/demurrage/og.png',
      'page-data/glossary/demurrage/page-data.json',
      'page-data/glossary/demurrage/page-data.json.gz',
      // A card a page names, though no page stands beside it, and a page's card the cards step did not name.
      'data/hs-code/01-animals-live/og.png',
      'blog/index.html',
      'blog/og.png',
    ];
    const left = [
      'glossary/unpublished-term/index.html.gz',
      'glossary/unpublished-term/og.png',
      'page-data/glossary/unpublished-term/page-data.json.gz',
      'data/hs-code/010111-horses/index.html.gz',
    ];
    write(dir, [...kept, ...left]);
    const cards = new Set(['/glossary/demurrage/og.png', '/data/hs-code/01-animals-live/og.png']);

    const [report] = visitFiles(dir, [leftoverRemover(dir, cards)]);

    expect(present(dir, left)).toEqual([]);
    expect(present(dir, kept)).toEqual(kept);
    expect(fs.existsSync(path.join(dir, 'glossary/unpublished-term'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'page-data/glossary/unpublished-term'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'data/hs-code'))).toBe(true);
    expect(report).toMatch(/^4 files left by removed pages deleted/);
  });
});
