import fs from 'node:fs';
import path from 'node:path';
import { eachFileUnder } from './files';
import os from 'node:os';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;
const gzip = promisify(zlib.gzip);
/**
 * Files packed at once. zlib's asynchronous calls run on libuv's threads (four unless UV_THREADPOOL_SIZE says
 * otherwise); two per core keep them busy while this thread reads the next files.
 */
const PACKING_AT_ONCE = Math.max(2, os.availableParallelism()) * 2;

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
 * instead: unpacking is many times cheaper than packing at the highest level. Files are packed on zlib's threads,
 * several at once: an edit to the header rewrites every page, and packing 10,000 pages one after another took
 * 11-12 s of that publish (9-10 s so, on two cores). Returns how many it wrote.
 */
export async function precompress(dir: string, minBytes = 1024): Promise<number> {
  let count = 0;
  const packing = new Set<Promise<void>>();
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
    const packed = gzip(bytes, { level: 9 }).then((zipped) => {
      fs.writeFileSync(gz, zipped);
      packing.delete(packed);
    });
    packing.add(packed);
    count += 1;
    if (packing.size >= PACKING_AT_ONCE) await Promise.race(packing);
  }
  await Promise.all(packing);
  return count;
}
