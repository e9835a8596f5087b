/**
 * The one sanitiser every piece of rich text passes through before it reaches a page, with exactly the
 * spec's allowlist. Built on sanitize-html (2.17.4+ carries the 2026 <xmp> fix).
 */
import sanitizeHtml from 'sanitize-html';
import { IFRAME_HOSTS } from '../config/site';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'a', 'blockquote', 'br', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'iframe', 'img', 'li', 'ol', 'p',
    'section', 'span', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul',
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
