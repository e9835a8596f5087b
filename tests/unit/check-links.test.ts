import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dir';

const root = path.resolve(__dirname, '../..');

function site(files: Record<string, string>): string {
  const dir = tempDir('sites-');
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, 'en-US', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return dir;
}

function check(dir: string) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/quality/check-links.ts'), dir], {
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout };
}

describe('the link checker', () => {
  it('passes a site whose links, images and anchors all resolve', () => {
    const dir = site({
      'index.html':
        '<a href="/blog/#top">Blog</a><img src="/logo.svg"><a href="https://other.example/x">x</a><a href="mailto:a@b.example">m</a>',
      'blog/index.html': '<h1 id="top">Blog</h1><a href="../">home</a><link rel="canonical" href="https://www.harbourline.example/blog/">',
      'logo.svg': '<svg/>',
    });
    expect(check(dir)).toMatchObject({ status: 0 });
  });

  it('fails on a missing page, a missing anchor, a slash-less page link and a script URL, naming each', () => {
    const dir = site({
      'index.html':
        '<a href="/nope/">x</a><a href="/blog/#missing">y</a><a href="/blog">z</a><a href="javascript:alert(1)">j</a><img srcset="/a.png 1x, /b.png 2x">',
      'blog/index.html': '<h1 id="top">Blog</h1>',
      'a.png': '',
    });
    const { status, out } = check(dir);
    expect(status).toBe(1);
    expect(out).toContain('en-US/index.html: a[href]="/nope/": no such page');
    expect(out).toContain('a[href]="/blog/#missing": no anchor #missing in /blog/index.html');
    expect(out).toContain('a[href]="/blog": no such page (missing trailing slash: one redirect away)');
    expect(out).toContain('a[href]="javascript:alert(1)": script URL');
    expect(out).toContain('img[srcset]="/b.png": no such page');
    expect(out).not.toContain('/a.png');
  });
});
