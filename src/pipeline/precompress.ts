import fs from 'node:fs';
import path from 'node:path';
import { eachFileUnder } from './files';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;

/**
 * Writes a .gz beside every compressible file of the build (maximum compression, once), so nginx
 * serves them with gzip_static instead of compressing each response again. A file whose .gz is newer
 * is left alone, so a warm build only compresses what it rewrote. Returns how many it wrote.
 */
export function precompress(dir: string, minBytes = 1024): number {
  let count = 0;
  for (const full of eachFileUnder(dir)) {
    if (!COMPRESSIBLE.test(path.basename(full))) continue;
    const gz = `${full}.gz`;
    if (fs.existsSync(gz) && fs.statSync(gz).mtimeMs >= fs.statSync(full).mtimeMs) continue;
    const bytes = fs.readFileSync(full);
    if (bytes.length < minBytes) continue;
    fs.writeFileSync(gz, zlib.gzipSync(bytes, { level: 9 }));
    count += 1;
  }
  return count;
}
