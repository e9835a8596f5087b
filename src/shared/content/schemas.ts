/**
 * The CMS-neutral content model. Every entry from any source (local files or Contentful) is parsed
 * with one of these schemas before it becomes a Gatsby node, so a broken entry fails the build with
 * its file, field and reason. TypeScript types are inferred from here, never written twice.
 */
import { z } from 'zod';
import { LOCALES } from '../i18n/locales';

export const localeSchema = z.enum(LOCALES);

/** YAML turns an unquoted 2026-03-01 into a Date; accept both and keep the calendar date. */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date written YYYY-MM-DD', abort: true })
    // 2026-02-30 has the form of a date but is none: Date rolls it over to March (and refuses month 13).
    .refine((date) => {
      const time = Date.parse(`${date}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(date);
    }, { message: 'must be a day of the calendar', abort: true }),
);

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens, e.g. "ocean-freight"');

/** A site path owned by the entry itself (landing pages, terms): starts with one '/', no trailing '/'. */
export const sitePath = z
  .string()
  .regex(/^\/(?!\/)[A-Za-z0-9\-/]*[A-Za-z0-9]$/, 'must start with a single "/" and not end with "/"');

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** Fields every entry with a page shares. `body` is Markdown (local) or rich text rendered to HTML. */
const base = {
  locale: localeSchema.default('en-US'),
  title: text(120),
  description: text(220),
  body: z.string().trim().min(1, 'must not be empty'),
};

const stat = z.object({ value: text(24), label: text(80) });
const faq = z.object({ question: text(200), answer: text(1200) });
const feature = z.object({ title: text(80), text: text(400) });

export const PRODUCT_SLUGS = [
  'product-classification',
  'trade-advisory',
  'trucking',
  'ocean-freight',
  'air-freight',
  'less-than-container',
  'customs',
  'duty-drawback',
  'cargo-insurance',
  'capital',
  'order-management',
  'climate',
  'compliance-certification',
  'ecommerce-fulfillment',
  'b2b-fulfillment',
  'platform',
] as const;

export const productPageSchema = z.object({
  ...base,
  slug: z.enum(PRODUCT_SLUGS),
  /** Short label used in navigation menus. */
  navLabel: text(40),
  group: z.enum(['freight', 'customs-and-compliance', 'finance-and-insurance', 'fulfilment', 'platform']),
  heroHeading: text(120),
  heroText: text(400),
  features: z.array(feature).min(3, 'needs at least 3 features').max(6),
  stats: z.array(stat).max(4).default([]),
  faqs: z.array(faq).default([]),
  order: z.number().int().default(100),
});

export const blogAuthorSchema = z.object({
  locale: localeSchema.default('en-US'),
  slug,
  name: text(80),
  role: text(120),
  bio: text(600),
});

export const blogCategorySchema = z.object({
  locale: localeSchema.default('en-US'),
  slug,
  title: text(80),
  description: text(300),
});

export const blogPostSchema = z.object({
  ...base,
  slug,
  date: isoDate,
  author: slug,
  category: slug,
  tags: z.array(slug).default([]),
  /** Section variants of the spec: plain blog, capital+blog and research+blog posts live in other sections. */
  section: z.enum(['blog', 'capital', 'research']).default('blog'),
});

export const HELP_CATEGORY_SLUGS = [
  'services-and-capabilities',
  'managing-your-account',
  'quoting-pricing-and-billing',
  'shipment-essentials',
  'customs-and-compliance',
  'shipping-to-amazon-fba',
  'chinese-logistics-resources',
] as const;

export const helpCategorySchema = z.object({
  locale: localeSchema.default('en-US'),
  slug: z.enum(HELP_CATEGORY_SLUGS),
  title: text(80),
  description: text(300),
  order: z.number().int(),
});

export const helpArticleSchema = z.object({
  ...base,
  /** Stable public article number; the path is /help/{number}-{slug}. */
  number: z.number().int().positive(),
  slug,
  category: z.enum(HELP_CATEGORY_SLUGS),
  updated: isoDate,
  /** Questions answered after the body, listed as such (and given as FAQPage structured data). */
  faqs: z.array(faq).default([]),
});

export const glossaryTermSchema = z.object({
  ...base,
  slug,
  /** `title` is the term itself and `description` its one-sentence definition, shown in lists. */
  abbreviation: text(20).optional(),
  related: z.array(slug).default([]),
  /** HS chapters, headings or subheadings (2, 4 or 6 digits) whose pages link to this term. */
  hsCodes: z.array(z.string().regex(/^(\d{2}|\d{4}|\d{6})$/, 'must be an HS chapter, heading or subheading: 2, 4 or 6 digits')).default([]),
  /** A term every HS code page links to (classification basics). */
  forAllHsCodes: z.boolean().default(false),
});

export const researchSchema = z.object({
  ...base,
  slug,
  date: isoDate,
  keyFindings: z.array(text(300)).min(2, 'needs at least 2 key findings'),
  tags: z.array(slug).default([]),
});

export const marketUpdateSchema = z.object({
  ...base,
  slug,
  date: isoDate,
  highlights: z.array(text(300)).min(2, 'needs at least 2 highlights'),
  tags: z.array(slug).default([]),
});

export const caseStudySchema = z.object({
  ...base,
  slug,
  customer: text(80),
  industry: text(80),
  results: z.array(stat).min(2, 'needs at least 2 results').max(4),
  quote: z.object({ text: text(500), name: text(80), role: text(120) }).optional(),
});

/** A time of day on the 24-hour clock, in the entry's own time zone. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM (24-hour)');

/** An IANA time zone name, as calendars and the runtime's Intl know them. */
const timeZone = z.string().refine(
  (zone) => {
    try {
      // Intl accepts any letter case and gives the zone back in its canonical one (or as the alias it prefers).
      const resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
      return zone.includes('/') && (resolved.toLowerCase() !== zone.toLowerCase() || resolved === zone);
    } catch {
      return false;
    }
  },
  { message: 'must be an IANA time zone such as "America/Los_Angeles"' },
);

/** How a visitor takes a place: the page or form that registers, and what it costs (0: free). */
const registration = z.object({
  to: z
    .string()
    .regex(/^(\/(?!\/)\S+|https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?)$/, 'must be a site path starting with a single "/" or an https:// address'),
  closes: isoDate.optional(),
  price: z.number().min(0).default(0),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 currency code').default('USD'),
});

/** Where an event is held in person, as a postal address. */
const venue = z.object({
  name: text(120),
  streetAddress: text(120),
  locality: text(60),
  region: text(60).optional(),
  postalCode: text(20),
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter ISO country code'),
});

export const eventSchema = z
  .object({
    ...base,
    slug,
    date: isoDate,
    endDate: isoDate.optional(),
    /** Doors open on `date` and close on `endDate` (or `date`), at these times in `timeZone`. */
    startTime: timeOfDay,
    endTime: timeOfDay,
    timeZone,
    location: text(120),
    attendance: z.enum(['in-person', 'online', 'mixed']).default('in-person'),
    status: z.enum(['scheduled', 'postponed', 'cancelled']).default('scheduled'),
    venue: venue.optional(),
    registration: registration.optional(),
  })
  .refine((event) => event.attendance === 'online' || event.venue !== undefined, {
    message: 'an event held in person needs its venue',
    path: ['venue'],
  })
  .refine((event) => event.endDate === undefined || event.endDate >= event.date, {
    message: 'must not be before date',
    path: ['endDate'],
  })
  .refine((event) => (event.endDate ?? event.date) > event.date || event.endTime > event.startTime, {
    message: 'must be after startTime on a one-day event',
    path: ['endTime'],
  });

/** A recording on the one video host the site embeds, as its privacy-enhanced embed address. */
export const videoEmbedUrl = z
  .string()
  .regex(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/, 'must be a https://www.youtube-nocookie.com/embed/<11-character id> address');

export const webinarSchema = z.object({
  ...base,
  slug,
  date: isoDate,
  /** Goes live on `date` at this time in `timeZone`, for `durationMinutes`. */
  startTime: timeOfDay,
  timeZone,
  durationMinutes: z.number().int().positive().max(600),
  registration: registration.optional(),
  recordingUrl: videoEmbedUrl.optional(),
  tags: z.array(slug).default([]),
  speakers: z.array(z.object({ name: text(80), role: text(120) })).min(1, 'needs at least 1 speaker'),
});

export const eGuideSchema = z.object({
  ...base,
  slug,
  pages: z.number().int().positive(),
  chapters: z.array(text(120)).min(2, 'needs at least 2 chapters'),
});

export const newsroomPostSchema = z.object({
  ...base,
  slug,
  date: isoDate,
});

const section = z.object({ heading: text(120), text: text(800), bullets: z.array(text(200)).default([]) });
const cta = z.object({ label: text(40), to: z.string().regex(/^\/(?!\/)/, 'must be a site path starting with a single "/"') });

export const landingPageSchema = z.object({
  ...base,
  path: sitePath,
  heroHeading: text(120),
  heroText: text(400),
  sections: z.array(section).min(1, 'needs at least 1 section'),
  cta: cta.optional(),
});

export const contentLandingPageSchema = z.object({
  ...base,
  path: sitePath,
  /** Lists every entry of these kinds (src/shared/content/kinds.ts, TAGGED_KINDS) carrying this tag. */
  tag: slug,
  kinds: z.array(z.string()).min(1),
});

export const insuranceCoveragePageSchema = z.object({
  ...base,
  path: sitePath,
  tiers: z
    .array(z.object({ name: text(60), rate: text(60), covers: z.array(text(200)).min(1), excludes: z.array(text(200)).default([]) }))
    .min(2, 'needs at least 2 tiers'),
});

export const termsDetailSchema = z.object({
  ...base,
  path: sitePath,
  effectiveDate: isoDate,
});

export const careersTeamSchema = z.object({
  ...base,
  slug,
});

export const officeSchema = z.object({
  ...base,
  slug,
  city: text(60),
  country: text(60),
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter ISO country code'),
  address: text(200),
  phone: text(40),
  email: z.email('must be an email address'),
  timezone: text(60),
  headquarters: z.boolean().default(false),
});

/**
 * A role's pay range, shown on its page (several US states require it in job postings) and in its
 * structured data; `per` is the period, in the words Google's job search reads.
 */
const payRange = z
  .object({
    currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 currency code'),
    min: z.number().positive(),
    max: z.number().positive(),
    per: z.enum(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']),
  })
  .refine((pay) => pay.min <= pay.max, { message: 'min must not be more than max', path: ['max'] });

export const jobPostingSchema = z
  .object({
    ...base,
    slug,
    team: slug,
    office: slug,
    employmentType: z.enum(['Full-time', 'Part-time', 'Contract', 'Internship']),
    remote: z.boolean().default(false),
    posted: isoDate,
    /** The last day applications are taken; without it, JOB_OPEN_DAYS after `posted` (src/shared/seo/json-ld.ts). */
    validThrough: isoDate.optional(),
    pay: payRange,
  })
  .refine((job) => job.validThrough === undefined || job.validThrough >= job.posted, {
    message: 'must not be before posted',
    path: ['validThrough'],
  });

export const vesselSchema = z.object({
  uuid: z.uuid('must be a UUID'),
  name: text(80),
  imo: z.string().regex(/^\d{7}$/, 'must be a 7-digit IMO number'),
  flag: text(60),
  vesselType: text(60),
  capacityTeu: z.number().int().positive(),
  builtYear: z.number().int().min(1950).max(2030),
  operator: text(80),
  route: text(200),
});

export type ProductPage = z.infer<typeof productPageSchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
export type HelpArticle = z.infer<typeof helpArticleSchema>;
export type Office = z.infer<typeof officeSchema>;
export type JobPosting = z.infer<typeof jobPostingSchema>;
export type Vessel = z.infer<typeof vesselSchema>;
