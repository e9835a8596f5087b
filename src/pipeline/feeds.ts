/**
 * Feeds to follow the blog, the newsroom and the market updates: RSS 2.0 and Atom per regional site (the
 * `feed` package), written at build beside each section's page (/blog/rss.xml, /blog/atom.xml). Items carry
 * the full article with its links made absolute, dated by the entry's own date, so a feed changes only when
 * its entries do. Pages of a section name its feeds in their heads (src/pipeline/head/facts.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Feed } from 'feed';
import { SITE } from '../shared/config/site';
import { translate, type DictionaryKey } from '../shared/i18n/dictionary';
import { HTML_LANG, type Locale } from '../shared/i18n/locales';
import { normalizePath } from '../shared/routing/paths';
import { SECTION_ROWS } from '../shared/routing/sections';

export interface FeedEntry {
  title: string;
  description: string;
  path: string;
  /** YYYY-MM-DD */
  date: string;
  html: string;
  author?: { name: string } | null;
}

export interface FeedSection {
  /** The section's page, which the feed's files sit beside. */
  path: string;
  label: DictionaryKey;
  /** The GraphQL list the entries come from. */
  list: 'allBlogPost' | 'allNewsroomPost' | 'allMarketUpdate';
}

/** The sections that publish feeds (src/shared/routing/sections.ts). */
export const FEED_SECTIONS: ReadonlyArray<FeedSection> = SECTION_ROWS.flatMap((row) =>
  row.feed ? [{ path: row.path, label: row.label, list: row.feed }] : [],
);

/** The newest entries a feed carries. */
const FEED_LENGTH = 50;

const fields = 'title description path date html';
export const FEEDS_QUERY = `{
  allBlogPost(sort: { date: DESC }) { nodes { ${fields} authorEntry { name } } }
  allNewsroomPost(sort: { date: DESC }) { nodes { ${fields} } }
  allMarketUpdate(sort: { date: DESC }) { nodes { ${fields} } }
}`;

export type FeedsData = Record<FeedSection['list'], { nodes: Array<FeedEntry & { authorEntry?: { name: string } | null }> }>;

/** The feed files of a section, as site paths. */
export function feedPaths(section: FeedSection): { rss: string; atom: string } {
  return { rss: `${section.path}rss.xml`, atom: `${section.path}atom.xml` };
}

/** The feed's title, as its page and a reader show it: "Harbourline Freight: Blog". */
export function feedTitle(section: FeedSection, locale: Locale): string {
  return `${SITE.brandName}: ${translate(section.label, locale)}`;
}

/**
 * Links and images in an article made absolute (a feed reader shows the article away from the site), and
 * any "]]>" in it written as "]]&gt;", which HTML reads the same: the feed wraps the article in CDATA, which
 * that sequence would end.
 */
export function absoluteLinks(html: string, origin: string): string {
  return html.replace(/(\s(?:href|src))="\/(?!\/)/g, `$1="${origin}/`).replace(/]]>/g, ']]&gt;');
}

/** A section's feed with its newest entries. */
export function sectionFeed(section: FeedSection, entries: ReadonlyArray<FeedEntry>, locale: Locale): Feed {
  const origin = SITE.urls[locale];
  const newest = entries.slice(0, FEED_LENGTH);
  const links = feedPaths(section);
  const feed = new Feed({
    title: feedTitle(section, locale),
    description: `${translate(section.label, locale)} · ${SITE.brandName}`,
    id: `${origin}${section.path}`,
    link: `${origin}${section.path}`,
    language: locale === 'en-US' ? 'en' : HTML_LANG[locale],
    image: `${origin}${section.path}og.png`,
    favicon: `${origin}/favicon.svg`,
    copyright: `© ${SITE.brandName}`,
    // The newest entry's date: a feed unchanged in content is unchanged in bytes.
    updated: newest[0] ? new Date(`${newest[0].date}T00:00:00Z`) : new Date(0),
    generator: SITE.brandName,
    feedLinks: { rss: `${origin}${links.rss}`, atom: `${origin}${links.atom}` },
  });
  for (const entry of newest) {
    const url = `${origin}${normalizePath(entry.path)}`;
    feed.addItem({
      title: entry.title,
      id: url,
      link: url,
      description: entry.description,
      content: absoluteLinks(entry.html, origin),
      date: new Date(`${entry.date}T00:00:00Z`),
      author: [{ name: entry.author?.name ?? SITE.brandName }],
    });
  }
  return feed;
}

/** Writes every section's RSS and Atom files under `publicDir`; returns the feeds with their item counts. */
export function writeFeeds(publicDir: string, data: FeedsData, locale: Locale): Array<{ path: string; items: number }> {
  return FEED_SECTIONS.map((section) => {
    const entries = data[section.list].nodes.map((node) => ({ ...node, author: node.authorEntry ?? null }));
    const feed = sectionFeed(section, entries, locale);
    const links = feedPaths(section);
    fs.mkdirSync(path.join(publicDir, section.path), { recursive: true });
    fs.writeFileSync(path.join(publicDir, links.rss), feed.rss2());
    fs.writeFileSync(path.join(publicDir, links.atom), feed.atom1());
    return { path: section.path, items: feed.items.length };
  });
}
