import fs from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, as full paths, leaving out folders named in `skip`: the one directory walker. */
export function filesUnder(dir: string, skip: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skip.has(entry.name)) visit(full);
      } else out.push(full);
    }
  };
  visit(dir);
  return out;
}
