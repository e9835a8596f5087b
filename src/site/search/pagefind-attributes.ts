import { isSearchable } from '../../shared/routing/unlisted';
import type { MainAttributes } from '../components/layout/Layout';

/**
 * The page type a page was created with (from its kind's registry entry, src/pipeline/create-pages.ts); plain
 * pages have none. Search results check it against the known types when they read it back.
 */
function pageTypeOf(context: unknown): string {
  const type: unknown = typeof context === 'object' && context !== null ? Reflect.get(context, 'pageType') : undefined;
  return typeof type === 'string' ? type : 'page';
}

/**
 * What the site search (Pagefind, run over the built HTML) reads from a page's <main>: whether to index it
 * and as what type. Rendered into the HTML by the server renderer only: the list of unlisted pages and the
 * page types are the index's business, not the visitor's, so the browser bundle carries neither.
 */
export function pagefindAttributes({ location, pageContext }: { location: { pathname: string }; pageContext: unknown }): MainAttributes {
  if (!isSearchable(location.pathname)) return {};
  return { 'data-pagefind-body': '', 'data-pagefind-meta': `type:${pageTypeOf(pageContext)}` };
}
