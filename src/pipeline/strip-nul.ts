import fs from 'node:fs';
import { eachFileUnder } from './files';

/**
 * React 18's streaming server renderer (which gatsby build uses) can flush a few unwritten bytes of
 * its 2 KB buffer as NUL when a multi-byte character (all of Chinese) falls on the buffer's edge
 * (facebook/react#26228, fixed only in React 19). The character itself is written in full in the next
 * chunk, so removing the NUL bytes restores the intended HTML exactly. Only files written since
 * `since` (ms) are read, so a warm build checks just the pages it rendered. Returns the files repaired.
 */
export function stripNulBytes(dir: string, since = 0): string[] {
  const repaired: string[] = [];
  for (const full of eachFileUnder(dir)) {
    if (!full.endsWith('.html') || fs.statSync(full).mtimeMs < since) continue;
    const bytes = fs.readFileSync(full);
    if (bytes.includes(0)) {
      fs.writeFileSync(full, Buffer.from(bytes.filter((b) => b !== 0)));
      repaired.push(full);
    }
  }
  return repaired;
}
