/**
 * Reads the embedded content the way the build does, so browser tests can expect the real titles of
 * real entries instead of copies of them.
 */
import path from 'node:path';
import { loadLocalContent } from '../../src/pipeline/sources/local';
import { toContentNodes } from '../../src/pipeline/content-nodes';
import type { ContentKind } from '../../src/shared/content/kinds';
import type { SiteLocale } from './fixtures';
import { hsPath, readCodes, readNames, readSections } from '../../src/pipeline/hs/nomenclature';
import { displayCode } from '../../src/shared/hs/page-text';
import hsCodeCatalogue from '../../locales/zh-CN/templates/hs-code.json';

const root = path.resolve(__dirname, '../..');
const loaded = loadLocalContent(path.join(root, 'content'), root);

export interface SampleEntry {
  kind: ContentKind;
  path: string;
  title: string;
  contentType: string;
  locale: string;
  fields: Record<string, unknown>;
}

export function entriesFor(locale: SiteLocale): SampleEntry[] {
  return toContentNodes(loaded.entries, locale).nodes.map((n) => ({
    kind: n.kind,
    path: n.path,
    title: n.pageTitle,
    contentType: n.contentType,
    locale: n.locale,
    fields: n.fields,
  }));
}

/** The first entry of a kind (in file order), optionally one matching a predicate. */
export function sample(locale: SiteLocale, kind: ContentKind, where: (e: SampleEntry) => boolean = () => true): SampleEntry {
  const found = entriesFor(locale).find((e) => e.kind === kind && where(e));
  if (!found) throw new Error(`No ${kind} entry in the embedded content`);
  return found;
}

export interface HsPage {
  path: string;
  /** The name the site gives the code: the Chinese one on zh-CN (content/hs/hs-names.zh-CN.csv). */
  name: string;
  /** The page's <h1>, which the site search also gives as the result's title. */
  title: string;
  /** How a list of codes names it: "0901.11 Coffee; not roasted or decaffeinated". */
  link: string;
}

const hsDir = path.join(root, 'content/hs');
const hsCodes = (() => {
  const { sections } = readSections(path.join(hsDir, 'hs-sections.csv'));
  return readCodes(path.join(hsDir, 'harmonized-system.csv'), new Set(sections.map((s) => s.section))).codes;
})();
const zhNames = readNames(path.join(hsDir, 'hs-names.zh-CN.csv')).names;

/** An HS code's page as the build makes it from the nomenclature and, on zh-CN, its Chinese names. */
export function hsPage(locale: SiteLocale, code: string): HsPage {
  const found = hsCodes.find((c) => c.code === code);
  if (!found) throw new Error(`HS ${code} is not in the nomenclature`);
  const name = (locale === 'zh-CN' ? zhNames.get(code) : undefined) ?? found.description;
  const shown = displayCode(code);
  const title = locale === 'zh-CN' ? hsCodeCatalogue['HS {{code}}: {{name}}'] : 'HS {{code}}: {{name}}';
  return { path: hsPath(found.slug), name, title: title.replace('{{code}}', shown).replace('{{name}}', name), link: `${shown} ${name}` };
}
