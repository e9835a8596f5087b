import fs from 'node:fs';
import path from 'node:path';
import { tagManagerScript } from '../tracking/tag-manager-script';

/** Writes the tag manager's script (src/tracking/tag-manager-script.ts) where the pages' <head> loads it. */
export function writeTagManagerScript(publicDir: string = path.join(process.cwd(), 'public')): void {
  const script = tagManagerScript();
  if (!script) return;
  fs.mkdirSync(publicDir, { recursive: true });
  fs.writeFileSync(path.join(publicDir, script.path), script.code);
}
