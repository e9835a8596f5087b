/** Sourcing and pages of the HS-code data section (/data/hs-code/...). */
import fs from 'node:fs';
import path from 'node:path';
import type { Actions, CreatePagesArgs, SourceNodesArgs } from 'gatsby';
import { hsContentIssue, hsPath, readCodes, readSections } from './hs/nomenclature';
import { normalizePath } from '../shared/routing/paths';
import { template } from './create-pages';
import { sourceLiveNodes, type NodeRead } from './live-nodes';
import type { RelatedTerm } from '../site/components/content/HsGlossaryTerms';
import { buildLocale } from '../shared/i18n/locales';
import { pageTranslator, type PageCatalogue } from '../shared/i18n/page-translator';
import { hsCodeTitle, hsTrail } from '../shared/hs/page-text';
import { headFacts, readCatalogue } from './head-facts';
import type { HeadFacts } from './head-table';

export const HS_SDL = `
type HsSection implements Node @dontInfer {
  section: String!
  name: String!
}
type HsCode implements Node @dontInfer {
  code: String!
  description: String!
  level: Int!
  section: String!
  sectionName: String!
  parentCode: String
  chapterCode: String!
  headingCode: String
  slug: String!
  path: String!
}`;

function csvPaths(): { codes: string; sections: string } {
  const committed = (name: string) => path.join(process.cwd(), 'content', 'hs', name);
  return {
    codes: process.env.HS_CODES_CSV || committed('harmonized-system.csv'),
    sections: process.env.HS_SECTIONS_CSV || committed('hs-sections.csv'),
  };
}

/** HS sections and codes from the CSV files; under `gatsby develop` an edit to either shows without a restart. */
export function sourceHsCodes(args: SourceNodesArgs): Promise<void> {
  const { createNodeId, createContentDigest } = args;
  const files = csvPaths();
  const read = (): NodeRead => {
    const { sections, issues: sectionIssues } = readSections(files.sections, path.basename(files.sections));
    const sectionNames = new Map(sections.map((s) => [s.section, s.name]));
    const { codes, issues, skipped } = readCodes(files.codes, new Set(sectionNames.keys()), path.basename(files.codes));
    const sectionNodes = sections.map((section) => ({
      ...section,
      id: createNodeId(`HsSection:${section.section}`),
      internal: { type: 'HsSection', contentDigest: createContentDigest(section) },
    }));
    const codeNodes = codes.map((code) => {
      const fields = {
        ...code,
        sectionName: sectionNames.get(code.section) ?? '',
        chapterCode: code.code.slice(0, 2),
        headingCode: code.level === 6 ? code.code.slice(0, 4) : null,
        path: hsPath(code.slug),
      };
      return {
        ...fields,
        id: createNodeId(`HsCode:${code.code}`),
        internal: { type: 'HsCode', contentDigest: createContentDigest(fields) },
      };
    });
    return {
      nodes: [...sectionNodes, ...codeNodes],
      problems: [...sectionIssues, ...issues].map(hsContentIssue),
      summary:
        `Sourced ${codes.length} HS codes in ${sections.length} sections from ${path.basename(files.codes)}` +
        (skipped.length > 0 ? `; skipped ${skipped.length} aggregate rows of section TOTAL (${skipped.join(', ')})` : ''),
    };
  };
  return sourceLiveNodes(args, { name: 'hs', title: 'Invalid HS nomenclature' }, [files.codes, files.sections], read);
}

export interface HsCodeLink {
  code: string;
  description: string;
  path: string;
}

/**
 * What an HS code page gets when it is created, besides its code's node: its parents, neighbours, children
 * and related glossary terms, worked out once here from the whole nomenclature rather than by half a dozen
 * look-ups in each page's query. A page's context changes only when what it shows does, so an edit to one
 * code or term makes only the pages showing it stale, where queries over all codes or terms made every one.
 */
export interface HsPageContext {
  id: string;
  pageType: 'hs-code';
  chapter: HsCodeLink | null;
  heading: HsCodeLink | null;
  prev: HsCodeLink | null;
  next: HsCodeLink | null;
  children: HsCodeLink[];
  /** Terms tied to the code or its parents; terms for every code are the hs-basic-terms slice's. */
  relatedTerms: RelatedTerm[];
}

interface HsPagesQuery {
  allGlossaryTerm: { nodes: Array<RelatedTerm & { hsCodes: string[] }> };
  allHsCode: {
    nodes: Array<{
      id: string;
      code: string;
      description: string;
      path: string;
      parentCode: string | null;
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
      allHsCode(sort: { code: ASC }) {
        nodes {
          id
          code
          description
          path
          parentCode
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
  const toLink = ({ code, description, path: page }: HsCodeLink): HsCodeLink => ({ code, description, path: page });
  const link = (node: HsCodeLink | undefined): HsCodeLink | null => (node ? toLink(node) : null);
  const byCode = new Map(nodes.map((node) => [node.code, node]));
  // Children in code order, which is also each one's order among its siblings (neighbours are the previous
  // and next codes under the same parent).
  const children = new Map<string, typeof nodes>();
  for (const node of nodes) {
    const key = node.parentCode ?? 'TOTAL';
    const group = children.get(key);
    if (group) group.push(node);
    else children.set(key, [node]);
  }
  const locale = buildLocale();
  const tp = pageTranslator<PageCatalogue>(readCatalogue('templates/hs-code'), locale);
  for (const node of nodes) {
    const siblings = children.get(node.parentCode ?? 'TOTAL') ?? [];
    const at = siblings.indexOf(node);
    const context: HsPageContext = {
      id: node.id,
      pageType: 'hs-code',
      chapter: node.chapterCode === node.code ? null : link(byCode.get(node.chapterCode)),
      heading: node.headingCode && node.headingCode !== node.code ? link(byCode.get(node.headingCode)) : null,
      prev: link(siblings[at - 1]),
      next: link(siblings[at + 1]),
      children: (children.get(node.code) ?? []).map(toLink),
      relatedTerms: termsFor([node.chapterCode, node.headingCode ?? '', node.code]),
    };
    const drawn = hsTrail(node, context.chapter, context.heading, tp);
    heads.set(normalizePath(node.path), headFacts({ path: node.path, title: hsCodeTitle(node), drawn }, locale));
    createPage({ path: normalizePath(node.path), component: template('hs-code'), context });
  }
  createPage({ path: '/data/hs-code/', component: template('hs-browse'), context: {} });
  writeHsIndex(nodes);
}

/**
 * The terms tied to any of the given codes, in the order of `terms`, each once. Looked up by code: going through all
 * 1,651 terms for each of the 7,000 pages was a tenth of a second of every build.
 */
export function termsByCode(terms: ReadonlyArray<RelatedTerm & { hsCodes: ReadonlyArray<string> }>): (codes: string[]) => RelatedTerm[] {
  const byCode = new Map<string, Array<{ at: number; term: RelatedTerm }>>();
  terms.forEach(({ title, description, path: page, hsCodes }, at) => {
    for (const code of new Set(hsCodes)) byCode.set(code, [...(byCode.get(code) ?? []), { at, term: { title, description, path: page } }]);
  });
  return (codes) => {
    const found = new Map(codes.flatMap((code) => byCode.get(code) ?? []).map(({ at, term }) => [at, term]));
    return [...found.keys()].sort((a, b) => a - b).flatMap((at) => found.get(at) ?? []);
  };
}

/**
 * Every code with its description and page, for the duty estimator's autocomplete: one static file the
 * browser fetches when the visitor first focuses the HS code field (about 6,900 codes with the full
 * nomenclature, ~150 KB gzip), rather than weighing on every page.
 */
function writeHsIndex(nodes: ReadonlyArray<{ code: string; description: string; path: string }>): void {
  const dir = path.join(process.cwd(), 'public', 'data');
  fs.mkdirSync(dir, { recursive: true });
  const index = nodes.map(({ code, description, path: page }) => ({ code, description, path: normalizePath(page) }));
  fs.writeFileSync(path.join(dir, 'hs-index.json'), JSON.stringify(index));
}
