/**
 * What every structured-data builder shares: addresses on the regional site, the language of the entry
 * shown, and the company as one node.
 */
import type { ContactPoint, Organization } from 'schema-dts';
import { SITE } from '../config/site';
import { HTML_LANG, isLocale, type Locale } from '../i18n/locales';
import { normalizePath } from '../routing/paths';

/** The site's address of a path, on the regional site `locale`. */
export const absoluteUrl = (locale: Locale, path: string): string => `${SITE.urls[locale]}${normalizePath(path)}`;

/** A language tag for `inLanguage`: the entry's locale, English written `en` as the pages' lang attributes do. */
export function languageOf(entryLocale: string, siteLocale: Locale): string {
  const locale = isLocale(entryLocale) ? entryLocale : siteLocale;
  return locale === 'en-US' ? 'en' : HTML_LANG[locale];
}

/** The company's sales desk, which answers in both of the sites' languages. */
export const SALES_CONTACT: Exclude<ContactPoint, string> = {
  '@type': 'ContactPoint',
  contactType: 'sales',
  telephone: SITE.phone,
  email: SITE.email,
  availableLanguage: ['en', 'zh-Hans'],
};

type OrganizationNode = Extract<Organization, { '@type': 'Organization' }>;

/** The company as publisher, hiring organisation and organiser: the same node everywhere, by its @id. */
export function organization(locale: Locale): OrganizationNode {
  return {
    '@type': 'Organization',
    '@id': `${SITE.urls[locale]}/#organization`,
    name: SITE.brandName,
    url: `${SITE.urls[locale]}/`,
    // The mark the site shows beside its name (an SVG, which Google Images reads).
    logo: `${SITE.urls[locale]}/favicon.svg`,
    email: SITE.email,
    contactPoint: [SALES_CONTACT],
  };
}
