/**
 * The table of head facts by page path (worked out in src/pipeline/head-facts.ts when pages are created):
 * its shape, and the file that hands it from the build's hooks to `gatsby develop`'s renderer
 * (src/pipeline/head-tags.tsx), which gets a page's path but not its data. Kept free of heavy imports: the
 * page renderer's bundle includes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Crumb } from '../shared/seo/breadcrumbs';

/** The social card's size in pixels, which the head states and the drawing uses. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardFacts {
  title: string;
  /** The section the page belongs to ("Blog", "帮助中心"); empty for pages outside one. */
  eyebrow: string;
  /** The regional site's host, printed at the foot. */
  host: string;
}

export interface HeadFacts {
  /** The page's own title, as its og:title gives it (the document's title adds the brand: src/shared/seo/route-head.ts). */
  title: string;
  /** What search results and link previews show under the title; empty when the page has none. */
  description: string;
  /** The page this one only forwards to (a help article's short link): its canonical, and where a meta refresh sends. */
  forwardTo?: string;
  /** Kept out of search engines' indexes (robots noindex): the pages src/shared/routing/unlisted.ts keeps out of search. */
  noindex?: true;
  ogType: 'article' | 'website';
  /** Home first, the page last; empty for the home page. */
  trail: Crumb[];
  /** The site path of the page's social card, and what it shows. */
  card: { file: string; facts: CardFacts };
  /** Whether this page's card is its own (false: it uses another page's, as HS codes use their chapter's). */
  ownCard: boolean;
  feed: { title: string; rss: string; atom: string } | null;
}

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
