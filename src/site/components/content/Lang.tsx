import { SITE_LOCALE } from '../../../shared/i18n/use-translate';
import { HTML_LANG, isLocale } from '../../../shared/i18n/locales';

/** The lang attribute for an entry shown on this site: set only when it differs from the page's. */
export function entryLang(locale: string): string | undefined {
  if (locale === SITE_LOCALE || !isLocale(locale)) return undefined;
  return HTML_LANG[locale] === 'en-US' ? 'en' : HTML_LANG[locale];
}
