/**
 * The table of head facts by page path (worked out in facts.ts when pages are created): the file that hands it
 * from the build's hooks to `gatsby develop`'s renderer (tags.tsx), which gets a page's path but not its data. Kept free of heavy imports: the
 * page renderer's bundle includes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { HeadFacts } from './facts';

/** The social card's size in pixels, which the head states and the drawing uses. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Under .cache/, which each regional build has of its own. */
const FILE = path.join('.cache', 'head-facts.json');

/** Saves the table: written aside and renamed, so a render never reads half a file. */
export function saveHeadTable(heads: ReadonlyMap<string, HeadFacts>, root: string = process.cwd()): void {
  const file = path.join(root, FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(Object.fromEntries(heads)));
  fs.renameSync(`${file}.tmp`, file);
}

let read: { file: string; mtimeMs: number; heads: Record<string, HeadFacts> } | null = null;

/** The saved table, read again when it changed (under develop, after content edits); empty before any save. */
export function readHeadTable(root: string = process.cwd()): Record<string, HeadFacts> {
  const file = path.join(root, FILE);
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return {};
  }
  if (read?.file !== file || read.mtimeMs !== mtimeMs) {
    read = { file, mtimeMs, heads: JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, HeadFacts> };
  }
  return read.heads;
}
