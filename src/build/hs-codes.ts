/** Sourcing and pages of the HS-code data section (/data/hs-code/...). */
import fs from 'node:fs';
import path from 'node:path';
import type { Actions, CreatePagesArgs, SourceNodesArgs } from 'gatsby';
import { formatHsIssue, hsPath, readCodes, readSections } from './hs/nomenclature';
import { normalizePath } from '../shared/routing/paths';
import { template } from './create-pages';
import { sourceLiveNodes, type NodeRead } from './live-nodes';

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
export function sourceHsCodes(args: SourceNodesArgs): void {
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
      problems: [...sectionIssues, ...issues].map(formatHsIssue),
      summary:
        `Sourced ${codes.length} HS codes in ${sections.length} sections from ${path.basename(files.codes)}` +
        (skipped.length > 0 ? `; skipped ${skipped.length} aggregate rows of section TOTAL (${skipped.join(', ')})` : ''),
    };
  };
  sourceLiveNodes(args, 'Invalid HS nomenclature', [files.codes, files.sections], read);
}

interface HsPagesQuery {
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

export async function createHsPages(
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
  createPage: Actions['createPage'],
): Promise<void> {
  const result = await graphql<HsPagesQuery>(`
    query HsPages {
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
  // Neighbours are the previous and next codes under the same parent, in code order.
  const siblings = new Map<string, string[]>();
  for (const node of nodes) {
    const key = node.parentCode ?? 'TOTAL';
    const group = siblings.get(key);
    if (group) group.push(node.code);
    else siblings.set(key, [node.code]);
  }
  for (const node of nodes) {
    const group = siblings.get(node.parentCode ?? 'TOTAL') ?? [];
    const at = group.indexOf(node.code);
    createPage({
      path: normalizePath(node.path),
      component: template('hs-code'),
      context: {
        id: node.id,
        pageType: 'hs-code',
        code: node.code,
        section: node.section,
        chapterCode: node.chapterCode,
        headingCode: node.headingCode ?? '',
        // The code and its parents: glossary terms tied to any of them are linked from the page.
        prefixes: [node.chapterCode, node.headingCode ?? '', node.code].filter(Boolean),
        prevCode: group[at - 1] ?? '',
        nextCode: group[at + 1] ?? '',
      },
    });
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
