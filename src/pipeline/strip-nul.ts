import fs from 'node:fs';
import type { FileVisitor } from './files';

/**
 * React 18's streaming server renderer (which gatsby build uses) can flush a few unwritten bytes of
 * its 2 KB buffer as NUL when a multi-byte character (all of Chinese) falls on the buffer's edge
 * (facebook/react#26228, fixed only in React 19). The character itself is written in full in the next
 * chunk, so removing the NUL bytes restores the intended HTML exactly. Only files written since
 * `since` (ms) are read, so a warm build checks just the pages it rendered. `repaired` lists the files repaired.
 */
export function nulRepair(since = 0): FileVisitor & { repaired: string[] } {
  const repaired: string[] = [];
  return {
    repaired,
    visit(file) {
      if (!file.path.endsWith('.html') || file.mtimeMs() < since) return;
      const bytes = fs.readFileSync(file.path);
      if (bytes.includes(0)) {
        fs.writeFileSync(file.path, Buffer.from(bytes.filter((b) => b !== 0)));
        repaired.push(file.path);
      }
    },
    report: () => `NUL repair: ${repaired.length} pages repaired`,
  };
}
