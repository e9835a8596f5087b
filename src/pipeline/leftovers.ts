/**
 * What a removed page leaves behind. When a page is no longer made (an entry unpublished, an HS code gone from the
 * nomenclature), Gatsby deletes its index.html and page-data.json, but not the files our steps wrote beside them: their
 * .gz copies, which nginx's gzip_static and a CDN serve on their own (the page's data answered 200 to every browser
 * that accepts gzip), and its social card. The folder, left without an index, answered 403 where a removed page
 * must answer 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FileVisitor } from './files';

const CARD = 'og.png';

/**
 * A visitor of the build's one walk (files.ts) that deletes every .gz whose file is gone and every social card no
 * page draws and no page stands beside, then the folders that leaves empty. `cards` are the site paths of the cards
 * the pages name ("/glossary/demurrage/og.png").
 */
export function leftoverRemover(publicDir: string, cards: ReadonlySet<string>): FileVisitor {
  const seen = new Set<string>();
  const candidates: string[] = [];
  const removed: string[] = [];
  const sitePath = (file: string): string => `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
  return {
    visit(file) {
      seen.add(file.path);
      if (file.path.endsWith('.gz') || (path.basename(file.path) === CARD && !cards.has(sitePath(file.path)))) candidates.push(file.path);
    },
    finish() {
      for (const file of candidates) {
        const dir = path.dirname(file);
        const left = file.endsWith('.gz') ? !seen.has(file.slice(0, -3)) : !seen.has(path.join(dir, 'index.html'));
        // Checked on disk as well: a step of the same walk may have moved a file and its copy away already.
        if (!left || (file.endsWith('.gz') && fs.existsSync(file.slice(0, -3)))) continue;
        fs.rmSync(file, { force: true });
        removed.push(file);
      }
      for (const dir of new Set(removed.map((file) => path.dirname(file)))) {
        for (let at = dir; at.startsWith(publicDir + path.sep); at = path.dirname(at)) {
          if (!fs.existsSync(at)) continue;
          if (fs.readdirSync(at).length > 0) break;
          fs.rmdirSync(at);
        }
      }
    },
    report: () =>
      removed.length === 0
        ? 'nothing left by removed pages'
        : `${removed.length} files left by removed pages deleted (${removed.slice(0, 3).map(sitePath).join(', ')}${removed.length > 3 ? ', …' : ''})`,
  };
}
