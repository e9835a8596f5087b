/**
 * What an HS code's page says of itself that its head facts need too (src/pipeline/head/facts.ts): its title,
 * its level's name and the trail it draws. One home for both, so the page and its link preview cannot drift apart.
 */
import type { Crumb } from '../seo/breadcrumbs';
import type { DictionaryKey } from '../i18n/dictionary';

/** The site-wide dictionary in the build's language (translate, or `t` in a component). */
type Say = (key: DictionaryKey, vars?: Record<string, string>) => string;

/** A Chinese character: a name that has one is in the site's Chinese, one that has none the nomenclature's English. */
export const HAN = /[\u3400-\u4dbf\u4e00-\u9fff]/;

/** Formats 090111 as 0901.11, the way customs documents print subheadings. */
export function displayCode(code: string): string {
  return code.length === 6 ? `${code.slice(0, 4)}.${code.slice(4)}` : code;
}

/** The page's title, as its head gives it: the code and its name in the site's language. */
export function hsCodeTitle(code: { code: string; name: string }, say: Say): string {
  return say('HS code {{code}}: {{name}}', { code: displayCode(code.code), name: code.name.slice(0, 80) });
}

const LEVEL_NAME = { 2: 'Chapter', 4: 'Heading', 6: 'Subheading' } as const;

/** What an HS code is called at its level ("Chapter"), in the words `say` gives. */
export function levelName(level: number, say: Say): string {
  return say(level === 2 || level === 4 || level === 6 ? LEVEL_NAME[level] : 'Code');
}

/** The page's description, as its head gives it. */
export function hsCodeDescription(code: { code: string; level: number; name: string }, say: Say): string {
  const vars = { level: levelName(code.level, say), code: displayCode(code.code), name: code.name };
  return say('{{level}} {{code}} of the Harmonized System: {{name}}', vars).slice(0, 220);
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
