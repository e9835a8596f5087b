import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderCache, rendererVersion } from './render-cache';
import type { RenderedBody } from '../../shared/rich-text/sanitize';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-cache-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const asIs = (html: string): RenderedBody => ({ html, notes: [] });

function counting(): { render: (text: string) => RenderedBody; calls: string[] } {
  const calls: string[] = [];
  return { calls, render: (text) => (calls.push(text), asIs(`<p>${text}</p>`)) };
}

describe('renderCache', () => {
  it('renders a body once across builds of the same code, and again when the code changes', () => {
    const file = path.join(tempDir(), 'rendered.json');
    const first = counting();
    const build1 = renderCache(file, 'v1');
    expect(build1.render('markdown', 'a', first.render)).toEqual(asIs('<p>a</p>'));
    expect(build1.render('markdown', 'a', first.render)).toEqual(asIs('<p>a</p>'));
    build1.save();
    expect(first.calls).toEqual(['a']);

    const second = counting();
    const build2 = renderCache(file, 'v1');
    expect(build2.render('markdown', 'a', second.render)).toEqual(asIs('<p>a</p>'));
    expect(build2.render('markdown', 'b', second.render)).toEqual(asIs('<p>b</p>'));
    expect(second.calls).toEqual(['b']);
    expect(build2.stats()).toEqual({ hits: 1, rendered: 1 });

    const third = counting();
    renderCache(file, 'v2').render('markdown', 'a', third.render);
    expect(third.calls).toEqual(['a']);
  });

  it('keeps Markdown and HTML of the same text apart', () => {
    const cache = renderCache(path.join(tempDir(), 'rendered.json'), 'v1');
    cache.render('markdown', '*x*', () => asIs('<em>x</em>'));
    expect(cache.render('html', '*x*', asIs).html).toBe('*x*');
  });

  it('keeps only what the last build rendered', () => {
    const file = path.join(tempDir(), 'rendered.json');
    const build1 = renderCache(file, 'v1');
    build1.render('markdown', 'gone', asIs);
    build1.save();
    const build2 = renderCache(file, 'v1');
    build2.render('markdown', 'kept', asIs);
    build2.save();
    const again = counting();
    renderCache(file, 'v1').render('markdown', 'gone', again.render);
    expect(again.calls).toEqual(['gone']);
  });

  it('starts empty from a half-written file, and keeps nothing without a known code version', () => {
    const dir = tempDir();
    const file = path.join(dir, 'rendered.json');
    fs.writeFileSync(file, '{"version":"v1","entr');
    const fresh = counting();
    renderCache(file, 'v1').render('markdown', 'a', fresh.render);
    expect(fresh.calls).toEqual(['a']);
    const unversioned = renderCache(path.join(dir, 'none.json'), null);
    unversioned.render('markdown', 'a', asIs);
    unversioned.save();
    expect(fs.existsSync(path.join(dir, 'none.json'))).toBe(false);
  });

  it("takes its version from the build's compiled hooks", () => {
    const root = tempDir();
    fs.writeFileSync(path.join(root, 'package.json'), '{}');
    expect(rendererVersion(root)).toBeNull();
    fs.mkdirSync(path.join(root, '.cache', 'compiled'), { recursive: true });
    fs.writeFileSync(path.join(root, '.cache', 'compiled', 'gatsby-node.js'), 'one');
    fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
    const one = rendererVersion(root);
    fs.writeFileSync(path.join(root, '.cache', 'compiled', 'gatsby-node.js'), 'two');
    expect(one).not.toBeNull();
    expect(rendererVersion(root)).not.toBe(one);
  });
});

describe('renderCache with notes', () => {
  it('gives an unchanged body its notes again in the next build', () => {
    const file = path.join(tempDir(), 'rendered.json');
    const noted: RenderedBody = {
      html: '<p>x</p>',
      notes: [{ kind: 'missing-alt', severity: 'changes-page', field: 'body', message: 'no alt', context: 'x' }],
    };
    const build1 = renderCache(file, 'v1');
    build1.render('markdown', 'x', () => noted);
    build1.save();
    expect(renderCache(file, 'v1').render('markdown', 'x', () => asIs('other'))).toEqual(noted);
  });
});
