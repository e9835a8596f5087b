/** URL rules of the spec, shared by build and browser code. */

const NO_SLASH_EXTENSIONS = ['.html', '.json', '.js', '.map', '.txt', '.xml', '.pdf'];

/** An internal link starts with exactly one '/'; '//host' is protocol-relative and external. */
export function isInternalLink(href: string): boolean {
  return /^\/(?!\/)/.test(href) || href === '/';
}

/** Adds the trailing slash Gatsby's pages live under, except for file paths such as /404.html. */
export function normalizePath(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match?.[1] ?? path;
  const rest = match?.[2] ?? '';
  if (pathname === '' || pathname.endsWith('/')) return path;
  const lower = pathname.toLowerCase();
  if (NO_SLASH_EXTENSIONS.some((ext) => lower.endsWith(ext))) return path;
  return `${pathname}/${rest}`;
}

/** The form used to match routes: no trailing slash (except the root), and /index.html is the root. */
export function matchablePath(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (pathname === '/index.html' || pathname === '' || pathname === '/') return '/';
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Joins path segments into a site path; the first segment must start with '/'. */
export function buildSlug(...segments: string[]): string {
  const [first, ...rest] = segments;
  if (first === undefined || !first.startsWith('/')) {
    throw new Error(`A slug must start with "/", got "${first ?? ''}"`);
  }
  const joined = [first.replace(/\/+$/, ''), ...rest.map((s) => s.replace(/^\/+|\/+$/g, ''))]
    .filter((s, i) => i === 0 || s !== '')
    .join('/');
  return joined === '' ? '/' : joined;
}

/** The URL a "copy link" button puts on the clipboard: the page address with the spec's UTM tags. */
export function copyLinkUrl(pageUrl: string, shortName: string): string {
  const url = new URL(pageUrl);
  url.searchParams.set('utm_source', shortName);
  url.searchParams.set('utm_medium', 'copy-to-clipboard');
  url.searchParams.set('utm_campaign', 'web-link-copy');
  return url.toString();
}
