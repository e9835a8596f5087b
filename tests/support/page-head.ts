/**
 * The head a page's HTML gives search engines, link previews and the browser tab, as a list of its tags in
 * document order: title, description, robots, canonical, hreflang and feed links, og and twitter tags,
 * theme-color, the icon, a meta refresh and the JSON-LD blocks. What a build and `gatsby develop` add around them
 * (scripts, styles, preloads, the content policy) is left out, so the heads of the two can be compared.
 */
const TAG = new RegExp(
  [
    '<title>[^<]*</title>',
    '<meta (?:name="(?:description|robots|twitter:card|theme-color)"|property="og:|http-equiv="refresh")[^>]*>',
    '<link rel="(?:canonical|alternate|icon)"[^>]*>',
    '<script type="application/ld\\+json"[^>]*>[^<]*</script>',
  ].join('|'),
  'g',
);

/** The `<head>` of `html`, or the whole text when it has none. */
function headOf(html: string): string {
  const start = html.indexOf('<head');
  const end = html.indexOf('</head>');
  return start >= 0 && end > start ? html.slice(start, end) : html;
}

export function headTagsIn(html: string): string[] {
  // React writes an empty attribute as `=""` or bare, depending on the renderer's version: one spelling.
  return [...headOf(html).matchAll(TAG)].map((match) => match[0].replace(/ data-build-head(="")?/g, ' data-build-head'));
}

/** Where the develop test keeps the heads `gatsby develop` served, for the browser tests to compare the build's with. */
export const DEVELOP_HEADS_FILE = '.serve/develop-heads.json';

/** The pages both compare: an entry's, one without an entry, and one kept out of search. */
export const HEAD_PARITY_PAGES = ['/blog/fcl-vs-lcl-when-to-switch/', '/glossary/', '/search/'] as const;
