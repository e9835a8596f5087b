/**
 * Contentful Rich Text to HTML, once at build time. Embedded and linked entries become links to their
 * pages, embedded assets become images or links to the file; the result then goes through the one
 * sanitiser like every other body (src/pipeline/content-nodes.ts).
 */
import { documentToHtmlString, type Options } from '@contentful/rich-text-html-renderer';
import { BLOCKS, INLINES, type Document, type Block, type Inline } from '@contentful/rich-text-types';

export interface LinkedEntry {
  title: string;
  path: string;
}

export interface LinkedAsset {
  url: string;
  title: string;
  description: string;
  contentType: string;
}

/** Looks up what a rich-text link points to; undefined when it is not published or not on the site. */
export interface RichTextLinks {
  entry(id: string): LinkedEntry | undefined;
  asset(id: string): LinkedAsset | undefined;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function targetId(node: Block | Inline): string {
  const target: unknown = node.data.target;
  const id = (target as { sys?: { id?: unknown } } | undefined)?.sys?.id;
  return typeof id === 'string' ? id : '';
}

/** Contentful serves files protocol-relative (//images.ctfassets.net/...); pages need https. */
export function absoluteAssetUrl(url: string): string {
  return url.startsWith('//') ? `https:${url}` : url;
}

const IMAGE_PARAMS = '?w=1440&amp;fm=webp&amp;q=75';

export function richTextToHtml(document: Document, links: RichTextLinks): string {
  const options: Partial<Options> = {
    renderNode: {
      [BLOCKS.EMBEDDED_ENTRY]: (node) => {
        const entry = links.entry(targetId(node));
        return entry ? `<p class="embedded-entry"><a href="${escape(entry.path)}">${escape(entry.title)}</a></p>` : '';
      },
      [INLINES.EMBEDDED_ENTRY]: (node) => {
        const entry = links.entry(targetId(node));
        return entry ? `<a href="${escape(entry.path)}">${escape(entry.title)}</a>` : '';
      },
      [INLINES.ENTRY_HYPERLINK]: (node, next) => {
        const entry = links.entry(targetId(node));
        const text = next(node.content);
        return entry ? `<a href="${escape(entry.path)}">${text}</a>` : text;
      },
      [BLOCKS.EMBEDDED_ASSET]: (node) => {
        const asset = links.asset(targetId(node));
        if (!asset) return '';
        const url = escape(absoluteAssetUrl(asset.url));
        // The allowlist keeps only src and alt on images, so no srcset: one size from Contentful's
        // Images API, as wide as the text column at twice its density, in WebP.
        if (asset.contentType.startsWith('image/'))
          return `<p><img src="${url}${IMAGE_PARAMS}" alt="${escape(asset.description || asset.title)}"></p>`;
        return `<p><a href="${url}">${escape(asset.title)}</a></p>`;
      },
      [INLINES.ASSET_HYPERLINK]: (node, next) => {
        const asset = links.asset(targetId(node));
        const text = next(node.content);
        return asset ? `<a href="${escape(absoluteAssetUrl(asset.url))}">${text}</a>` : text;
      },
    },
  };
  return documentToHtmlString(document, options);
}
