/** Pages the site search leaves out: error pages, form confirmations, the search page, app shells, short links. */
const NOT_SEARCHABLE = [
  /^\/404(\.html|\/)?$/,
  /^\/500(\.html|\/)?$/,
  /\/confirmation\/?$/,
  /^\/search\/?$/,
  /^\/offline-plugin-app-shell-fallback\/?$/,
  /^\/earth\/vessel(\/|$)/,
  /^\/dev-404-page\/?$/,
  /^\/help\/articles\/\d+\/?$/,
];

export function isSearchable(pathname: string): boolean {
  return !NOT_SEARCHABLE.some((pattern) => pattern.test(pathname));
}
