import fs from 'node:fs';
import path from 'node:path';
import { tagManagerScripts } from './tracking/tag-manager-script';

/** Writes the tag manager's scripts (src/pipeline/tracking/tag-manager-script.ts) where the pages load them. */
export function writeTagManagerScripts(publicDir: string = path.join(process.cwd(), 'public')): void {
  const scripts = tagManagerScripts();
  if (!scripts) return;
  fs.mkdirSync(publicDir, { recursive: true });
  for (const file of [scripts.head, scripts.start]) fs.writeFileSync(path.join(publicDir, file.path), file.code);
}
