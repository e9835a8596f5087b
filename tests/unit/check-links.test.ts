import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
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

/** The checker as the build runs it: a process of its own, its exit status and what it printed. */
function check(dir: string): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'scripts/quality/check-links.ts'), dir],
      (_error, stdout) => resolve({ status: child.exitCode, out: stdout }),
    );
  });
}

describe('the link checker', () => {
  // Each check starts tsx and the checker (seconds on a slow machine): both run in the hook, side by side.
  let sound: Awaited<ReturnType<typeof check>>;
  let broken: Awaited<ReturnType<typeof check>>;
  beforeAll(async () => {
    [sound, broken] = await Promise.all([
      check(
        site({
          'index.html':
            '<a href="/blog/#top">Blog</a><img src="/logo.svg"><a href="https://other.example/x">x</a><a href="mailto:a@b.example">m</a>',
          'blog/index.html':
            '<h1 id="top">Blog</h1><a href="../">home</a><link rel="canonical" href="https://www.harbourline.example/blog/">',
          'logo.svg': '<svg/>',
        }),
      ),
      check(
        site({
          'index.html':
            '<a href="/nope/">x</a><a href="/blog/#missing">y</a><a href="/blog">z</a><a href="javascript:alert(1)">j</a><img srcset="/a.png 1x, /b.png 2x">',
          'blog/index.html': '<h1 id="top">Blog</h1>',
          'a.png': '',
        }),
      ),
    ]);
  });

  it('passes a site whose links, images and anchors all resolve', () => {
    expect(sound).toMatchObject({ status: 0 });
  });

  it('fails on a missing page, a missing anchor, a slash-less page link and a script URL, naming each', () => {
    const { status, out } = broken;
    expect(status).toBe(1);
    expect(out).toContain('en-US/index.html: a[href]="/nope/": no such page');
    expect(out).toContain('a[href]="/blog/#missing": no anchor #missing in /blog/index.html');
    expect(out).toContain('a[href]="/blog": no such page (missing trailing slash: one redirect away)');
    expect(out).toContain('a[href]="javascript:alert(1)": script URL');
    expect(out).toContain('img[srcset]="/b.png": no such page');
    expect(out).not.toContain('/a.png');
  });
});
