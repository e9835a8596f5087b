import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file below `dir`, as full paths, one at a time, leaving out folders named in `skip`: the one directory walker.
 * The steps after rendering go through a site of 60,000 files with it without holding their list.
 */
export function* eachFileUnder(dir: string, skip: ReadonlySet<string> = new Set()): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(entry.name)) yield* eachFileUnder(full, skip);
    } else yield full;
  }
}

/** Every file below `dir`, as a list (see eachFileUnder). */
export function filesUnder(dir: string, skip: ReadonlySet<string> = new Set()): string[] {
  return [...eachFileUnder(dir, skip)];
}
