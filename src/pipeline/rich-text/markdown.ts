/** Markdown from the local source, rendered to HTML once at build time and sanitised. */
import { Marked, type Tokens } from 'marked';
import { isInternalLink, normalizePath } from '../../shared/routing/paths';
import { sanitizeRichText } from '../../shared/rich-text/sanitize';

const marked = new Marked({
  gfm: true,
  async: false,
  walkTokens(token) {
    // Internal links point straight at the page's canonical (trailing-slash) address: no redirect hop.
    if (token.type !== 'link') return;
    const link = token as Tokens.Link;
    if (isInternalLink(link.href)) link.href = normalizePath(link.href);
  },
});

export function markdownToHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeRichText(html);
}
