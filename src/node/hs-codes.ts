/** Sourcing and pages of the HS-code data section (/data/hs-code/...). */
import fs from 'node:fs';
import path from 'node:path';
import type { Actions, CreatePagesArgs, SourceNodesArgs } from 'gatsby';
import { formatHsIssue, hsPath, readCodes, readSections } from '../hs/nomenclature';
import { normalizePath } from '../routing/paths';
import { template } from './create-pages';

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
  const sample = (name: string) => path.join(process.cwd(), 'content', 'hs', name);
  return {
    codes: process.env.HS_CODES_CSV || sample('harmonized-system.sample.csv'),
    sections: process.env.HS_SECTIONS_CSV || sample('hs-sections.sample.csv'),
  };
}

export function sourceHsCodes({ actions, createNodeId, createContentDigest, reporter }: SourceNodesArgs): void {
  const files = csvPaths();
  const { sections, issues: sectionIssues } = readSections(files.sections, path.basename(files.sections));
  const sectionNames = new Map(sections.map((s) => [s.section, s.name]));
  const { codes, issues, skipped } = readCodes(files.codes, new Set(sectionNames.keys()), path.basename(files.codes));
  const problems = [...sectionIssues, ...issues];
  if (problems.length > 0) {
    reporter.panicOnBuild(`Invalid HS nomenclature (${problems.length}):\n${problems.slice(0, 50).map(formatHsIssue).join('\n')}`);
    return;
  }
  for (const section of sections) {
    actions.createNode({ ...section, id: createNodeId(`HsSection:${section.section}`), internal: { type: 'HsSection', contentDigest: createContentDigest(section) } });
  }
  for (const code of codes) {
    const fields = {
      ...code,
      sectionName: sectionNames.get(code.section) ?? '',
      chapterCode: code.code.slice(0, 2),
      headingCode: code.level === 6 ? code.code.slice(0, 4) : null,
      path: hsPath(code.slug),
    };
    actions.createNode({ ...fields, id: createNodeId(`HsCode:${code.code}`), internal: { type: 'HsCode', contentDigest: createContentDigest(fields) } });
  }
  reporter.info(
    `Sourced ${codes.length} HS codes in ${sections.length} sections from ${path.basename(files.codes)}` +
      (skipped.length > 0 ? `; skipped ${skipped.length} aggregate rows of section TOTAL (${skipped.join(', ')})` : ''),
  );
}

interface HsPagesQuery {
  allHsCode: { nodes: Array<{ id: string; code: string; description: string; level: number; section: string; sectionName: string; path: string; parentCode: string | null; chapterCode: string; headingCode: string | null }> };
  allGlossaryTerm: { nodes: Array<{ title: string; description: string; path: string; hsCodes: string[]; forAllHsCodes: boolean }> };
}

type Link = { code: string; description: string; path: string };

/** What an HS code page shows, computed once here rather than queried page by page (see HsPageContext). */
export interface HsPageContext {
  id: string;
  code: string;
  description: string;
  level: number;
  section: string;
  sectionName: string;
  path: string;
  chapter: Link | null;
  heading: Link | null;
  prev: Link | null;
  next: Link | null;
  children: Link[];
  glossary: Array<{ title: string; description: string; path: string }>;
}

/**
 * One page per code. Everything a page shows (breadcrumb, neighbours, children, glossary terms) is
 * worked out in one pass over all codes and handed over as page context: with the full nomenclature
 * that is ~6,900 pages, and seven GraphQL look-ups each made HS pages most of the build time.
 */
export async function createHsPages({ graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>, createPage: Actions['createPage']): Promise<void> {
  const result = await graphql<HsPagesQuery>(`
    query HsPages {
      allHsCode(sort: { code: ASC }) {
        nodes { id code description level section sectionName path parentCode chapterCode headingCode }
      }
      allGlossaryTerm(sort: { title: ASC }) {
        nodes { title description path hsCodes forAllHsCodes }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query HS codes', result.errors);
    return;
  }
  const nodes = result.data.allHsCode.nodes;
  const terms = result.data.allGlossaryTerm.nodes;
  const link = (node: { code: string; description: string; path: string } | undefined): Link | null =>
    node ? { code: node.code, description: node.description, path: normalizePath(node.path) } : null;
  const byCode = new Map(nodes.map((node) => [node.code, node]));
  // Neighbours are the previous and next codes under the same parent, in code order; children likewise.
  const siblings = new Map<string, string[]>();
  for (const node of nodes) {
    const key = node.parentCode ?? 'TOTAL';
    const group = siblings.get(key);
    if (group) group.push(node.code);
    else siblings.set(key, [node.code]);
  }
  const basics = terms.filter((term) => term.forAllHsCodes);
  for (const node of nodes) {
    const group = siblings.get(node.parentCode ?? 'TOTAL') ?? [];
    const at = group.indexOf(node.code);
    // Terms tied to this code or its parents first, then the classification basics every code page links to.
    const prefixes = new Set([node.chapterCode, node.headingCode ?? '', node.code].filter(Boolean));
    const related = terms.filter((term) => term.hsCodes.some((code) => prefixes.has(code)));
    const glossary = [...related, ...basics.filter((term) => !related.includes(term))].map(({ title, description, path: page }) => ({ title, description, path: normalizePath(page) }));
    const context: HsPageContext = {
      id: node.id,
      code: node.code,
      description: node.description,
      level: node.level,
      section: node.section,
      sectionName: node.sectionName,
      path: normalizePath(node.path),
      chapter: link(byCode.get(node.chapterCode)),
      heading: link(node.headingCode ? byCode.get(node.headingCode) : undefined),
      prev: link(byCode.get(group[at - 1] ?? '')),
      next: link(byCode.get(group[at + 1] ?? '')),
      children: (siblings.get(node.code) ?? []).map((code) => link(byCode.get(code))).filter((child): child is Link => child !== null),
      glossary,
    };
    createPage({ path: normalizePath(node.path), component: template('hs-code'), context: { ...context } });
  }
  createPage({ path: '/data/hs-code/', component: template('hs-browse'), context: {} });
  writeHsIndex(nodes);
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
