import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file below `dir`, as paths that start with `dir`, one at a time, leaving out folders named in `skip`: the
 * one directory walker. The steps after rendering go through a site of 60,000 files with it without holding their
 * list. Names are joined by hand: path.join normalises each of the 60,000 paths again, which took a third of a walk.
 */
export function* eachFileUnder(dir: string, skip: ReadonlySet<string> = new Set()): Generator<string> {
  const root = path.normalize(dir);
  yield* walk(root.length > 1 && root.endsWith(path.sep) ? root.slice(0, -1) : root, skip);
}

function* walk(dir: string, skip: ReadonlySet<string>): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = dir + path.sep + entry.name;
    if (entry.isDirectory()) {
      if (!skip.has(entry.name)) yield* walk(full, skip);
    } else yield full;
  }
}

/** Every file below `dir`, as a list (see eachFileUnder). */
export function filesUnder(dir: string, skip: ReadonlySet<string> = new Set()): string[] {
  return [...eachFileUnder(dir, skip)];
}

/**
 * What one walk over the build's output hands each step that works file by file: the file, and when it was last
 * written before the walk reached it (read once, when a step first asks).
 */
export interface OutputFile {
  path: string;
  mtimeMs(): number;
}

/** A step's part of a walk: `visit` sees every file; `report` says what it did, for the build's log. */
export interface FileVisitor {
  visit(file: OutputFile): void;
  /** After the walk, before the reports: for a step that needs every file seen. */
  finish?(): void;
  report(): string;
}

/**
 * One walk over `dir` for several steps: each file goes to every visitor in turn, so that a file one visitor
 * rewrote reaches the next as rewritten. A walk of the built site takes longer than most of the steps' own work
 * in a build that changed little. Returns each visitor's report.
 */
export function visitFiles(dir: string, visitors: ReadonlyArray<FileVisitor>): string[] {
  for (const full of eachFileUnder(dir)) {
    let mtimeMs: number | undefined;
    const file: OutputFile = {
      path: full,
      mtimeMs: () => (mtimeMs ??= fs.statSync(full).mtimeMs),
    };
    for (const visitor of visitors) visitor.visit(file);
  }
  for (const visitor of visitors) visitor.finish?.();
  return visitors.map((visitor) => visitor.report());
}

/** Whether two files have the same size and modification time to the millisecond: a copy that kept its source's time, unwritten since. */
export function sameSizeAndTime(a: fs.Stats, b: fs.Stats): boolean {
  return a.size === b.size && Math.floor(a.mtimeMs) === Math.floor(b.mtimeMs);
}

/**
 * A file's size, inode, and modification and change times, as one string: equal while nothing wrote the file. A write
 * moves the change time, which no tool can set back, so a file rewritten at the same size and modification time differs.
 */
export function fileVersion({ size, ino, mtimeMs, ctimeMs }: fs.Stats): string {
  return `${size} ${ino} ${mtimeMs} ${ctimeMs}`;
}

/**
 * Gives `file` the modification time `mtimeMs` as `sameSizeAndTime` compares it. utimes goes through floating-point
 * seconds, which could land a hair below that millisecond; the middle of the millisecond cannot miss.
 */
export function setMillisecondTime(file: string, mtimeMs: number): void {
  const seconds = (Math.floor(mtimeMs) + 0.5) / 1000;
  fs.utimesSync(file, seconds, seconds);
}

/**
 * Copies the file `source` to `target` unless `target` already has its size and modification time (to the
 * millisecond), and gives the copy that time: a file copied this way before and not written since is left as it
 * is. (A hard link would cost less, but a write into the page's file would then change the source.) Returns the
 * file's size and whether it was copied now.
 */
export function copyIfChanged(source: string, target: string): { size: number; copied: boolean } {
  const from = fs.statSync(source);
  const to = fs.statSync(target, { throwIfNoEntry: false });
  if (to && sameSizeAndTime(to, from)) return { size: from.size, copied: false };
  if (!to) fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(source, target);
  setMillisecondTime(target, from.mtimeMs);
  return { size: from.size, copied: true };
}
