/** Markdown from the local source, rendered to HTML once at build time and sanitised. */
import { Marked, type Tokens } from 'marked';
import { isInternalLink, normalizePath } from '../../shared/routing/paths';
import { inspectRichText, type RenderedBody } from '../../shared/rich-text/sanitize';

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

/** The body's HTML, and what the sanitiser removed from it and what else its editor should know. */
export function markdownToBody(markdown: string): RenderedBody {
  return inspectRichText(marked.parse(markdown, { async: false }));
}

export function markdownToHtml(markdown: string): string {
  return markdownToBody(markdown).html;
}
