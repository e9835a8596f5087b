/** Sourcing and pages of the HS-code data section (/data/hs-code/...). */
import fs from 'node:fs';
import path from 'node:path';
import type { Actions, CreatePagesArgs, SourceNodesArgs } from 'gatsby';
import { hsContentIssue, hsPath, readCodes, readNames, readNationalLines, readSections, type NationalLine } from './hs/nomenclature';
import { normalizePath } from '../shared/routing/paths';
import { template } from './create-pages';
import { sourceLiveNodes, type NodeRead } from './live-nodes';
import { readSignature } from './read-signature';
import type { HsPageContext, RelatedTerm } from '../shared/hs/page-context';
import { buildLocale, type Locale } from '../shared/i18n/locales';
import { translate, type DictionaryKey } from '../shared/i18n/dictionary';
import { buildContext } from './build-context';
import type { HsIndexEntry } from '../site/components/tools/hs-suggest';
import { pageTranslator } from '../shared/i18n/page-translator';
import { hsCodeDescription, hsCodeTitle, hsTrail } from '../shared/hs/page-text';
import { headFacts } from './head/facts';
import hsCodeCatalogue from '../../locales/zh-CN/templates/hs-code.json';
import type { HeadFacts } from './head/facts';

export const HS_SDL = `
type HsSection implements Node @dontInfer {
  section: String!
  "The section's name in the site's language."
  name: String!
  "The nomenclature's English name, on a site whose \`name\` is in another language (null where it is English)."
  englishName: String
}
type HsCodeLink {
  code: String!
  name: String!
  path: String!
}
type HsNationalLine {
  code: String!
  name: String!
  units: [String!]!
}
type HsCode implements Node @dontInfer {
  code: String!
  "The nomenclature's English text, which the slug is made of."
  description: String!
  "The code's name in the site's language: the page shows it, links to the page give it."
  name: String!
  "The English text, on a site whose \`name\` is in another language (null where it is English)."
  englishName: String
  level: Int!
  section: String!
  sectionName: String!
  parentCode: String
  chapterCode: String!
  headingCode: String
  slug: String!
  path: String!
  "The chapter and the heading it is in (none for a chapter, no heading for a heading)."
  chapter: HsCodeLink
  heading: HsCodeLink
  "The codes before and after it under the same parent, in code order."
  prev: HsCodeLink
  next: HsCodeLink
  "The codes under it, in code order (\`children\` is Gatsby's own field of every node)."
  subcodes: [HsCodeLink!]!
  "The site's country's own tariff lines under a subheading (China's on zh-CN); null where the site has none."
  nationalLines: [HsNationalLine!]
}`;

/** The nomenclature's files, and for a site in another language than English its names and national lines in it. */
function csvPaths(locale: Locale): { codes: string; sections: string; names: string | null; lines: string | null } {
  const committed = (name: string) => path.join(process.cwd(), 'content', 'hs', name);
  const own = (name: string) => (locale === 'en-US' ? null : committed(`${name}.${locale}.csv`));
  return {
    codes: process.env.HS_CODES_CSV || committed('harmonized-system.csv'),
    sections: process.env.HS_SECTIONS_CSV || committed('hs-sections.csv'),
    names: own('hs-names'),
    lines: own('hs-national-lines'),
  };
}

/** The name a section or code shows on the site, with the English one beside it where the two differ in language. */
function named(english: string, own: string | undefined): { name: string; englishName: string | null } {
  return own === undefined ? { name: english, englishName: null } : { name: own, englishName: english };
}

/** HS sections and codes from the CSV files; under `gatsby develop` an edit to either shows without a restart. */
export function sourceHsCodes(args: SourceNodesArgs): Promise<void> {
  const { createNodeId, createContentDigest } = args;
  const files = csvPaths(buildLocale());
  const read = (): NodeRead => {
    const { sections, issues: sectionIssues } = readSections(files.sections, path.basename(files.sections));
    const { codes, issues, skipped } = readCodes(files.codes, new Set(sections.map((s) => s.section)), path.basename(files.codes));
    const { names, issues: nameIssues } = files.names
      ? readNames(files.names, path.basename(files.names))
      : { names: new Map<string, string>(), issues: [] };
    const { lines, issues: lineIssues } = files.lines
      ? readNationalLines(files.lines, path.basename(files.lines))
      : { lines: new Map<string, NationalLine[]>(), issues: [] };
    const sectionNodes = sections.map((section) => {
      const fields = { section: section.section, ...named(section.name, names.get(section.section)) };
      return {
        ...fields,
        id: createNodeId(`HsSection:${section.section}`),
        internal: { type: 'HsSection', contentDigest: createContentDigest(fields) },
      };
    });
    const sectionNames = new Map(sectionNodes.map((s) => [s.section, s.name]));
    const relativesOf = relatives(codes.map((code) => ({ ...code, name: names.get(code.code) ?? code.description })));
    const codeNodes = codes.map((code) => {
      const fields = {
        ...code,
        ...named(code.description, names.get(code.code)),
        sectionName: sectionNames.get(code.section) ?? '',
        chapterCode: code.code.slice(0, 2),
        headingCode: code.level === 6 ? code.code.slice(0, 4) : null,
        path: hsPath(code.slug),
        ...relativesOf(code.code),
        nationalLines: files.lines && code.level === 6 ? (lines.get(code.code) ?? []) : null,
      };
      return {
        ...fields,
        id: createNodeId(`HsCode:${code.code}`),
        internal: { type: 'HsCode', contentDigest: createContentDigest(fields) },
      };
    });
    return {
      nodes: [...sectionNodes, ...codeNodes],
      problems: [...sectionIssues, ...issues, ...nameIssues, ...lineIssues].map(hsContentIssue),
      summary:
        `Sourced ${codes.length} HS codes in ${sections.length} sections from ${path.basename(files.codes)}` +
        (files.names ? `, names from ${path.basename(files.names)}` : '') +
        (skipped.length > 0 ? `; skipped ${skipped.length} aggregate rows of section TOTAL (${skipped.join(', ')})` : ''),
    };
  };
  const inputs = [files.codes, files.sections, ...(files.names ? [files.names] : []), ...(files.lines ? [files.lines] : [])];
  const unchanged = { signature: () => readSignature(process.cwd(), inputs) };
  return sourceLiveNodes(args, { name: 'hs', title: 'Invalid HS nomenclature', unchanged }, inputs, read);
}

export interface HsCodeLink {
  code: string;
  name: string;
  path: string;
}

/**
 * Each code's chapter and heading, its neighbours under its parent and the codes under it, in code order, as links.
 * They are fields of the code's node, worked out once from the whole nomenclature when it is read: the page's query
 * reads them by the node's id, so an edit to one code makes stale only the pages whose node changed, and the 7,000
 * pages' contexts, which Gatsby hashes, compares and stores in every build, stay small (the links were 8 MB of them).
 */
export function relatives(codes: ReadonlyArray<{ code: string; name: string; slug: string; parentCode: string | null }>): (
  code: string,
) => {
  chapter: HsCodeLink | null;
  heading: HsCodeLink | null;
  prev: HsCodeLink | null;
  next: HsCodeLink | null;
  subcodes: HsCodeLink[];
} {
  const sorted = [...codes].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const linkOf = new Map<string, HsCodeLink>();
  const under = new Map<string, HsCodeLink[]>();
  const at = new Map<string, { parent: string; index: number }>();
  for (const { code, name, slug, parentCode } of sorted) {
    const parent = parentCode ?? 'TOTAL';
    const link = { code, name, path: hsPath(slug) };
    linkOf.set(code, link);
    const siblings = under.get(parent);
    at.set(code, { parent, index: siblings?.length ?? 0 });
    if (siblings) siblings.push(link);
    else under.set(parent, [link]);
  }
  const sibling = (code: string, step: number): HsCodeLink | null => {
    const place = at.get(code);
    return (place && under.get(place.parent)?.[place.index + step]) ?? null;
  };
  return (code) => ({
    chapter: code.length > 2 ? (linkOf.get(code.slice(0, 2)) ?? null) : null,
    heading: code.length > 4 ? (linkOf.get(code.slice(0, 4)) ?? null) : null,
    prev: sibling(code, -1),
    next: sibling(code, 1),
    subcodes: under.get(code) ?? [],
  });
}

interface HsPagesQuery {
  allGlossaryTerm: { nodes: Array<RelatedTerm & { hsCodes: string[] }> };
  allHsSection: { nodes: Array<{ section: string; englishName: string | null }> };
  allHsCode: {
    nodes: Array<{
      id: string;
      code: string;
      name: string;
      englishName: string | null;
      level: number;
      path: string;
      chapterCode: string;
      headingCode: string | null;
      section: string;
    }>;
  };
}

/** Creates a page per HS code and the browse page; each code's head facts go into `heads`, by path. */
export async function createHsPages(
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
  createPage: Actions['createPage'],
  heads: Map<string, HeadFacts>,
): Promise<void> {
  const result = await graphql<HsPagesQuery>(`
    query HsPages {
      allGlossaryTerm(filter: { forAllHsCodes: { eq: false } }, sort: { title: ASC }) {
        nodes {
          title
          description
          path
          hsCodes
        }
      }
      allHsSection {
        nodes {
          section
          englishName
        }
      }
      allHsCode(sort: { code: ASC }) {
        nodes {
          id
          code
          name
          englishName
          level
          path
          chapterCode
          headingCode
          section
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query HS codes', result.errors as Error[] | undefined);
    return;
  }
  const nodes = result.data.allHsCode.nodes;
  const termsFor = termsByCode(result.data.allGlossaryTerm.nodes);
  const locale = buildLocale();
  const tp = pageTranslator(hsCodeCatalogue, locale);
  const say = (key: DictionaryKey, vars?: Record<string, string>) => translate(key, locale, vars);
  const byCode = new Map(nodes.map((node) => [node.code, node]));
  for (const node of nodes) {
    const context: HsPageContext = {
      id: node.id,
      pageType: 'hs-code',
      relatedTerms: termsFor([node.chapterCode, node.headingCode ?? '', node.code]),
    };
    const chapter = node.chapterCode === node.code ? null : (byCode.get(node.chapterCode) ?? null);
    const heading = node.headingCode && node.headingCode !== node.code ? (byCode.get(node.headingCode) ?? null) : null;
    const drawn = hsTrail(node, chapter, heading, tp);
    const description = hsCodeDescription(node, say);
    heads.set(normalizePath(node.path), headFacts({ path: node.path, title: hsCodeTitle(node, say), description, drawn }, locale));
    createPage({ path: normalizePath(node.path), component: template('hs-code'), context });
  }
  createPage({ path: '/data/hs-code/', component: template('hs-browse'), context: {} });
  writeHsIndex(nodes);
  if (locale !== 'en-US') {
    // Content checks go entry by entry; the nomenclature's names in the site's language are counted here.
    const unnamed = [
      ...result.data.allHsSection.nodes.filter((section) => section.englishName === null).map((section) => section.section),
      ...nodes.filter((node) => node.englishName === null).map((node) => node.code),
    ];
    buildContext().hsWithoutName = unnamed;
    reporter.info(
      `HS names in ${locale}: ${unnamed.length} of ${nodes.length} codes and ${result.data.allHsSection.nodes.length} sections have none` +
        (unnamed.length > 0 ? ` (${unnamed.slice(0, 20).join(', ')}${unnamed.length > 20 ? ' …' : ''}), and show their English text` : ''),
    );
  }
}

/**
 * The terms tied to any of the given codes, in the order of `terms`, each once. Looked up by code: going through all
 * 1,651 terms for each of the 7,000 pages was a tenth of a second of every build.
 */
export function termsByCode(terms: ReadonlyArray<RelatedTerm & { hsCodes: ReadonlyArray<string> }>): (codes: string[]) => RelatedTerm[] {
  const byCode = new Map<string, Array<{ at: number; term: RelatedTerm }>>();
  terms.forEach(({ title, description, path: page, hsCodes }, at) => {
    const term = { title, description, path: page };
    for (const code of new Set(hsCodes)) {
      const tied = byCode.get(code);
      if (tied) tied.push({ at, term });
      else byCode.set(code, [{ at, term }]);
    }
  });
  return (codes) => {
    const found = new Map(codes.flatMap((code) => byCode.get(code) ?? []).map(({ at, term }) => [at, term]));
    return [...found.keys()].sort((a, b) => a - b).flatMap((at) => found.get(at) ?? []);
  };
}

/**
 * Every code with its name and page (and its English text where the name is in the site's language), for the
 * duty estimator's autocomplete: one static file the browser fetches when the visitor first focuses the HS code
 * field (about 6,900 codes with the full nomenclature, ~150 KB gzip in English), rather than weighing on every page.
 */
function writeHsIndex(nodes: ReadonlyArray<{ code: string; name: string; englishName: string | null; path: string }>): void {
  const dir = path.join(process.cwd(), 'public', 'data');
  fs.mkdirSync(dir, { recursive: true });
  const index: HsIndexEntry[] = nodes.map(({ code, name, englishName, path: page }) => ({
    code,
    name,
    ...(englishName === null ? {} : { english: englishName }),
    path: normalizePath(page),
  }));
  fs.writeFileSync(path.join(dir, 'hs-index.json'), JSON.stringify(index));
}
