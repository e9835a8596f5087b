/**
 * Every indexed page below the home page gets its trail as BreadcrumbList JSON-LD, written into the built
 * HTML after the pages are rendered rather than by each page's head: the trail is for crawlers, which read
 * the served document, and this way no page ships the code that works it out. The trail is the one the
 * page draws where it draws one (HS codes: `nav.breadcrumbs`), otherwise its section's (src/shared/seo/breadcrumbs.ts).
 * The block carries `data-page-trail`: gatsby-browser removes it on the first in-app navigation, when it
 * would describe the page left behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { translate } from '../shared/i18n/dictionary';
import type { Locale } from '../shared/i18n/locales';
import { breadcrumbList, trailOf, type Crumb } from '../shared/seo/breadcrumbs';
import { filesUnder } from './files';

export const TRAIL_ATTRIBUTE = 'data-page-trail';
const TRAIL_BLOCK = new RegExp(`<script type="application/ld\\+json" ${TRAIL_ATTRIBUTE}="">[\\s\\S]*?</script>`);

interface PageFacts {
  title: string | null;
  canonical: string | null;
  noindex: boolean;
  /** The trail the page draws, without Home and without the page itself. */
  drawn: Crumb[] | null;
}

/** What the trail needs from a built page: its title (og:title), address, robots rule and any trail it draws. */
export function pageFacts(html: string): PageFacts {
  const facts: PageFacts = { title: null, canonical: null, noindex: false, drawn: null };
  let inTrail = 0;
  let link: { to: string; label: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'meta' && attrs.property === 'og:title') facts.title = attrs.content ?? null;
        if (name === 'meta' && attrs.name === 'robots' && (attrs.content ?? '').includes('noindex')) facts.noindex = true;
        if (name === 'link' && attrs.rel === 'canonical') facts.canonical = attrs.href ?? null;
        if (name === 'nav' && (attrs.class ?? '').split(/\s+/).includes('breadcrumbs')) {
          inTrail += 1;
          facts.drawn = [];
        } else if (inTrail > 0 && name === 'nav') inTrail += 1;
        if (inTrail > 0 && name === 'a' && attrs.href) link = { to: attrs.href, label: '' };
      },
      ontext(text) {
        if (link) link.label += text;
      },
      onclosetag(name) {
        if (name === 'a' && link) {
          facts.drawn?.push({ to: link.to, label: link.label.trim() });
          link = null;
        }
        if (name === 'nav' && inTrail > 0) inTrail -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return facts;
}

/** The page's HTML with its trail block (replacing one an earlier build wrote); unchanged when it needs none. */
export function withTrail(html: string, locale: Locale, contentTypes: ReadonlyMap<string, string>): string {
  const facts = pageFacts(html);
  const without = html.replace(TRAIL_BLOCK, '');
  if (facts.noindex || facts.title === null || facts.canonical === null) return without;
  const pagePath = new URL(facts.canonical).pathname;
  const translateKey = (key: Parameters<typeof translate>[0]) => translate(key, locale);
  const trail = facts.drawn
    ? [{ to: '/', label: translateKey('Home') }, ...facts.drawn, { to: pagePath, label: facts.title }]
    : trailOf(pagePath, facts.title, translateKey, contentTypes.get(pagePath));
  if (trail.length < 2) return without;
  const json = JSON.stringify(breadcrumbList(trail, locale)).replace(/</g, '\\u003c');
  return without.replace('</head>', `<script type="application/ld+json" ${TRAIL_ATTRIBUTE}="">${json}</script></head>`);
}

/** Writes the trail into every page under `publicDir`; returns how many pages carry one. */
export function writePageTrails(publicDir: string, locale: Locale, contentTypes: ReadonlyMap<string, string>): number {
  let written = 0;
  for (const file of filesUnder(publicDir, new Set(['page-data', 'static', 'pagefind', '~partytown']))) {
    // Pages live at <path>/index.html; 404.html and 500.html are answers, not places in the site.
    if (!file.endsWith(`${path.sep}index.html`)) continue;
    const html = fs.readFileSync(file, 'utf8');
    const next = withTrail(html, locale, contentTypes);
    if (next.includes(TRAIL_ATTRIBUTE)) written += 1;
    if (next !== html) fs.writeFileSync(file, next);
  }
  return written;
}

/** Trails for the site's pages; the content types place pages their path does not (newsroom posts). */
export function contentTypesByPath(entries: ReadonlyArray<{ path: string; contentType: string }>): Map<string, string> {
  return new Map(entries.map((entry) => [path.posix.join(entry.path, '/'), entry.contentType]));
}
