import { SITE_LOCALE } from '../../i18n/use-translate';

/** A YYYY-MM-DD date as the visitor's locale writes it; formatted in UTC so server and client agree. */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat(SITE_LOCALE, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
