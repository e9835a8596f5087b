/**
 * The one sanitiser every piece of rich text passes through before it reaches a page, with exactly the
 * spec's allowlist. Built on sanitize-html (2.17.4+ carries the 2026 <xmp> fix).
 */
import sanitizeHtml from 'sanitize-html';
import { IFRAME_HOSTS } from '../config/site';

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

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    '*': ['class', 'target'],
    img: ['src', 'alt'],
    iframe: ['src', 'width', 'height', 'style'],
    a: ['data-*', 'href', 'rel'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
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
