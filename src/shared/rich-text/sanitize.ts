/**
 * The one sanitiser every piece of rich text passes through before it reaches a page, with exactly the
 * spec's allowlist. Built on sanitize-html (2.17.4+ carries the 2026 <xmp> fix). It says what it removed, and what
 * else in a body an editor should know of (an image without alternative text, a skipped heading level), in the same
 * pass: `inspectRichText`.
 */
import sanitizeHtml from 'sanitize-html';
import { IFRAME_HOSTS } from '../config/site';
import type { EntryNote } from '../content/checks';

/**
 * What a browser's URL parser starts from: it drops tabs and newlines anywhere and C0 controls and spaces
 * at either end, so the check has to look at the same string.
 */
function asBrowserSeesIt(url: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this guards against
  return url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

function isAllowedIframeHost(hostname: string): boolean {
  return (
    IFRAME_HOSTS.hostnames.some((allowed) => allowed === hostname) ||
    IFRAME_HOSTS.domains.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`))
  );
}

/**
 * sanitize-html's own iframe check folds `/<any Unicode space>/host` and `https:host` into `//host` before
 * it reads the hostname, but a browser resolves those against the page instead (a relative, same-site
 * frame the allowlist never approved). Only `http(s)://host` names the same host on every page, so only
 * that form is kept.
 */
function isAllowedIframeSrc(src: string): boolean {
  const url = asBrowserSeesIt(src);
  if (!/^https?:\/\/[^/\\]/i.test(url)) return false;
  try {
    return isAllowedIframeHost(new URL(url).hostname);
  } catch {
    return false;
  }
}

const ALLOWED_TAGS = [
  'a',
  'blockquote',
  'br',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'iframe',
  'img',
  'li',
  'ol',
  'p',
  'section',
  'span',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
];
const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    '*': ['class', 'target'],
    img: ['src', 'alt'],
    iframe: ['src', 'width', 'height', 'style'],
    a: ['data-*', 'href', 'rel'],
  },
  allowedSchemes: ALLOWED_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...IFRAME_HOSTS.hostnames],
  allowedIframeDomains: [...IFRAME_HOSTS.domains],
  allowIframeRelativeUrls: false,
  transformTags: {
    iframe: (tagName, attribs) => {
      // Copied rather than rebuilt so the attributes keep their order and allowed markup stays byte-equal.
      const kept = { ...attribs };
      if (kept.src !== undefined && !isAllowedIframeSrc(kept.src)) delete kept.src;
      return { tagName, attribs: kept };
    },
  },
  // An iframe whose source was refused would still render as an empty same-origin frame; drop it whole.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  // Only layout properties survive on iframes; anything else in `style` is dropped.
  allowedStyles: {
    iframe: {
      width: [/^\d+(?:px|%)$/],
      height: [/^\d+(?:px|%)$/],
      border: [/^0$/, /^none$/],
      'aspect-ratio': [/^\d+\s*\/\s*\d+$/],
    },
  },
  disallowedTagsMode: 'discard',
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** A body as a page shows it, and what the editor should know of it (src/shared/content/checks.ts). */
export interface RenderedBody {
  html: string;
  notes: EntryNote[];
}

/** Elements sanitize-html drops with everything inside them, text included, when it does not allow them. */
const DROPPED_WHOLE = new Set(['script', 'style', 'textarea', 'option', 'xmp']);
const ALLOWED = new Set(ALLOWED_TAGS);
const INLINE = new Set(['a', 'span', 'img', 'iframe']);
const BLOCKS = new Set(ALLOWED_TAGS.filter((tag) => !INLINE.has(tag)));
const EMBED_HOSTS = [...IFRAME_HOSTS.hostnames, ...IFRAME_HOSTS.domains.map((domain) => `*.${domain}`)].join(', ');
/** How much of the text before a spot an editor is shown to find it by. */
const CONTEXT_CHARS = 60;

function hostOf(url: string): string {
  try {
    return new URL(asBrowserSeesIt(url)).hostname || url;
  } catch {
    return url;
  }
}

/** The scheme a link's address names, when it names one the allowlist refuses; a `//host` address counts as one. */
function refusedScheme(url: string): string | null {
  const seen = asBrowserSeesIt(url);
  if (/^[/\\]{2}/.test(seen)) return '//';
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(seen)?.[1]?.toLowerCase();
  return scheme !== undefined && !ALLOWED_SCHEMES.includes(scheme) ? `${scheme}:` : null;
}

function embedMessage(src: string | undefined): string {
  if (!src) return 'An embed without an address was removed.';
  const host = hostOf(src);
  const youtube = /(^|\.)youtube\.com$|^youtu\.be$/.test(host)
    ? " A YouTube video may be embedded from www.youtube-nocookie.com (YouTube's privacy-enhanced mode): use that address."
    : '';
  return `The embed from ${host} was removed: only ${EMBED_HOSTS} may be embedded.${youtube}`;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The last words of `text`, whole, as a spot's context. */
function tail(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= CONTEXT_CHARS) return flat;
  const cut = flat.slice(-CONTEXT_CHARS);
  const space = cut.indexOf(' ');
  return `…${space >= 0 && space < cut.length - 1 ? cut.slice(space + 1) : cut}`;
}

/**
 * Sanitises `html` as `sanitizeRichText` does, byte for byte, and says, for the field `field`, what it removed (an
 * element the allowlist does not have, an embed from a host it does not name, a link or image address with a scheme
 * it refuses), which images have no alternative text and where a heading skips a level, each with the text before it.
 */
export function inspectRichText(html: string, field = 'body'): RenderedBody {
  const notes: EntryNote[] = [];
  let recent = '';
  let heading = 1;
  // What is open, and whether it is inside an element dropped whole (its content is not reported again).
  const open: Array<{ name: string; dropped: boolean }> = [];
  const removedElements = new Map<string, { note: EntryNote; count: number }>();
  const note = (kind: EntryNote['kind'], severity: EntryNote['severity'], message: string) =>
    notes.push({ kind, severity, field, message, context: tail(recent) });
  const onOpenTag = (name: string, attribs: Record<string, string>) => {
    // Text of one block does not run into the next one's in a context.
    if (BLOCKS.has(name)) recent += ' ';
    const inDropped = open.some((tag) => tag.dropped);
    const allowed = ALLOWED.has(name);
    open.push({ name, dropped: inDropped || (!allowed && DROPPED_WHOLE.has(name)) });
    if (inDropped) return;
    if (!allowed) {
      // One note an element name: bold text in a long article is one thing to know, not forty.
      const earlier = removedElements.get(name);
      if (earlier) earlier.count += 1;
      else {
        note('removed-markup', 'changes-page', '');
        const at = notes[notes.length - 1];
        if (at) removedElements.set(name, { note: at, count: 1 });
      }
      return;
    }
    if (name === 'iframe' && (attribs.src === undefined || !isAllowedIframeSrc(attribs.src))) {
      note('removed-markup', 'changes-page', embedMessage(attribs.src));
      return;
    }
    for (const attribute of ['href', 'src'] as const) {
      const value = attribs[attribute];
      const scheme = value === undefined ? null : refusedScheme(value);
      if (value !== undefined && scheme !== null)
        note(
          'removed-markup',
          'changes-page',
          `The ${name === 'a' ? 'link' : name === 'img' ? 'image' : `<${name}>`} address “${value.slice(0, 80)}” was removed: ` +
            `addresses may only start with ${ALLOWED_SCHEMES.map((s) => `${s}:`).join(', ')} (or be a path on this site).`,
        );
    }
    if (name === 'img' && (attribs.alt ?? '').trim() === '')
      note(
        'missing-alt',
        'changes-page',
        "An image has no alternative text: screen readers skip it or read out its address, and nothing shows if it fails to load. Say what it shows (in Contentful: the asset's description).",
      );
    const level = /^h([1-6])$/.exec(name)?.[1];
    if (level !== undefined) {
      if (Number(level) > heading + 1)
        note(
          'skipped-heading',
          'advice',
          `A level-${level} heading follows a level-${heading} one${heading === 1 ? ' (the page title)' : ''}: people who move through a page by its headings miss a level. Use level ${heading + 1}.`,
        );
      heading = Number(level);
    }
  };
  const onCloseTag = (name: string) => {
    const at = open.map((tag) => tag.name).lastIndexOf(name);
    if (at >= 0) open.length = at;
  };
  const textFilter = (text: string) => {
    recent = (recent + text.replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)).slice(-4 * CONTEXT_CHARS);
    return text;
  };
  const sanitized = sanitizeHtml(html, { ...OPTIONS, onOpenTag, onCloseTag, textFilter });
  for (const [name, { note: removed, count }] of removedElements) removed.message = removedElementMessage(name, count);
  return { html: sanitized, notes };
}

/** What an editor is told of `count` elements named `name` the allowlist does not have. */
function removedElementMessage(name: string, count: number): string {
  const what = DROPPED_WHOLE.has(name)
    ? `with everything in ${count === 1 ? 'it' : 'them'}`
    : `${count === 1 ? 'its' : 'their'} text is kept`;
  const which = count === 1 ? `A <${name}> element was` : `${count} <${name}> elements were`;
  const formatting = INLINE_FORMATTING[name];
  return (
    `${which} removed (${what})${count > 1 ? '; the first is where shown' : ''}: ` +
    (formatting
      ? `the site shows ${formatting} as plain text.`
      : `the site shows only text, headings, lists, tables, links, images and embeds from ${EMBED_HOSTS}.`)
  );
}

/** Formatting editors use that the allowlist does not keep, in their words. */
const INLINE_FORMATTING: Readonly<Record<string, string>> = {
  strong: 'bold',
  b: 'bold',
  em: 'italics',
  i: 'italics',
  u: 'underlining',
  code: 'code',
  pre: 'preformatted text',
  sup: 'superscript',
  sub: 'subscript',
};
