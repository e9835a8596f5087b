import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { visitFiles } from '../../src/pipeline/files';
import { inlineScriptHashes, scriptPolicyPinner, withScriptPolicy } from '../../src/pipeline/script-hashes';
import { tagManagerScripts } from '../../src/pipeline/tracking/tag-manager-script';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title>' +
  '<script type="module">const a = "</div>";</script><script src="/app-1.js" async></script></head>' +
  '<body><script\n  id="gatsby-script-loader"\n>window.pagePath="/a/";</script><script>window.pagePath="/a/";</script></body></html>';

/** The pinner over the whole build on a walk of its own; how many pages have their policy. */
function pinInlineScripts(publicDir: string, sources: ReadonlyArray<string>, since = 0, stateFile?: string): number {
  const pinner = scriptPolicyPinner(publicDir, sources, since, stateFile);
  visitFiles(publicDir, [pinner]);
  return pinner.pages();
}

describe("each page's own script policy", () => {
  it('hashes every inline script once, and no script with a src', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha('const a = "</div>";'), sha('window.pagePath="/a/";')]);
  });

  it('goes right after the charset, without unsafe-inline, and a second build replaces it', () => {
    const pinned = withScriptPolicy(PAGE, ["'self'", 'https://tags.example']);
    const meta = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' https://tags.example ${sha('const a = "</div>";')} ${sha('window.pagePath="/a/";')}" data-script-hashes=""/>`;
    expect(pinned).toBe(PAGE.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${meta}`));
    expect(withScriptPolicy(pinned, ["'self'", 'https://tags.example'])).toBe(pinned);
    expect(withScriptPolicy(pinned, ["'self'"])).not.toContain('https://tags.example');
    expect(() => withScriptPolicy('<p>no head</p>', [])).toThrow(/head/);
  });

  it("pins every page of a build, not Gatsby's slice fragments", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pin-'));
    try {
      fs.mkdirSync(path.join(dir, 'a'));
      fs.mkdirSync(path.join(dir, '_gatsby/slices'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'a/index.html'), PAGE);
      fs.writeFileSync(path.join(dir, '404.html'), PAGE);
      fs.writeFileSync(path.join(dir, '_gatsby/slices/_gatsby-scripts-1.html'), '<script>x()</script>');
      expect(pinInlineScripts(dir, ["'self'"])).toBe(2);
      expect(fs.readFileSync(path.join(dir, 'a/index.html'), 'utf8')).toContain('data-script-hashes');
      expect(fs.readFileSync(path.join(dir, '_gatsby/slices/_gatsby-scripts-1.html'), 'utf8')).toBe('<script>x()</script>');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('on a later build, reads only the pages written since it began, unless the sources changed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pin-'));
    const state = path.join(dir, 'state', 'sources.txt');
    try {
      for (const name of ['a', 'b']) {
        fs.mkdirSync(path.join(dir, name));
        fs.writeFileSync(path.join(dir, name, 'index.html'), PAGE);
      }
      expect(pinInlineScripts(dir, ["'self'"], 0, state)).toBe(2);
      const old = new Date(Date.now() - 60_000);
      fs.utimesSync(path.join(dir, 'a/index.html'), old, old);
      fs.writeFileSync(path.join(dir, 'b/index.html'), PAGE);
      const since = Date.now() - 30_000;
      expect(pinInlineScripts(dir, ["'self'"], since, state)).toBe(1);
      expect(fs.readFileSync(path.join(dir, 'b/index.html'), 'utf8')).toContain('data-script-hashes');
      // New sources: every page gets the new policy, whenever it was written.
      expect(pinInlineScripts(dir, ["'self'", 'https://tags.example'], since, state)).toBe(2);
      expect(fs.readFileSync(path.join(dir, 'a/index.html'), 'utf8')).toContain('https://tags.example');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names the tag manager's setup, which Partytown runs inline on the main thread when it falls back", () => {
    const scripts = tagManagerScripts({ GATSBY_GTM_ID: 'GTM-UNIT1' });
    const text = scripts?.start.code.match(/s\.textContent=("(?:[^"\\]|\\.)*")/)?.[1];
    expect(text).toBeTruthy();
    expect(scripts?.setupHash).toBe(sha(JSON.parse(text ?? '""') as string));
  });
});
