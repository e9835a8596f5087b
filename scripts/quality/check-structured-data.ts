/**
 * Every built page's structured data (JSON-LD) parses, and each node carries what its type needs: the
 * properties Google's documentation marks required where Google documents the type (read 2026-11-24:
 * JobPosting's title, description, datePosted, hiringOrganization and a location with its country or a
 * remote one with the countries applicants may live in; Event's name, startDate and location; VideoObject's
 * name, thumbnailUrl and uploadDate; BreadcrumbList's items with position and name, and item on all but the
 * last; Article, Organization and the site name have none required, only recommended; FAQPage's questions
 * with their accepted answers, though Google no longer shows FAQ rich results), otherwise schema.org's
 * expected ones (DefinedTerm, Service). JobPosting's validThrough is only recommended by Google; the site always
 * writes it (a default when the content gives none), so it is required here. Dates are ISO 8601 (a date, or a date-time with its offset; an
 * event's and a recording's with time and offset); every URL is absolute on the site's own regional domain
 * and names a file of the build (a recording's thumbnail and embed are its video host's).
 *
 * Each page carries what the registry of content kinds declares for its kind (src/shared/content/kinds.ts,
 * `structuredData`), and every indexed page below the home page a BreadcrumbList. Exits 1 naming page and property.
 *   npx tsx scripts/quality/check-structured-data.ts [.serve/sites]
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { filesUnder } from '../../src/pipeline/files';
import { SITE } from '../../src/shared/config/site';
import { LOCALES, type Locale } from '../../src/shared/i18n/locales';
import { kindFacts } from '../../src/shared/content/kinds';
import { entryPath } from '../../src/shared/content/paths';
import { normalizePath } from '../../src/shared/routing/paths';
import { selectForLocale } from '../../src/pipeline/content-nodes';
import { loadLocalContent } from '../../src/pipeline/sources/local';
import { SEARCH_INDEX_DIRS } from '../../src/shared/search/sections';

const root = path.resolve(process.argv[2] ?? '.serve/sites');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const date = z.string().regex(ISO_DATE, 'must be an ISO 8601 date, or a date-time with its offset');
const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/, 'must be a date-time with its offset');
const https = z.string().regex(/^https:\/\//, 'must be an https:// address');
const text = z.string().trim().min(1);
const named = z.object({ name: text });

/** Google's Article (BlogPosting and NewsArticle alike): all recommended, these required here. */
const ARTICLE = z.object({
  headline: text.max(110, 'Google shows at most 110 characters of a headline'),
  datePublished: date,
  dateModified: date.optional(),
  author: named.extend({ '@type': z.enum(['Person', 'Organization']), url: text }),
  publisher: named,
  inLanguage: text,
});

const ADDRESS = z.object({
  streetAddress: text,
  addressLocality: text,
  postalCode: text,
  addressCountry: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code'),
});
const PLACE = z.object({ '@type': z.literal('Place'), name: text, address: ADDRESS });
const VIRTUAL = z.object({ '@type': z.literal('VirtualLocation'), url: text });
const MODES = {
  'https://schema.org/OfflineEventAttendanceMode': ['Place'],
  'https://schema.org/OnlineEventAttendanceMode': ['VirtualLocation'],
  'https://schema.org/MixedEventAttendanceMode': ['Place', 'VirtualLocation'],
} as const;

/** Google's Event (required: name, startDate, location), with the recommended ones the site always has. */
const EVENT = z
  .object({
    name: text,
    description: text,
    startDate: dateTime,
    endDate: dateTime,
    eventStatus: z.enum(['https://schema.org/EventScheduled', 'https://schema.org/EventPostponed', 'https://schema.org/EventCancelled']),
    eventAttendanceMode: z.enum(Object.keys(MODES) as [keyof typeof MODES]),
    location: z.array(z.union([PLACE, VIRTUAL])).min(1),
    organizer: named,
    offers: z
      .object({
        url: text,
        price: z.number().min(0),
        priceCurrency: z.string().regex(/^[A-Z]{3}$/),
        availability: z.string().startsWith('https://schema.org/'),
      })
      .optional(),
  })
  .refine((event) => event.startDate <= event.endDate || Date.parse(event.startDate) <= Date.parse(event.endDate), {
    message: 'endDate is before startDate',
    path: ['endDate'],
  })
  .refine(
    (event) =>
      [...MODES[event.eventAttendanceMode]].sort().join() === [...new Set(event.location.map((where) => where['@type']))].sort().join(),
    {
      message: 'the locations do not match eventAttendanceMode (a Place in person, a VirtualLocation online, both mixed)',
      path: ['location'],
    },
  );

/** What each type needs here; more properties are welcome. Types not listed must at least be named ones we write. */
const TYPES: Record<string, z.ZodType> = {
  Event: EVENT,
  VideoObject: z.object({
    name: text,
    description: text,
    thumbnailUrl: https,
    uploadDate: dateTime,
    embedUrl: https,
    duration: z.string().regex(/^PT\d+M$/),
  }),
  BreadcrumbList: z
    .object({ itemListElement: z.array(z.object({ position: z.number().int(), name: text, item: text })).min(2) })
    .refine((list) => list.itemListElement.every((crumb, index) => crumb.position === index + 1), {
      message: 'positions must run 1, 2, 3, ...',
      path: ['itemListElement'],
    }),
  FAQPage: z.object({
    mainEntity: z
      .array(z.object({ '@type': z.literal('Question'), name: text, acceptedAnswer: z.object({ '@type': z.literal('Answer'), text }) }))
      .min(1),
  }),
  // The home page's also lists the offices; elsewhere the company appears by name, address and logo only.
  Organization: z.object({
    name: text,
    url: text,
    logo: text,
    address: z
      .array(ADDRESS.omit({ postalCode: true }))
      .min(1)
      .optional(),
  }),
  WebSite: z.object({ name: text, url: text }),
  BlogPosting: ARTICLE,
  Article: ARTICLE,
  NewsArticle: ARTICLE,
  DefinedTerm: z.object({ name: text, description: text, inDefinedTermSet: named.extend({ url: text }) }),
  Service: z.object({ name: text, description: text, url: text, provider: named }),
  JobPosting: z
    .object({
      title: text,
      description: text,
      datePosted: date,
      // Without it a posting reads as open forever to job search engines.
      validThrough: date,
      hiringOrganization: named,
      employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']),
      jobLocation: z
        .object({ address: z.object({ addressCountry: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code') }) })
        .optional(),
      jobLocationType: z.literal('TELECOMMUTE').optional(),
      applicantLocationRequirements: named.optional(),
      // Shown on the page too: several US states require pay ranges in postings.
      baseSalary: z.object({
        currency: z.string().regex(/^[A-Z]{3}$/),
        value: z.object({
          minValue: z.number().positive(),
          maxValue: z.number().positive(),
          unitText: z.enum(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']),
        }),
      }),
    })
    .refine((job) => job.jobLocation ?? (job.jobLocationType && job.applicantLocationRequirements), {
      message: 'needs jobLocation with addressCountry, or TELECOMMUTE with applicantLocationRequirements',
    })
    .refine((job) => job.validThrough >= job.datePosted, { message: 'validThrough is before datePosted' }),
};

const URL_KEYS = new Set(['url', '@id', 'logo', 'mainEntityOfPage', 'item', 'sameAs']);
const DATE_KEYS = new Set(['datePublished', 'dateModified', 'datePosted', 'validThrough', 'startDate', 'endDate', 'uploadDate']);

/** Problems of one node and the nodes inside it: type needs, URLs on the site's domain, date formats. */
function problemsOf(node: unknown, locale: Locale, site: string, where: string): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => problemsOf(item, locale, site, `${where}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const problems: string[] = [];
  const type = record['@type'];
  if (typeof type === 'string' && TYPES[type]) {
    const result = TYPES[type].safeParse(record);
    if (!result.success)
      for (const issue of result.error.issues) problems.push(`${where} ${type}.${issue.path.join('.')}: ${issue.message}`);
  }
  const origin = SITE.urls[locale];
  for (const [key, value] of Object.entries(record)) {
    if (URL_KEYS.has(key) && typeof value === 'string') {
      if (key === '@id' && value.startsWith(`${origin}/#`)) continue;
      if (!value.startsWith(`${origin}/`)) problems.push(`${where} ${key}: ${value} is not on ${origin}`);
      else {
        const file = path.join(site, decodeURIComponent(new URL(value).pathname));
        const exists = fs.existsSync(file) && (fs.statSync(file).isFile() || fs.existsSync(path.join(file, 'index.html')));
        if (!exists) problems.push(`${where} ${key}: ${value} is not in the build`);
      }
    }
    if (DATE_KEYS.has(key) && (typeof value !== 'string' || !ISO_DATE.test(value)))
      problems.push(`${where} ${key}: ${String(value)} is not ISO 8601`);
    if (typeof value === 'object' && value !== null) problems.push(...problemsOf(value, locale, site, `${where}.${key}`));
  }
  return problems;
}

const BLOCK = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;

/** The types the registry declares for each page of the build's content (local files, the sites under test). */
function declaredTypes(locale: Locale): Map<string, ReadonlyArray<string>> {
  const declared = new Map<string, ReadonlyArray<string>>();
  const { selected } = selectForLocale(loadLocalContent(path.resolve('content')).entries, locale);
  for (const entry of selected) {
    const facts = kindFacts(entry.kind);
    if (facts.template === null) continue;
    declared.set(`${normalizePath(entryPath(entry.kind, entry.data))}index.html`, facts.structuredData?.(entry.data) ?? []);
  }
  return declared;
}

const NOINDEX = /<meta name="robots" content="noindex"/;
/** gatsby-plugin-offline's app shell: a page of the service worker's, not of the site. */
const APP_SHELL = '/offline-plugin-app-shell-fallback/index.html';

let failed = false;
for (const locale of LOCALES) {
  const site = path.join(root, locale);
  const counts = new Map<string, number>();
  const problems: string[] = [];
  const declared = declaredTypes(locale);
  let pages = 0;
  for (const file of filesUnder(site, new Set(SEARCH_INDEX_DIRS)).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(file, 'utf8');
    const page = `/${path.relative(site, file)}`;
    const types = new Set<string>();
    for (const [, json] of html.matchAll(BLOCK)) {
      pages += 1;
      let data: unknown;
      try {
        data = JSON.parse(json ?? '');
      } catch (error) {
        problems.push(`${page}: JSON-LD does not parse (${(error as Error).message})`);
        continue;
      }
      const type = (data as { '@type'?: unknown })['@type'];
      counts.set(String(type), (counts.get(String(type)) ?? 0) + 1);
      types.add(String(type));
      if ((data as { '@context'?: unknown })['@context'] !== 'https://schema.org')
        problems.push(`${page}: @context is not https://schema.org`);
      problems.push(...problemsOf(data, locale, site, page));
    }
    const expected = [
      ...(declared.get(page) ?? []),
      ...(page === '/index.html' || page === APP_SHELL || NOINDEX.test(html) || !page.endsWith('/index.html') ? [] : ['BreadcrumbList']),
    ];
    for (const type of expected)
      if (!types.has(type))
        problems.push(
          `${page}: carries no ${type}, which its kind declares (src/shared/content/kinds.ts) or every page below the home page needs`,
        );
    declared.delete(page);
  }
  for (const page of declared.keys()) problems.push(`${page}: the content has this page but the build does not`);
  const summary = [...counts].map(([type, n]) => `${n} ${type}`).join(', ');
  console.log(`structured data ${locale}: ${pages} JSON-LD blocks (${summary}), ${problems.length} problems`);
  if (problems.length > 0) {
    failed = true;
    console.error(`  ${problems.slice(0, 30).join('\n  ')}`);
  }
  for (const required of Object.keys(TYPES))
    if (!counts.has(required)) {
      failed = true;
      console.error(`  no page of ${locale} carries ${required}: the check cannot see what it looks for`);
    }
}
if (failed) process.exit(1);
