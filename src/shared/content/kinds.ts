/**
 * The registry of content kinds: everything that is true of a kind of entry, in one place. The GraphQL
 * schema, page creation, routing, search labels, the sitemap and robots rules all derive from here.
 * Adding a kind is an entry here, a template, a catalogue and the listing pages that query it.
 */
import { z } from 'zod';
import * as schemas from './schemas';
import type { SectionName } from '../routing/sections';
import type { PageType } from '../search/page-type';
import { endOfUtcDay, eventSpan, webinarSpan, type Span } from '../events/schedule';
import type { Locale } from '../i18n/locales';
import type { DictionaryKey } from '../i18n/dictionary';
import { formatMoney, formatMoneyRange } from '../i18n/money';

/** Where a kind's pages live. */
export type Route<E> =
  /** Under a section of the routing table (which gives the back link), at `<section path>/<key>`. */
  | { section: SectionName | ((entry: E) => SectionName) }
  /** At `<prefix>/<key>`, outside the routing table (no back link). */
  | { prefix: string }
  /** At the entry's own `path` field. */
  | { ownPath: true };

interface KindFacts<S extends z.ZodObject> {
  schema: S;
  /** Its files under `content/`, and whether they carry a Markdown body. */
  folder: string;
  markdown: boolean;
  route: Route<z.infer<S>>;
  /** Its page template under src/templates; null for a kind without pages of its own from the build. */
  template: string | null;
  /** What the site search calls its pages. */
  pageType: PageType;
  /** The entry's key across locales when it is not its slug. */
  key?: (entry: z.infer<S>) => string;
  /** Entries this one names by slug in field `from`, as GraphQL fields resolving to them (lists stay lists). */
  links?: Readonly<Record<string, { to: string; from: string }>>;
  /** Entries that name this one: those of kind `of` whose field `by` holds this entry's `from` (its slug by default). */
  backlinks?: Readonly<Record<string, { of: string; by: string; from?: string }>>;
  /**
   * The schema.org types the kind's pages carry as JSON-LD (besides the BreadcrumbList of every page below the
   * home page); the structured-data check holds every built page of the kind to it.
   */
  structuredData?: (entry: z.infer<S>) => ReadonlyArray<StructuredDataType>;
  /**
   * The site dictionary's labels its page shows because of what the entry holds (a job's employment type), besides
   * those of its section: the content checks name those the Chinese site has no translation for.
   */
  labels?: (entry: z.infer<S>) => ReadonlyArray<DictionaryKey>;
  /** The title its page's head and link preview give, when it is not the entry's title or name. */
  headTitle?: (entry: z.infer<S>) => string;
  /** What its page's head gives as the description, when it is not the entry's `description`. */
  headDescription?: (entry: z.infer<S>) => string;
  /** The date the entry last changed, for the sitemap's lastmod (YYYY-MM-DD); none for kinds without one. */
  modified?: (entry: z.infer<S>) => string;
  /**
   * When the entry happens, for kinds that take place (events, webinars): its nodes then carry `startsAt` and
   * `endsAt` (ISO 8601 with offsets) and `ended` (at the build's date), worked out at build time.
   */
  schedule?: (entry: z.infer<S>) => Span;
  /**
   * When the entry stops being current (a job posting at the end of its `validThrough`), as an ISO instant, or null
   * when it does not: its nodes then carry `closesAt` and `closed` (at the build's date), worked out at build time.
   */
  closes?: (entry: z.infer<S>) => string | null;
  /**
   * Texts the kind's pages show as the build's language writes them with Intl (amounts of money), worked out
   * at build time as nullable string fields of these names: a page that constructs an Intl.NumberFormat while
   * it hydrates loads the locale's number data in its first tasks.
   */
  formatted?: Readonly<Record<string, (entry: z.infer<S>, locale: Locale) => string | null>>;
}

/** The schema.org types the site writes (src/shared/seo/json-ld.ts). */
export type StructuredDataType =
  | 'Organization'
  | 'WebSite'
  | 'BreadcrumbList'
  | 'BlogPosting'
  | 'Article'
  | 'NewsArticle'
  | 'JobPosting'
  | 'Event'
  | 'VideoObject'
  | 'DefinedTerm'
  | 'Service'
  | 'FAQPage';

/** What it costs to take part, when it costs something ("Free" is the page's own word). */
const priceText = (
  entry: { registration?: { price: number; currency: string } | undefined },
  locale: Locale,
): string | null => (entry.registration && entry.registration.price > 0 ? formatMoney(entry.registration.price, entry.registration.currency, locale) : null);

/** A page with questions and answers says so as FAQPage. */
const withFaqs = (entry: { faqs: ReadonlyArray<unknown> }): StructuredDataType[] => (entry.faqs.length > 0 ? ['FAQPage'] : []);

/**
 * Kinds listed on content landing pages by tag: their GraphQL types also implement `TaggedEntry`
 * (title, description, date, tags), which the landing page template queries across kinds.
 */
export const TAGGED_KINDS = ['BlogPost', 'Research', 'MarketUpdate', 'Webinar'] as const;

/** Keeps each entry's callbacks typed by its own schema. */
const kind = <S extends z.ZodObject>(facts: KindFacts<S>): KindFacts<S> => facts;

export const KINDS = {
  ProductPage: kind({
    schema: schemas.productPageSchema,
    folder: 'products',
    markdown: true,
    route: { prefix: '/products' },
    template: 'product-page',
    pageType: 'service',
    structuredData: (page) => ['Service', ...withFaqs(page)],
  }),
  BlogAuthor: kind({
    schema: schemas.blogAuthorSchema,
    folder: 'blog/authors',
    markdown: false,
    route: { prefix: '/blog/author' },
    template: 'blog-author-landing',
    pageType: 'blog',
    headDescription: (author) => `${author.role}. ${author.bio}`.slice(0, 220),
    backlinks: { posts: { of: 'BlogPost', by: 'author' } },
  }),
  BlogCategory: kind({
    schema: schemas.blogCategorySchema,
    folder: 'blog/categories',
    markdown: false,
    route: { prefix: '/blog/category' },
    template: 'blog-category-landing',
    pageType: 'blog',
    backlinks: { posts: { of: 'BlogPost', by: 'category' } },
  }),
  BlogPost: kind({
    schema: schemas.blogPostSchema,
    folder: 'blog/posts',
    markdown: true,
    // Capital and research posts live in those sections (spec: capital+blog, research+blog).
    route: { section: (post) => (post.section === 'blog' ? 'blog' : `${post.section}+blog`) },
    template: 'blog-post',
    pageType: 'blog-post',
    links: { authorEntry: { to: 'BlogAuthor', from: 'author' }, categoryEntry: { to: 'BlogCategory', from: 'category' } },
    structuredData: () => ['BlogPosting'],
    modified: (post) => post.date,
  }),
  HelpCategory: kind({
    schema: schemas.helpCategorySchema,
    folder: 'help/categories',
    markdown: false,
    route: { prefix: '/help/category' },
    template: 'help-center-category',
    pageType: 'help-topic',
    backlinks: { articles: { of: 'HelpArticle', by: 'category' } },
  }),
  HelpArticle: kind({
    schema: schemas.helpArticleSchema,
    folder: 'help/articles',
    markdown: true,
    route: { section: 'help articles' },
    template: 'help-center-article',
    pageType: 'help-article',
    key: (article) => `${article.number}-${article.slug}`,
    links: { categoryEntry: { to: 'HelpCategory', from: 'category' } },
    structuredData: withFaqs,
    modified: (article) => article.updated,
  }),
  GlossaryTerm: kind({
    schema: schemas.glossaryTermSchema,
    folder: 'glossary',
    markdown: true,
    route: { section: 'glossary terms' },
    template: 'glossary-term',
    pageType: 'glossary-term',
    links: { relatedTerms: { to: 'GlossaryTerm', from: 'related' } },
    headTitle: (term) => (term.abbreviation ? `${term.title} (${term.abbreviation})` : term.title),
    structuredData: () => ['DefinedTerm'],
  }),
  Research: kind({
    schema: schemas.researchSchema,
    folder: 'research',
    markdown: true,
    route: { section: 'research' },
    template: 'article',
    pageType: 'research',
    structuredData: () => ['Article'],
    modified: (report) => report.date,
  }),
  MarketUpdate: kind({
    schema: schemas.marketUpdateSchema,
    folder: 'market-updates',
    markdown: true,
    route: { section: 'market update' },
    template: 'article',
    pageType: 'market-update',
    structuredData: () => ['Article'],
    modified: (update) => update.date,
  }),
  CaseStudy: kind({
    schema: schemas.caseStudySchema,
    folder: 'case-studies',
    markdown: true,
    route: { section: 'case-study' },
    template: 'case-study',
    pageType: 'customer-story',
  }),
  Event: kind({
    schema: schemas.eventSchema,
    folder: 'events',
    markdown: true,
    route: { section: 'events' },
    template: 'event-detail',
    pageType: 'event',
    structuredData: () => ['Event'],
    schedule: eventSpan,
    formatted: { priceText },
  }),
  Webinar: kind({
    schema: schemas.webinarSchema,
    folder: 'webinars',
    markdown: true,
    route: { section: 'webinars' },
    template: 'webinar-detail',
    pageType: 'webinar',
    structuredData: (webinar) => (webinar.recordingUrl ? ['Event', 'VideoObject'] : ['Event']),
    schedule: webinarSpan,
    formatted: { priceText },
  }),
  EGuide: kind({
    schema: schemas.eGuideSchema,
    folder: 'eguides',
    markdown: true,
    route: { prefix: '/eguides' },
    template: 'eguide-detail',
    pageType: 'eguide',
  }),
  NewsroomPost: kind({
    schema: schemas.newsroomPostSchema,
    folder: 'newsroom',
    markdown: true,
    route: { section: 'newsroom' },
    template: 'article',
    pageType: 'news',
    structuredData: () => ['NewsArticle'],
    modified: (post) => post.date,
  }),
  LandingPage: kind({
    schema: schemas.landingPageSchema,
    folder: 'landing-pages',
    markdown: true,
    route: { ownPath: true },
    template: 'landing-page',
    pageType: 'page',
  }),
  ContentLandingPage: kind({
    schema: schemas.contentLandingPageSchema.extend({ kinds: z.array(z.enum(TAGGED_KINDS)).min(1) }),
    folder: 'content-landing-pages',
    markdown: true,
    route: { ownPath: true },
    template: 'content-landing-page',
    pageType: 'page',
    backlinks: { listed: { of: 'TaggedEntry', by: 'tags', from: 'tag' } },
  }),
  InsuranceCoveragePage: kind({
    schema: schemas.insuranceCoveragePageSchema,
    folder: 'insurance',
    markdown: true,
    route: { ownPath: true },
    template: 'insurance-coverage-page',
    pageType: 'page',
  }),
  TermsDetail: kind({
    schema: schemas.termsDetailSchema,
    folder: 'terms',
    markdown: true,
    route: { ownPath: true },
    template: 'terms-detail',
    pageType: 'page',
    modified: (terms) => terms.effectiveDate,
  }),
  CareersTeam: kind({
    schema: schemas.careersTeamSchema,
    folder: 'careers/teams',
    markdown: true,
    route: { prefix: '/careers/teams' },
    template: 'careers-team',
    pageType: 'careers',
    backlinks: { jobs: { of: 'JobPosting', by: 'team' } },
  }),
  Office: kind({
    schema: schemas.officeSchema,
    folder: 'careers/offices',
    markdown: true,
    route: { prefix: '/careers/locations' },
    template: 'careers-location',
    pageType: 'careers',
    backlinks: { jobs: { of: 'JobPosting', by: 'office' } },
  }),
  JobPosting: kind({
    schema: schemas.jobPostingSchema,
    folder: 'careers/jobs',
    markdown: true,
    route: { prefix: '/careers/jobs' },
    template: 'job-posting',
    pageType: 'job',
    links: { teamEntry: { to: 'CareersTeam', from: 'team' }, officeEntry: { to: 'Office', from: 'office' } },
    structuredData: () => ['JobPosting'],
    labels: (job) => [job.employmentType],
    modified: (job) => job.posted,
    closes: (job) => (job.validThrough ? endOfUtcDay(job.validThrough) : null),
    formatted: { payText: (job, locale) => formatMoneyRange(job.pay.min, job.pay.max, job.pay.currency, locale) },
  }),
  // Every address under /earth/vessel/ is answered by one client-rendered shell (src/pipeline/server/client-routes.ts),
  // which picks the vessel in the browser; the vessels of the fleet list also get a page of their own, so theirs
  // arrive drawn rather than swapped in after load. All kept out of search, sitemap and robots' reach
  // (src/shared/routing/unlisted.ts).
  Vessel: kind({
    schema: schemas.vesselSchema,
    folder: 'vessels',
    markdown: false,
    route: { prefix: '/earth/vessel' },
    template: 'vessel-page',
    pageType: 'vessel',
    key: (vessel) => vessel.uuid,
  }),
};

export type ContentKind = keyof typeof KINDS;
export type ContentSchemas = { [K in ContentKind]: (typeof KINDS)[K]['schema'] };
export type ContentEntry<K extends ContentKind> = z.infer<ContentSchemas[K]>;

export const CONTENT_KINDS = Object.keys(KINDS) as ContentKind[];

/** Every kind's zod schema, by kind. */
export const contentSchemas = Object.fromEntries(CONTENT_KINDS.map((k) => [k, KINDS[k].schema])) as ContentSchemas;

/** The facts of a kind, with its callbacks taking any entry of the content model (the caller pairs kind and entry). */
export function kindFacts(kind: ContentKind): KindFacts<z.ZodObject> {
  return KINDS[kind];
}
