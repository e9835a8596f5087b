/**
 * Creates one page per content entry from its kind's template, plus the pages that are not entries
 * (blog landing, help-article short links, form confirmations).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Actions, CreatePagesArgs, SourceNodesArgs } from 'gatsby';
import { KINDS, type ContentKind } from '../shared/content/kinds';
import { normalizePath } from '../shared/routing/paths';
import { CLIENT_ROUTES } from './server/client-routes';
import { CONFIRMATION_PATHS, FORM_ERRORS_PATH } from '../shared/forms/confirmation-paths';
import { buildLocale } from '../shared/i18n/locales';
import { PAGES_WITHOUT_ENTRIES, headFacts, headFactsWithoutEntries } from './head/facts';
import type { HeadFacts } from './head/facts';

export const template = (name: string): string => path.resolve(process.cwd(), 'src/templates', `${name}.tsx`);

/**
 * The pages of src/pages that have head facts, with their files relative to src/pages ("company/about-us.tsx").
 * The build creates these itself, the facts in their context, and gatsby-config tells Gatsby's page creator to
 * leave them: it made them first with an empty context, and replacing each in onCreatePage counted as a change
 * in every build, so their 26 queries ran again each time (1.7 s of a build with no change at 10,000 pages).
 */
export function pagesFromPageFiles(root: string = process.cwd()): Array<{ path: string; file: string }> {
  return PAGES_WITHOUT_ENTRIES.map((page) => ({ path: page.path, file: pageFileOf(page.path) })).filter((page) =>
    fs.existsSync(path.join(root, 'src/pages', page.file)),
  );
}

/** The file under src/pages that Gatsby's page creator would make the page at `pagePath` from ("/paps/": "paps.tsx"). */
export function pageFileOf(pagePath: string): string {
  return pagePath === '/' ? 'index.tsx' : `${pagePath.slice(1, -1)}.tsx`;
}

/**
 * Keeps the last build's page nodes for createPages to compare against. Gatsby deletes after sourcing every node
 * that no source touched, the SitePage nodes of its own page actions included, so createPages wrote all 7,124 of
 * a site again and ran onCreateNode for each (with the sweep, 2 s of a 16 s warm site build alone). Touched, a page
 * made again as it was is only touched again; one createPages no longer makes is deleted with its node by Gatsby's
 * sweep of untouched pages, which runs after createPages.
 */
export function keepPageNodes({ actions, getNodesByType }: Pick<SourceNodesArgs, 'actions' | 'getNodesByType'>): void {
  for (const node of getNodesByType('SitePage')) actions.touchNode(node);
}

/**
 * One Gatsby Slice per file of src/slices, named after the file: `<Slice alias="site-header" />` places
 * src/slices/site-header.tsx (Gatsby fails the build on an alias with no slice). Aliases are string
 * literals because Gatsby finds them by reading the source.
 */
export function createSiteSlices(createSlice: Actions['createSlice'], dir = path.resolve(process.cwd(), 'src/slices')): void {
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.tsx'))
    .sort())
    // An empty context, not none: Gatsby stores a missing one as {} and compares the next build's against it, so
    // a slice without one counted as changed in every build and its query ran again each time.
    createSlice({ id: path.basename(file, '.tsx'), component: path.join(dir, file), context: {} });
}

interface EntryRow {
  id: string;
  kind: string;
  path: string;
  headTitle: string;
  headDescription: string;
  contentType: string;
  structuredData: string[];
  number?: number | null;
}

interface EntriesQuery {
  allContentEntry: { nodes: EntryRow[] };
}

function isKind(kind: string): kind is ContentKind {
  return kind in KINDS;
}

/**
 * Creates the entries' pages and the others of this module; the head facts of each indexed one go into
 * `heads`, by path (src/pipeline/head/facts.ts).
 */
export async function createContentPages(
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
  createPage: Actions['createPage'],
  heads: Map<string, HeadFacts>,
): Promise<void> {
  const result = await graphql<EntriesQuery>(`
    query ContentPages {
      allContentEntry {
        nodes {
          id
          kind
          path
          headTitle
          headDescription
          contentType
          structuredData
          ... on HelpArticle {
            number
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query content entries for page creation', result.errors as Error[] | undefined);
    return;
  }
  const locale = buildLocale();
  for (const [pagePath, head] of headFactsWithoutEntries(locale)) heads.set(pagePath, head);
  for (const node of result.data.allContentEntry.nodes) {
    if (!isKind(node.kind)) continue;
    const { id, path: pagePath, kind } = node;
    const facts = KINDS[kind];
    if (facts.template === null) continue;
    // The page's query reaches related entries through @link fields (src/pipeline/graphql-schema.ts): only the id travels.
    const { headTitle: title, headDescription: description, contentType, structuredData } = node;
    heads.set(normalizePath(pagePath), headFacts({ path: pagePath, title, description, contentType, structuredData }, locale));
    createPage({ path: normalizePath(pagePath), component: template(facts.template), context: { id, pageType: facts.pageType } });
    if (node.kind === 'HelpArticle' && node.number != null) {
      // Old help links carried only the article number; the short path forwards to the full one.
      const shortPath = normalizePath(`/help/articles/${node.number}`);
      heads.set(shortPath, headFacts({ path: shortPath, title, description, forwardTo: pagePath }, locale));
      createPage({
        path: shortPath,
        component: template('help-center-article-redirect'),
        context: { id },
      });
    }
  }
  for (const page of pagesFromPageFiles()) {
    createPage({ path: page.path, component: path.resolve(process.cwd(), 'src/pages', page.file), context: {} });
  }
  createPage({ path: '/blog/', component: template('blog-landing'), context: {} });
  createPage({ path: '/500.html', component: template('server-error'), context: {} });
  for (const route of CLIENT_ROUTES) {
    createPage({ path: route.shell, matchPath: `${route.prefix}*`, component: template(route.template), context: {} });
  }
  const confirmations = { quote: 'quote', 'sign-up': 'sign-up', newsletter: 'newsletter', message: 'contact' } as const;
  for (const [form, formType] of Object.entries(confirmations)) {
    createPage({ path: CONFIRMATION_PATHS[formType], component: template('form-confirmation'), context: { form } });
  }
  createPage({ path: FORM_ERRORS_PATH, component: template('form-errors'), context: {} });
}
