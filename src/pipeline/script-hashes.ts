/**
 * Inline scripts by hash, per page. Gatsby inlines a bootstrap script in every page that differs per page
 * (its path), so no one header can name them all and the site's header allows inline scripts. Each page
 * therefore carries its own policy first in its <head>: script-src with the site's sources and the SHA-256
 * of each inline script of that page, and no 'unsafe-inline'. A browser enforces the header and this policy
 * both, so an inline script runs only if the build wrote it. It travels with the HTML: nginx and a CDN alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cspHash } from './csp-hash';
import type { FileVisitor } from './files';

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*" data-script-hashes=""\/>/;
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script>/gi;

/** The CSP hash source of each inline script (no src) of a page, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(cspHash(body));
  }
  return [...hashes];
}

/**
 * The page with its own script policy as the first element after the charset (a policy in a meta element
 * covers only what follows it). A policy written by an earlier build is replaced.
 */
export function withScriptPolicy(html: string, sources: ReadonlyArray<string>): string {
  const page = html.replace(POLICY_META, '');
  const policy = ['script-src', ...sources, ...inlineScriptHashes(page)].join(' ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" data-script-hashes=""/>`;
  const anchor = page.match(/<head[^>]*>(<meta charSet="utf-8"\/>)?/i);
  if (!anchor || anchor.index === undefined) throw new Error('no <head> to put the script policy in');
  const at = anchor.index + anchor[0].length;
  return page.slice(0, at) + meta + page.slice(at);
}

/**
 * Every page of the build gets its policy (Gatsby's slice fragments are parts of pages, not pages). A page
 * last written before `since` already has its policy from an earlier build: it is left alone unless the
 * policy's sources changed since that build (`stateFile` keeps them, written by `report`), so a build that
 * rewrote a few pages reads only those.
 */
export function scriptPolicyPinner(
  publicDir: string,
  sources: ReadonlyArray<string>,
  since = 0,
  stateFile?: string,
): FileVisitor & { pages(): number } {
  const fingerprint = sources.join(' ');
  const unchanged = stateFile !== undefined && fs.existsSync(stateFile) && fs.readFileSync(stateFile, 'utf8') === fingerprint;
  const from = unchanged ? since : 0;
  const fragments = path.join(publicDir, '_gatsby') + path.sep;
  let pages = 0;
  return {
    pages: () => pages,
    visit(file) {
      if (!file.path.endsWith('.html') || file.path.startsWith(fragments) || (from > 0 && file.mtimeMs() < from)) return;
      const html = fs.readFileSync(file.path, 'utf8');
      if (!/<head[\s>]/i.test(html)) return;
      const pinned = withScriptPolicy(html, sources);
      if (pinned !== html) fs.writeFileSync(file.path, pinned);
      pages += 1;
    },
    report() {
      if (stateFile !== undefined) {
        fs.mkdirSync(path.dirname(stateFile), { recursive: true });
        fs.writeFileSync(stateFile, fingerprint);
      }
      return `script policies: written into ${pages} pages`;
    },
  };
}
