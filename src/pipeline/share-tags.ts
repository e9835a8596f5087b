/**
 * Head tags for crawlers and link previews, written into the built HTML after the pages are rendered rather
 * than by each page's Head: they are read from the served document (search engines, LinkedIn, WeChat and
 * mail clients run no script), and this way no page ships the code that works them out.
 * - BreadcrumbList JSON-LD on every indexed page below the home page: the trail the page draws where it
 *   draws one (HS codes: `nav.breadcrumbs`), otherwise its section's (src/shared/seo/breadcrumbs.ts);
 * - the social card (src/pipeline/social-cards.ts) as og:image with its size and alt text, og:type,
 *   og:locale:alternate and twitter:card; HS codes share their chapter's card;
 * - the section's feeds (src/pipeline/feeds.ts) as alternate links on the pages of the blog, newsroom and
 *   market updates.
 * Every tag carries `data-build-head`: a warm build replaces them, and gatsby-browser removes them on the
 * first in-app navigation, when they would describe the page left behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { SITE } from '../shared/config/site';
import { translate } from '../shared/i18n/dictionary';
import { LOCALES, type Locale } from '../shared/i18n/locales';
import { breadcrumbList, trailOf, type Crumb } from '../shared/seo/breadcrumbs';
import { FEED_SECTIONS, feedPaths, feedTitle } from './feeds';
import { filesUnder } from './files';
import { CARD_HEIGHT, CARD_WIDTH, type CardFacts } from './social-cards';
import { SEARCH_INDEX_DIRS } from '../shared/search/sections';

export const BUILD_HEAD_ATTRIBUTE = 'data-build-head';
const BUILD_HEAD_TAGS = new RegExp(
  `<script type="application/ld\\+json" ${BUILD_HEAD_ATTRIBUTE}="">[\\s\\S]*?</script>|<(?:meta|link) [^>]*${BUILD_HEAD_ATTRIBUTE}=""[^>]*>`,
  'g',
);
/** The article types a page's own JSON-LD may declare; such a page is an og:type article. */
const ARTICLE_LD = /"@type":"(BlogPosting|Article|NewsArticle)"/;

export interface PageFacts {
  title: string | null;
  canonical: string | null;
  noindex: boolean;
  /** The trail the page draws, without Home and without the page itself. */
  drawn: Crumb[] | null;
}

/** What the head tags need from a built page: its title (og:title), address, robots rule and any trail it draws. */
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

export interface SharePlan {
  /** The page's path, e.g. /blog/fcl-vs-lcl/. */
  path: string;
  trail: Crumb[];
  /** The site path of the page's social card, and what it shows. */
  card: { file: string; facts: CardFacts };
  /** Whether this page draws its card (false: it uses another page's, as HS codes use their chapter's). */
  ownCard: boolean;
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What a page's head tags say, or null for a page that gets none (kept out of search, or without a title). */
export function planHead(html: string, locale: Locale, contentTypes: ReadonlyMap<string, string>): SharePlan | null {
  const facts = pageFacts(html);
  if (facts.noindex || facts.title === null || facts.canonical === null) return null;
  const pagePath = new URL(facts.canonical).pathname;
  const say = (key: Parameters<typeof translate>[0]) => translate(key, locale);
  const trail = facts.drawn
    ? [{ to: '/', label: say('Home') }, ...facts.drawn, { to: pagePath, label: facts.title }]
    : trailOf(pagePath, facts.title, say, contentTypes.get(pagePath));
  // An HS code's card is its chapter's: the second step of the trail it draws (its own page for a chapter).
  const chapter = facts.drawn && facts.drawn.length > 1 ? facts.drawn[1]?.to : undefined;
  const cardPage = chapter ?? pagePath;
  const section = trail.length > 2 ? (trail[trail.length - 2]?.label ?? '') : '';
  return {
    path: pagePath,
    trail,
    card: { file: `${cardPage}og.png`, facts: { title: facts.title, eyebrow: section, host: new URL(SITE.urls[locale]).host } },
    ownCard: chapter === undefined,
  };
}

/** The page's HTML with the head tags of `head` (replacing those an earlier build wrote). */
export function withHead(html: string, head: SharePlan | null, locale: Locale): string {
  const without = html.replace(BUILD_HEAD_TAGS, '');
  if (head === null) return without;
  const origin = SITE.urls[locale];
  const mark = `${BUILD_HEAD_ATTRIBUTE}=""`;
  const tags: string[] = [];
  if (head.trail.length > 1) {
    const json = JSON.stringify(breadcrumbList(head.trail, locale)).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json" ${mark}>${json}</script>`);
  }
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeAttribute(content)}" ${mark}/>`;
  tags.push(
    meta('og:type', ARTICLE_LD.test(without) ? 'article' : 'website'),
    ...LOCALES.filter((other) => other !== locale).map((other) => meta('og:locale:alternate', other.replace('-', '_'))),
    meta('og:image', `${origin}${head.card.file}`),
    meta('og:image:type', 'image/png'),
    meta('og:image:width', String(CARD_WIDTH)),
    meta('og:image:height', String(CARD_HEIGHT)),
    meta('og:image:alt', head.card.facts.title),
    `<meta name="twitter:card" content="summary_large_image" ${mark}/>`,
  );
  const section = FEED_SECTIONS.find((feed) => head.trail.some((crumb, i) => i > 0 && `${crumb.to.replace(/\/$/, '')}/` === feed.path));
  if (section) {
    const title = escapeAttribute(feedTitle(section, locale));
    const files = feedPaths(section);
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${title}" href="${files.rss}" ${mark}/>`,
      `<link rel="alternate" type="application/atom+xml" title="${title}" href="${files.atom}" ${mark}/>`,
    );
  }
  return without.replace('</head>', `${tags.join('')}</head>`);
}

/**
 * The head tags of every page the build wrote since `since` (ms; 0: every page), each index.html with its
 * plan. A warm build rewrites only the pages whose data changed; the others keep the tags written before.
 */
export function planHeads(
  publicDir: string,
  locale: Locale,
  contentTypes: ReadonlyMap<string, string>,
  since = 0,
): Array<{ file: string; head: SharePlan | null }> {
  // Pages live at <path>/index.html; 404.html and 500.html are answers, not places in the site.
  return filesUnder(publicDir, new Set(['page-data', 'static', '~partytown', ...SEARCH_INDEX_DIRS]))
    .filter((file) => file.endsWith(`${path.sep}index.html`) && fs.statSync(file).mtimeMs >= since)
    .map((file) => ({ file, head: planHead(fs.readFileSync(file, 'utf8'), locale, contentTypes) }));
}

/** Writes the planned head tags into each page; returns how many pages carry them. */
export function writeHeads(plans: ReadonlyArray<{ file: string; head: SharePlan | null }>, locale: Locale): number {
  let written = 0;
  for (const { file, head } of plans) {
    const html = fs.readFileSync(file, 'utf8');
    const next = withHead(html, head, locale);
    if (head) written += 1;
    if (next !== html) fs.writeFileSync(file, next);
  }
  return written;
}

/** The content types by page path; they place pages their path does not (newsroom posts live at the root). */
export function contentTypesByPath(entries: ReadonlyArray<{ path: string; contentType: string }>): Map<string, string> {
  return new Map(entries.map((entry) => [path.posix.join(entry.path, '/'), entry.contentType]));
}
