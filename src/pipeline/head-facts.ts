/**
 * What a page's head tells crawlers and link previews besides what its own Head writes (PageMeta: title,
 * description, canonical, hreflang): the BreadcrumbList, the social card as og:image,
 * og:type, og:locale:alternate, twitter:card and the section's feeds. Worked out from data when pages are
 * created (entries and HS codes from their nodes, the other pages from PAGES_WITHOUT_ENTRIES), kept by path
 * in the build context, handed to the renderer in each page's context (and, for `gatsby develop`, whose
 * renderer gets the path only, as a table: src/pipeline/head-table.ts), and written into the page at render
 * time by gatsby-ssr (src/pipeline/head-tags.tsx): `gatsby develop` serves the same tags as the build, nothing
 * reads the built HTML back to learn them, and no page ships the code that works them out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITE } from '../shared/config/site';
import { translate, type DictionaryKey } from '../shared/i18n/dictionary';
import type { Locale } from '../shared/i18n/locales';
import { pageTranslator, type PageCatalogue } from '../shared/i18n/page-translator';
import { normalizePath } from '../shared/routing/paths';
import { trailOf, type Crumb } from '../shared/seo/breadcrumbs';
import { FEED_SECTIONS, feedPaths, feedTitle } from './feeds';
import type { HeadFacts } from './head-table';

/** The schema.org types that make a page an og:type article. */
const ARTICLE_TYPES: ReadonlySet<string> = new Set(['BlogPosting', 'Article', 'NewsArticle']);

/** What a page's head facts come from. */
export interface PageData {
  path: string;
  title: string;
  /** The spec's content type of the entry shown (it places newsroom posts, which live at the root). */
  contentType?: string;
  /** The schema.org types of the page's own JSON-LD (the registry's `structuredData` for entries). */
  structuredData?: readonly string[];
  /** The trail the page draws between Home and itself, for pages that draw one (HS codes). */
  drawn?: Crumb[];
}

export function headFacts(page: PageData, locale: Locale): HeadFacts {
  const pagePath = normalizePath(page.path);
  const say = (key: DictionaryKey) => translate(key, locale);
  const trail = page.drawn
    ? [{ to: '/', label: say('Home') }, ...page.drawn, { to: pagePath, label: page.title }]
    : trailOf(pagePath, page.title, say, page.contentType);
  // An HS code's card is its chapter's: the second step of the trail it draws (its own page for a chapter).
  const chapter = page.drawn && page.drawn.length > 1 ? page.drawn[1]?.to : undefined;
  const eyebrow = trail.length > 2 ? (trail[trail.length - 2]?.label ?? '') : '';
  const section = FEED_SECTIONS.find((feed) => trail.some((crumb, i) => i > 0 && normalizePath(crumb.to) === feed.path));
  return {
    title: page.title,
    ogType: (page.structuredData ?? []).some((type) => ARTICLE_TYPES.has(type)) ? 'article' : 'website',
    trail,
    card: {
      file: `${chapter === undefined ? pagePath : normalizePath(chapter)}og.png`,
      facts: { title: page.title, eyebrow, host: new URL(SITE.urls[locale]).host },
    },
    ownCard: chapter === undefined,
    feed: section ? { title: feedTitle(section, locale), ...feedPaths(section) } : null,
  };
}

/** A page that shows no entry, with its title as its Head gives it, from the dictionary or a page catalogue. */
type PageWithoutEntry = { path: string } & (
  | { title: DictionaryKey; catalogue?: undefined }
  /** `catalogue`: the page's own under locales/zh-CN/, e.g. "pages/paps". */
  | { title: string; catalogue: string }
);

/**
 * The indexed pages that show no entry. Their titles live in their Heads too; the sharing check holds the
 * two together (og:title, og:image:alt and the trail's last step must agree on every page).
 */
export const PAGES_WITHOUT_ENTRIES: ReadonlyArray<PageWithoutEntry> = [
  { path: '/', title: 'Freight forwarding and customs brokerage', catalogue: 'pages/index' },
  { path: '/blog/', title: 'Blog' },
  { path: '/careers/jobs/', title: 'Open roles' },
  { path: '/climate/open-emissions-sign-up/', title: 'Open Emissions programme', catalogue: 'pages/climate/open-emissions-sign-up' },
  { path: '/company/about-us/', title: 'About Harbourline Freight' },
  { path: '/company/careers/', title: 'Careers at Harbourline' },
  { path: '/company/careers/diversity-and-inclusion/', title: 'Diversity and inclusion' },
  {
    path: '/company/careers/diversity-and-inclusion/ceo-statement/',
    title: 'A statement from our CEO on diversity and inclusion',
    catalogue: 'pages/company/careers/diversity-and-inclusion/ceo-statement',
  },
  { path: '/company/careers/our-global-offices/', title: 'Our global offices' },
  { path: '/company/contact/', title: 'Contact us' },
  { path: '/company/customers/', title: 'Customers' },
  { path: '/company/newsroom/', title: 'Newsroom' },
  { path: '/data/get-started/', title: 'Getting started with HS codes', catalogue: 'pages/data/get-started' },
  { path: '/data/hs-code/', title: 'HS codes by section and chapter', catalogue: 'templates/hs-browse' },
  { path: '/eguides/', title: 'E-guides' },
  { path: '/events/', title: 'Events' },
  { path: '/get-started/', title: 'Get a freight quote', catalogue: 'pages/get-started' },
  { path: '/global-logistics-update/', title: 'Global Logistics Update' },
  { path: '/glossary/', title: 'Glossary' },
  { path: '/help/', title: 'Help Center' },
  { path: '/paps/', title: 'PAPS: Pre-Arrival Processing System', catalogue: 'pages/paps' },
  { path: '/pars/', title: 'PARS: Pre-Arrival Review System', catalogue: 'pages/pars' },
  { path: '/research/', title: 'Research' },
  { path: '/sign-up/', title: 'Create your Harbourline account', catalogue: 'pages/sign-up' },
  { path: '/talk-to-an-expert/', title: 'Talk to an expert' },
  { path: '/tools/duty-estimator/', title: 'US import duty estimator', catalogue: 'pages/tools/duty-estimator' },
  { path: '/tools/emissions-calculator/', title: 'Freight emissions calculator', catalogue: 'pages/tools/emissions-calculator' },
  { path: '/webinars/', title: 'Videos and Webinars' },
];

/** A catalogue under locales/zh-CN/ by its name ("pages/paps"), read as the page's bundle reads it. */
export function readCatalogue(name: string): PageCatalogue {
  return JSON.parse(fs.readFileSync(path.join(process.cwd(), 'locales', 'zh-CN', `${name}.json`), 'utf8')) as PageCatalogue;
}

/** The head facts of every page in PAGES_WITHOUT_ENTRIES, titles in the build's language. */
export function headFactsWithoutEntries(locale: Locale): Array<[string, HeadFacts]> {
  return PAGES_WITHOUT_ENTRIES.map((page) => {
    const title =
      page.catalogue === undefined
        ? translate(page.title, locale)
        : pageTranslator<PageCatalogue>(readCatalogue(page.catalogue), locale)(page.title);
    return [page.path, headFacts({ path: page.path, title }, locale)];
  });
}
