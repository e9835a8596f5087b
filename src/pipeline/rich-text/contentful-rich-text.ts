/**
 * Contentful Rich Text to HTML, once at build time. Embedded and linked entries become links to their
 * pages, embedded assets become images or links to the file; the result then goes through the one
 * sanitiser like every other body (src/pipeline/content-nodes.ts). A link the live page will not have (its target is
 * not published, or, in the preview, only a draft) is noted for the entry's editor.
 */
import { documentToHtmlString, type Options } from '@contentful/rich-text-html-renderer';
import { BLOCKS, INLINES, type Document, type Block, type Inline } from '@contentful/rich-text-types';
import type { EntryNote } from '../../shared/content/checks';

export interface LinkedEntry {
  title: string;
  path: string;
  /** Only in the preview: the entry has never been published, so a public build leaves links to it out. */
  draft?: boolean;
}

export interface LinkedAsset {
  url: string;
  title: string;
  description: string;
  contentType: string;
}

/** Embedded media (src/pipeline/contentful/model.ts, EMBED_CONTENT_TYPE): what the frame shows and its title. */
export interface LinkedEmbed {
  title: string;
  url: string;
}

/** Looks up what a rich-text link points to; undefined when it is not published or not on the site. */
export interface RichTextLinks {
  entry(id: string): LinkedEntry | undefined;
  asset(id: string): LinkedAsset | undefined;
  embed?(id: string): LinkedEmbed | undefined;
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

const NOT_ON_SITE = 'is not published (a draft, archived or deleted) or has no page on the site';

/** Rich Text as HTML; `notes` receives, for the field `field`, each link the live page will not have. */
export function richTextToHtml(document: Document, links: RichTextLinks, notes: EntryNote[] = [], field = 'body'): string {
  const note = (message: string) => notes.push({ kind: 'unpublished-link', severity: 'changes-page', field, message, context: '' });
  /** The entry a link names, noting when the live page will not have the link. */
  const linkedEntry = (node: Block | Inline, what: string): LinkedEntry | undefined => {
    const entry = links.entry(targetId(node));
    if (!entry) note(`${what} to entry ${targetId(node)} is left out: that entry ${NOT_ON_SITE}.`);
    else if (entry.draft)
      note(`${what} to “${entry.title}” goes to a draft: publish that entry too, or the live page leaves this link out.`);
    return entry;
  };
  const plain = (html: string) => html.replace(/<[^>]*>/g, '');
  const options: Partial<Options> = {
    renderNode: {
      [BLOCKS.EMBEDDED_ENTRY]: (node) => {
        // A frame as wide as the text column, 16:9, its title below it (the allowlist keeps no title on a frame).
        const media = links.embed?.(targetId(node));
        if (media)
          return (
            `<div class="embed"><iframe src="${escape(media.url)}" style="width: 100%; aspect-ratio: 16 / 9; border: 0"></iframe>` +
            `<p class="embed__title">${escape(media.title)}</p></div>`
          );
        const entry = linkedEntry(node, 'An embedded link');
        return entry ? `<p class="embedded-entry"><a href="${escape(entry.path)}">${escape(entry.title)}</a></p>` : '';
      },
      [INLINES.EMBEDDED_ENTRY]: (node) => {
        const entry = linkedEntry(node, 'An inline link');
        return entry ? `<a href="${escape(entry.path)}">${escape(entry.title)}</a>` : '';
      },
      [INLINES.ENTRY_HYPERLINK]: (node, next) => {
        const text = next(node.content);
        const entry = linkedEntry(node, `The link “${plain(text)}”`);
        return entry ? `<a href="${escape(entry.path)}">${text}</a>` : text;
      },
      [BLOCKS.EMBEDDED_ASSET]: (node) => {
        const asset = links.asset(targetId(node));
        if (!asset) {
          note(`An embedded image or file (asset ${targetId(node)}) is left out: that asset is not published.`);
          return '';
        }
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
        if (!asset) note(`The link “${plain(text)}” to asset ${targetId(node)} is left out: that asset is not published.`);
        return asset ? `<a href="${escape(absoluteAssetUrl(asset.url))}">${text}</a>` : text;
      },
    },
  };
  return documentToHtmlString(document, options);
}
