import fs from 'node:fs';
import path from 'node:path';
import { eachFileUnder } from './files';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;

/** Whether `gz` holds `bytes` compressed: a file copied or written again with the same content keeps its .gz. */
function holds(gz: string, bytes: Buffer): boolean {
  try {
    return zlib.gunzipSync(fs.readFileSync(gz)).equals(bytes);
  } catch {
    return false;
  }
}

/**
 * Writes a .gz beside every compressible file of the build (maximum compression, once), so nginx
 * serves them with gzip_static instead of compressing each response again. A file whose .gz is newer
 * is left alone, so a warm build only compresses what it rewrote; one rewritten with the same bytes (plugins copy
 * their scripts, and feeds and the sitemap are written, in every build) gets its .gz's time brought forward
 * instead: unpacking is many times cheaper than packing at the highest level. Returns how many it wrote.
 */
export function precompress(dir: string, minBytes = 1024): number {
  let count = 0;
  for (const full of eachFileUnder(dir)) {
    if (!COMPRESSIBLE.test(path.basename(full))) continue;
    const gz = `${full}.gz`;
    const gzTime = fs.statSync(gz, { throwIfNoEntry: false })?.mtimeMs;
    const fileTime = fs.statSync(full).mtimeMs;
    if (gzTime !== undefined && gzTime >= fileTime) continue;
    const bytes = fs.readFileSync(full);
    if (bytes.length < minBytes) continue;
    if (gzTime !== undefined && holds(gz, bytes)) {
      // A millisecond after the file: the clock's milliseconds can fall behind the file system's nanoseconds.
      const after = (fileTime + 1) / 1000;
      fs.utimesSync(gz, after, after);
      continue;
    }
    fs.writeFileSync(gz, zlib.gzipSync(bytes, { level: 9 }));
    count += 1;
  }
  return count;
}
