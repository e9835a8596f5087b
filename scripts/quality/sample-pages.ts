/**
 * One built page of every template and every static page, for the quality gates and benchmarks
 * (HTML validation, accessibility, JavaScript budgets, Lighthouse). Derived from the content and the
 * page files, so a new template or page is covered without editing a list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadLocalContent } from '../../src/pipeline/sources/local';
import { toContentNodes } from '../../src/pipeline/content-nodes';
import { KINDS } from '../../src/shared/content/kinds';
import { normalizePath } from '../../src/shared/routing/paths';
import type { Locale } from '../../src/shared/i18n/locales';
import { CLIENT_ROUTES } from '../../src/pipeline/server/client-routes';

export interface SamplePage {
  /** The template or page file that renders it, e.g. "template:product-page" or "page:company/about-us". */
  name: string;
  path: string;
}

const root = path.resolve(__dirname, '../..');

function pageFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return pageFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.name.endsWith('.tsx') ? [`${prefix}${entry.name.slice(0, -4)}`] : [];
  });
}

export function samplePages(locale: Locale): SamplePage[] {
  const loaded = loadLocalContent(path.join(root, 'content'), root);
  const nodes = toContentNodes(loaded.entries, locale).nodes;
  const pages: SamplePage[] = [];
  const seen = new Set<string>();
  // One page of each kind: kinds that share a template (the article) fill it with different fields.
  for (const node of nodes) {
    const template = KINDS[node.kind].template;
    if (template === null || seen.has(node.kind)) continue;
    seen.add(node.kind);
    const shared = Object.values(KINDS).filter((facts) => facts.template === template).length > 1;
    pages.push({ name: `template:${template}${shared ? `:${node.kind}` : ''}`, path: normalizePath(node.path) });
  }
  const article = nodes.find((n) => n.kind === 'HelpArticle');
  pages.push(
    { name: 'template:blog-landing', path: '/blog/' },
    { name: 'template:form-confirmation', path: '/get-started/confirmation/' },
    { name: 'template:server-error', path: '/500.html' },
    { name: 'template:form-errors', path: '/form-errors/' },
    { name: 'template:hs-browse', path: '/data/hs-code/' },
    { name: 'template:hs-code', path: '/data/hs-code/0901-coffee-whether-or-not-roasted-or-decaffeinated-husks-and-skins-coffee/' },
  );
  if (article && 'number' in article.fields)
    pages.push({ name: 'template:help-center-article-redirect', path: `/help/articles/${String(article.fields.number)}/` });
  for (const file of pageFiles(path.join(root, 'src/pages')).sort()) {
    if (file.includes('[')) continue;
    const route = file === 'index' ? '/' : file === '404' ? '/404.html' : `/${file.replace(/\/index$/, '')}/`;
    pages.push({ name: `page:${file}`, path: route });
  }
  return pages;
}

/** The built HTML file that answers a sample page inside a site folder (a client route's shell). */
export function builtFile(siteDir: string, pagePath: string): string {
  const client = CLIENT_ROUTES.find((route) => pagePath.startsWith(route.prefix));
  const served = client ? client.shell : pagePath;
  return path.join(siteDir, served.endsWith('/') ? `${served}index.html` : served);
}
