/**
 * Structured data (schema.org JSON-LD) for the pages' heads, typed with schema-dts. Every URL is absolute
 * on the regional site that renders the page; `inLanguage` is the language of the entry shown (an entry
 * without a translation on the zh-CN site is English). scripts/quality/check-structured-data.ts checks
 * every built page against what Google's documentation requires.
 */
import type { Article, BlogPosting, DefinedTerm, JobPosting, NewsArticle, Organization, Service, WebSite, WithContext } from 'schema-dts';
import { SITE } from '../config/site';
import type { Locale } from '../i18n/locales';
import { SALES_CONTACT, absoluteUrl, languageOf, organization } from './json-ld-common';

export { absoluteUrl, languageOf, organization };

interface OfficeFacts {
  name: string;
  /** The office's address as one line, as the content gives it. */
  address: string;
  city: string;
  countryCode: string;
  phone: string;
  email: string;
}

/**
 * The home page's: the organisation with its offices (head office first) as postal addresses and contact
 * points, and the site by its name (Google's site-name feature). No `sameAs`: the company lists no profiles
 * elsewhere yet.
 */
export function homeStructuredData(
  locale: Locale,
  offices: ReadonlyArray<OfficeFacts>,
): Array<WithContext<Organization> | WithContext<WebSite>> {
  const company = organization(locale);
  return [
    {
      '@context': 'https://schema.org',
      ...company,
      address: offices.map((office) => ({
        '@type': 'PostalAddress',
        name: `${SITE.brandName}, ${office.name}`,
        streetAddress: office.address,
        addressLocality: office.city,
        addressCountry: office.countryCode,
      })),
      contactPoint: [
        SALES_CONTACT,
        ...offices.map((office) => ({
          '@type': 'ContactPoint' as const,
          contactType: 'customer service',
          areaServed: office.countryCode,
          telephone: office.phone,
          email: office.email,
        })),
      ],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${SITE.urls[locale]}/#website`,
      name: SITE.brandName,
      url: `${SITE.urls[locale]}/`,
      inLanguage: languageOf(locale, locale),
      publisher: { '@id': `${SITE.urls[locale]}/#organization` },
    },
  ];
}

interface PostFacts {
  title: string;
  description: string;
  path: string;
  locale: string;
  /** YYYY-MM-DD */
  date: string;
  author?: { name: string; path: string } | null;
}

/**
 * A dated article: a blog post (by its author), a research report or market update (Article), a press
 * release (NewsArticle); without a named author the company is the author.
 */
export function article(
  type: 'BlogPosting' | 'Article' | 'NewsArticle',
  post: PostFacts,
  siteLocale: Locale,
): WithContext<BlogPosting | Article | NewsArticle> {
  const url = absoluteUrl(siteLocale, post.path);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    datePublished: post.date,
    inLanguage: languageOf(post.locale, siteLocale),
    author: post.author
      ? { '@type': 'Person', name: post.author.name, url: absoluteUrl(siteLocale, post.author.path) }
      : organization(siteLocale),
    publisher: organization(siteLocale),
  };
}

interface TermFacts {
  title: string;
  description: string;
  path: string;
  abbreviation?: string | null;
}

/** A glossary term, in the glossary as its set. */
export function definedTerm(term: TermFacts, siteLocale: Locale): WithContext<DefinedTerm> {
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    name: term.title,
    description: term.description,
    url: absoluteUrl(siteLocale, term.path),
    ...(term.abbreviation ? { alternateName: term.abbreviation } : {}),
    inDefinedTermSet: { '@type': 'DefinedTermSet', name: 'Glossary', url: absoluteUrl(siteLocale, '/glossary/') },
  };
}

/** The content's employment types in the words Google's job search reads. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

/**
 * How long a job without its own `validThrough` takes applications, in days after it was posted: long enough
 * for a usual hiring round (time to fill averages six weeks), short enough that a posting forgotten in the
 * content leaves Google's job search within two months rather than looking open for ever.
 */
export const JOB_OPEN_DAYS = 60;

/** The last day a job takes applications (YYYY-MM-DD): its own, or JOB_OPEN_DAYS after it was posted. */
export function jobValidThrough(job: { posted: string; validThrough?: string | null }): string {
  if (job.validThrough) return job.validThrough;
  return new Date(Date.parse(`${job.posted}T00:00:00Z`) + JOB_OPEN_DAYS * 86_400_000).toISOString().slice(0, 10);
}

interface JobFacts {
  title: string;
  /** The posting's body as HTML: Google reads its paragraphs and lists. */
  html: string;
  path: string;
  posted: string;
  validThrough?: string | null;
  employmentType: string;
  remote: boolean;
  pay: { currency: string; min: number; max: number; per: string };
  office: { address: string; city: string; countryCode: string } | null;
}

/** A job: where it is worked from (and, when it can be remote, from which country), and its pay. */
export function jobPosting(job: JobFacts, siteLocale: Locale): WithContext<JobPosting> {
  const country = job.office?.countryCode;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.html,
    url: absoluteUrl(siteLocale, job.path),
    datePosted: job.posted,
    validThrough: jobValidThrough(job),
    employmentType: EMPLOYMENT_TYPES[job.employmentType] ?? 'OTHER',
    hiringOrganization: organization(siteLocale),
    ...(job.office
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              streetAddress: job.office.address,
              addressLocality: job.office.city,
              addressCountry: job.office.countryCode,
            },
          },
        }
      : {}),
    ...(job.remote && country
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: country } }
      : {}),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.pay.currency,
      value: { '@type': 'QuantitativeValue', minValue: job.pay.min, maxValue: job.pay.max, unitText: job.pay.per },
    },
    directApply: false,
  };
}

/** A product page: the service the company provides (schema.org's; Google shows no rich result for it). */
export function service(
  page: { title: string; description: string; path: string; navLabel: string },
  siteLocale: Locale,
): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.title,
    alternateName: page.navLabel,
    description: page.description,
    url: absoluteUrl(siteLocale, page.path),
    serviceType: page.navLabel,
    provider: organization(siteLocale),
    areaServed: { '@type': 'Place', name: 'Worldwide' },
  };
}
