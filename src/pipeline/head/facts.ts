/**
 * Everything a page's head says, worked out from data when pages are created: title, description, the
 * BreadcrumbList, the social card, og:type and the section's feeds (src/pipeline/head/tags.tsx turns them into
 * tags, with canonical, hreflang and robots from the path). Entries and HS codes give theirs from their nodes,
 * every other page from PAGES_WITHOUT_ENTRIES below. Kept by path in the build context, handed to the renderer
 * in each page's context (and, for `gatsby develop`, whose renderer gets the path only, as a table:
 * src/pipeline/head/table.ts), and written into the page at render time by gatsby-ssr: `gatsby develop`, the
 * preview and the build serve the same head, no page exports a `Head`, and no page ships the code that works
 * it out. On in-app navigation the browser sets title, canonical and hreflang from the next page's context.
 */
import { SITE } from '../../shared/config/site';
import { translate, type DictionaryKey } from '../../shared/i18n/dictionary';
import type { Locale } from '../../shared/i18n/locales';
import { pageTranslator } from '../../shared/i18n/page-translator';
import { normalizePath } from '../../shared/routing/paths';
import { isSearchable } from '../../shared/routing/unlisted';
import { trailOf, type Crumb } from '../../shared/seo/breadcrumbs';
import { FEED_SECTIONS, feedPaths, feedTitle } from '../feeds';
import headTexts from '../../../locales/zh-CN/pipeline/head/facts.json';

export interface CardFacts {
  title: string;
  /** The section the page belongs to ("Blog", "帮助中心"); empty for pages outside one. */
  eyebrow: string;
  /** The regional site's host, printed at the foot. */
  host: string;
}

export interface HeadFacts {
  /** The page's own title, as its og:title gives it (the document's title adds the brand: src/shared/seo/route-head.ts). */
  title: string;
  /** What search results and link previews show under the title; empty when the page has none. */
  description: string;
  /** The page this one only forwards to (a help article's short link): its canonical, and where a meta refresh sends. */
  forwardTo?: string;
  /** Kept out of search engines' indexes (robots noindex): the pages src/shared/routing/unlisted.ts keeps out of search. */
  noindex?: true;
  ogType: 'article' | 'website';
  /** Home first, the page last; empty for the home page. */
  trail: Crumb[];
  /** The site path of the page's social card, and what it shows. */
  card: { file: string; facts: CardFacts };
  /** Whether this page's card is its own (false: it uses another page's, as HS codes use their chapter's). */
  ownCard: boolean;
  feed: { title: string; rss: string; atom: string } | null;
}

/** The schema.org types that make a page an og:type article. */
const ARTICLE_TYPES: ReadonlySet<string> = new Set(['BlogPosting', 'Article', 'NewsArticle']);

/** What a page's head facts come from. */
export interface PageData {
  path: string;
  title: string;
  /** Empty when absent. */
  description?: string;
  /** The spec's content type of the entry shown (it places newsroom posts, which live at the root). */
  contentType?: string;
  /** The schema.org types of the page's own JSON-LD (the registry's `structuredData` for entries). */
  structuredData?: readonly string[];
  /** The trail the page draws between Home and itself, for pages that draw one (HS codes). */
  drawn?: Crumb[];
  /** The page this one only forwards to. */
  forwardTo?: string;
}

/** The site's own card, which a page kept out of search points at rather than having one drawn. */
const SITE_CARD = '/og.png';

export function headFacts(page: PageData, locale: Locale): HeadFacts {
  const pagePath = normalizePath(page.path);
  const say = (key: DictionaryKey) => translate(key, locale);
  const listed = isSearchable(pagePath);
  const trail = !listed
    ? []
    : page.drawn
      ? [{ to: '/', label: say('Home') }, ...page.drawn, { to: pagePath, label: page.title }]
      : trailOf(pagePath, page.title, say, page.contentType);
  // An HS code's card is its chapter's: the second step of the trail it draws (its own page for a chapter).
  const chapter = page.drawn && page.drawn.length > 1 ? page.drawn[1]?.to : undefined;
  const eyebrow = trail.length > 2 ? (trail[trail.length - 2]?.label ?? '') : '';
  const section = FEED_SECTIONS.find((feed) => trail.some((crumb, i) => i > 0 && normalizePath(crumb.to) === feed.path));
  const ownCard = listed && chapter === undefined;
  return {
    title: page.title,
    description: page.description ?? '',
    ...(page.forwardTo === undefined ? {} : { forwardTo: normalizePath(page.forwardTo) }),
    ...(listed ? {} : { noindex: true }),
    ogType: (page.structuredData ?? []).some((type) => ARTICLE_TYPES.has(type)) ? 'article' : 'website',
    trail,
    card: {
      file: ownCard ? `${pagePath}og.png` : chapter === undefined ? SITE_CARD : `${normalizePath(chapter)}og.png`,
      facts: { title: page.title, eyebrow, host: new URL(SITE.urls[locale]).host },
    },
    ownCard,
    feed: section ? { title: feedTitle(section, locale), ...feedPaths(section) } : null,
  };
}

/** The head texts of the pages without entries that only their heads show, with their zh-CN translations. */
type HeadText = keyof typeof headTexts;

/**
 * A page that shows no entry. Its title is a key of the site-wide dictionary or a head text, its description a head
 * text; both are English and translated for the build's language.
 */
interface PageWithoutEntry {
  path: string;
  title: DictionaryKey | HeadText;
  description?: HeadText;
}

/**
 * Every page that shows no entry, listed or not (src/shared/routing/unlisted.ts decides what search engines are
 * told), with its title and description: the one place they are given. The sharing check holds the page to them
 * (og:title, og:image:alt and the trail's last step must agree on every page).
 */
export const PAGES_WITHOUT_ENTRIES: ReadonlyArray<PageWithoutEntry> = [
  {
    path: '/',
    title: 'Freight forwarding and customs brokerage',
    description:
      'Ocean, air and truck freight, customs brokerage, fulfilment, trade finance and cargo insurance for importers and exporters, managed on one platform.',
  },
  { path: '/404/', title: 'Page not found', description: 'The page you were looking for could not be found.' },
  { path: '/500.html', title: 'Something went wrong' },
  { path: '/blog/', title: 'Blog', description: 'Practical advice on freight, customs and trade from the Harbourline team.' },
  {
    path: '/careers/jobs/',
    title: 'Open roles',
    description:
      'Open roles at Harbourline Freight in operations, customs brokerage, sales, engineering and people, in Long Beach, Shanghai, Shenzhen, Rotterdam, Hamburg and Ho Chi Minh City.',
  },
  {
    path: '/climate/open-emissions-sign-up/',
    title: 'Open Emissions programme',
    description:
      'Join Harbourline Open Emissions: free GLEC Framework and ISO 14083 emissions reports for all your freight, with published factors, lane benchmarks and data export.',
  },
  {
    path: '/company/about-us/',
    title: 'About Harbourline Freight',
    description:
      'Harbourline Freight is a freight forwarder and licensed customs broker founded in Long Beach in 2012, with offices in Shanghai, Shenzhen, Rotterdam, Hamburg and Ho Chi Minh City.',
  },
  {
    path: '/company/careers/',
    title: 'Careers at Harbourline',
    description:
      'Work at Harbourline Freight in operations, customs brokerage, sales, engineering or people, in Long Beach, Shanghai, Shenzhen, Rotterdam, Hamburg or Ho Chi Minh City.',
  },
  {
    path: '/company/careers/diversity-and-inclusion/',
    title: 'Diversity and inclusion',
    description:
      'How Harbourline Freight hires fairly, pays equally and builds an inclusive workplace across six offices, with our figures and our goals for 2028.',
  },
  {
    path: '/company/careers/diversity-and-inclusion/ceo-statement/',
    title: 'A statement from our CEO on diversity and inclusion',
    description:
      'Harbourline CEO Teresa Alvarado on fair hiring, equal pay and promotion at Harbourline Freight, where we fell short, and our goals for 2028.',
  },
  {
    path: '/company/careers/our-global-offices/',
    title: 'Our global offices',
    description:
      'Harbourline Freight offices in Long Beach, Shanghai, Shenzhen, Rotterdam, Hamburg and Ho Chi Minh City, and the teams that work in each.',
  },
  {
    path: '/company/contact/',
    title: 'Contact us',
    description:
      'Contact Harbourline Freight: email hello@harbourline.example, or call our offices in Long Beach, Shanghai, Shenzhen, Rotterdam, Hamburg and Ho Chi Minh City.',
  },
  {
    path: '/company/customers/',
    title: 'Customers',
    description:
      'Customer stories: how importers and retailers cut demurrage, freight cost per unit and duty with Harbourline freight, customs and trucking.',
  },
  {
    path: '/company/newsroom/',
    title: 'Newsroom',
    description: 'News and announcements from Harbourline Freight, and how journalists can reach our press team.',
  },
  {
    path: '/data/get-started/',
    title: 'Getting started with HS codes',
    description:
      'What HS codes are, how the 2-4-6 digit structure of chapters, headings and subheadings works, and how to find the right code for your product.',
  },
  {
    path: '/data/hs-code/',
    title: 'HS codes by section and chapter',
    description: 'Browse the Harmonized System nomenclature by section and chapter, down to six-digit subheadings.',
  },
  { path: '/earth/vessel/', title: 'Vessel' },
  {
    path: '/eguides/',
    title: 'E-guides',
    description: 'Free in-depth guides from Harbourline on importing, US customs, Incoterms, freight planning and fulfilment.',
  },
  {
    path: '/events/',
    title: 'Events',
    description: 'Meet Harbourline freight and customs specialists at our summits, workshops and trade show appearances.',
  },
  { path: '/form-errors/', title: 'Your form was not sent' },
  {
    path: '/get-started/',
    title: 'Get a freight quote',
    description:
      'How to get a Harbourline quote for ocean, air or truck freight in three steps, and the shipment details to prepare: origin, destination, cargo, weight, volume, ready date and Incoterms.',
  },
  {
    path: '/get-started/confirmation/',
    title: 'Thank you for your quote request',
    description: 'An expert replies within one business day.',
  },
  {
    path: '/global-logistics-update/',
    title: 'Global Logistics Update',
    description: 'Regular market updates from Harbourline on freight rates, capacity, port congestion, tariffs and customs changes.',
  },
  {
    path: '/glossary/',
    title: 'Glossary',
    description:
      'Plain-language definitions of shipping, customs and trade terms from A to Z: Incoterms, ISF, demurrage, HS codes, bills of lading and more.',
  },
  {
    path: '/help/',
    title: 'Help Center',
    description:
      'Answers about quotes, pricing and billing, shipping documents, US customs, Amazon FBA, sourcing from China and managing your Harbourline account.',
  },
  {
    path: '/newsletter/thanks/',
    title: 'Thanks for Subscribing!',
    description: 'Our newsletter brings you freight market news, new guides and upcoming webinars.',
  },
  {
    path: '/paps/',
    title: 'PAPS: Pre-Arrival Processing System',
    description:
      "PAPS explained: how US-bound truck freight is cleared through ACE before arrival, using a barcode label with the carrier's SCAC and a unique shipment number.",
  },
  {
    path: '/pars/',
    title: 'PARS: Pre-Arrival Review System',
    description:
      'PARS explained: how Canada-bound freight is reviewed by CBSA before arrival, using a cargo control number made of the carrier code and a unique shipment number.',
  },
  {
    path: '/research/',
    title: 'Research',
    description:
      'Harbourline research on tariffs, sourcing shifts, supply chain resilience and freight markets, based on shipment data and importer surveys.',
  },
  {
    path: '/search/',
    title: 'Search',
    description: 'Search Harbourline Freight: services, help articles, blog posts, glossary terms, research and HS codes.',
  },
  {
    path: '/sign-up/',
    title: 'Create your Harbourline account',
    description:
      'Sign up for a free Harbourline account to get freight quotes online, track shipments, share documents and see your customs data in one place.',
  },
  { path: '/sign-up/confirmation/', title: 'Thank you for signing up', description: 'Your Harbourline account is on its way.' },
  {
    path: '/talk-to-an-expert/',
    title: 'Talk to an expert',
    description:
      'Speak to a Harbourline freight, customs or trade specialist about your shipments, tariffs, landed cost or fulfilment, by phone or email from one of our six offices.',
  },
  { path: '/thanks/', title: 'Thank you for your message', description: 'We reply within one business day.' },
  {
    path: '/tools/duty-estimator/',
    title: 'US import duty estimator',
    description:
      'How US import duty is calculated: customs value × duty rate, plus the 0.3464% Merchandise Processing Fee with its minimum and maximum and the 0.125% Harbor Maintenance Fee on ocean cargo.',
  },
  {
    path: '/tools/emissions-calculator/',
    title: 'Freight emissions calculator',
    description:
      'How we calculate the emissions of a shipment under the GLEC Framework and ISO 14083: cargo weight × distance gives tonne-km, multiplied by a well-to-wheel emission factor for each leg.',
  },
  {
    path: '/webinars/',
    title: 'Videos and Webinars',
    description:
      'Webinars and recordings from Harbourline experts on ocean and air freight markets, US customs, tariffs and supply chain planning.',
  },
];

function isHeadText(text: string): text is HeadText {
  return Object.hasOwn(headTexts, text);
}

/** A title or description of the table in the build's language. */
function headText(text: DictionaryKey | HeadText, locale: Locale): string {
  return isHeadText(text) ? pageTranslator<typeof headTexts>(headTexts, locale)(text) : translate(text, locale);
}

/** The head facts of every page in PAGES_WITHOUT_ENTRIES, in the build's language. */
export function headFactsWithoutEntries(locale: Locale): Array<[string, HeadFacts]> {
  return PAGES_WITHOUT_ENTRIES.map((page) => {
    const title = headText(page.title, locale);
    const description = page.description === undefined ? '' : headText(page.description, locale);
    return [page.path, headFacts({ path: page.path, title, description }, locale)];
  });
}
