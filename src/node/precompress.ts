import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest|map)$/;

/**
 * Writes a .gz beside every compressible file of the build (maximum compression, once), so nginx
 * serves them with gzip_static instead of compressing each response again. A file whose .gz is newer
 * is left alone, so a warm build only compresses what it rewrote. Returns how many it wrote.
 */
export function precompress(dir: string, minBytes = 1024): number {
  let count = 0;
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (COMPRESSIBLE.test(entry.name)) {
        const gz = `${full}.gz`;
        if (fs.existsSync(gz) && fs.statSync(gz).mtimeMs >= fs.statSync(full).mtimeMs) continue;
        const bytes = fs.readFileSync(full);
        if (bytes.length < minBytes) continue;
        fs.writeFileSync(gz, zlib.gzipSync(bytes, { level: 9 }));
        count += 1;
      }
    }
  };
  visit(dir);
  return count;
}
