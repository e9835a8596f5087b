/**
 * What an HS code's page says of itself that its head facts need too (src/pipeline/head-facts.ts): its title,
 * its level's name and the trail it draws. One home for both, so the page and its link preview cannot drift apart.
 */
import type { Crumb } from '../seo/breadcrumbs';

/** Formats 090111 as 0901.11, the way customs documents print subheadings. */
export function displayCode(code: string): string {
  return code.length === 6 ? `${code.slice(0, 4)}.${code.slice(4)}` : code;
}

/** The page's title, as its head gives it. */
export function hsCodeTitle(code: { code: string; description: string }): string {
  return `HS code ${displayCode(code.code)}: ${code.description.slice(0, 80)}`;
}

const LEVEL_NAME = { 2: 'Chapter', 4: 'Heading', 6: 'Subheading' } as const;

/** What an HS code is called at its level ("Chapter"), in the words `say` gives. */
export function levelName(level: number, say: (key: (typeof LEVEL_NAME)[2 | 4 | 6] | 'Code') => string): string {
  return say(level === 2 || level === 4 || level === 6 ? LEVEL_NAME[level] : 'Code');
}

/** The page's description, as its head gives it. */
export function hsCodeDescription(
  code: { code: string; level: number; description: string },
  say: Parameters<typeof levelName>[1],
): string {
  return `${levelName(code.level, say)} ${displayCode(code.code)} of the Harmonized System: ${code.description}`.slice(0, 220);
}

type TrailKey = 'Section {{section}}' | 'Chapter {{code}}' | 'Heading {{code}}';

/** The trail the page draws between the HS codes page and itself: its section, chapter and heading where it has them. */
export function hsTrail(
  code: { section: string },
  chapter: { code: string; path: string } | null,
  heading: { code: string; path: string } | null,
  tp: (key: TrailKey, vars: Record<string, string>) => string,
): Crumb[] {
  return [
    { to: '/data/hs-code', label: tp('Section {{section}}', { section: code.section }) },
    ...(chapter ? [{ to: chapter.path, label: tp('Chapter {{code}}', { code: chapter.code }) }] : []),
    ...(heading ? [{ to: heading.path, label: tp('Heading {{code}}', { code: heading.code }) }] : []),
  ];
}
