import { translate, type DictionaryKey } from '../../../shared/i18n/dictionary';
import type { Locale } from '../../../shared/i18n/locales';
import { SITE_LOCALE, t } from '../../../shared/i18n/use-translate';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A YYYY-MM-DD date as the site's language writes it in full, as Intl.DateTimeFormat writes it ({ year:
 * 'numeric', month: 'long', day: 'numeric' }; tests/unit/format-date.test.ts holds the two to the same output
 * for every day of a decade), the pattern coming from the dictionary. Not Intl itself: the browser's first
 * date formatter loads the locale's calendar data, which took a fifth of the main thread's work while a blog
 * post hydrated on a throttled phone profile.
 */
export function formatDateIn(locale: Locale, isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  // What Intl throws for a date that is not one: a page given one fails where it is shown, not with a wrong text.
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) {
    throw new RangeError(`Invalid time value: ${isoDate}`);
  }
  return translate('{{monthName}} {{day}}, {{year}}', locale, { year, month, day, monthName: MONTH_NAMES[month - 1] ?? '' });
}

/** A YYYY-MM-DD date as the site's language writes it. */
export function formatDate(isoDate: string): string {
  return formatDateIn(SITE_LOCALE, isoDate);
}

/** A tel: link for a phone number as people write it: dialling needs only its digits and plus sign. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

const EMPLOYMENT_TYPES: Record<string, DictionaryKey> = {
  'Full-time': 'Full-time',
  'Part-time': 'Part-time',
  Contract: 'Contract',
  Internship: 'Internship',
};

/** A job's employment type in the site's language; a type the dictionary does not know is shown as written. */
export function employmentTypeLabel(type: string): string {
  const key = EMPLOYMENT_TYPES[type];
  return key ? t(key) : type;
}

/**
 * Entries newest first by a YYYY-MM-DD field (`date` unless named), ties by path: lists reached through a
 * relation come in no particular order.
 */
export function newestFirst<T extends { path: string }, K extends keyof T = 'date' & keyof T>(entries: ReadonlyArray<T>, field?: K): T[] {
  const key = (field ?? 'date') as keyof T;
  return [...entries].sort((a, b) => String(b[key]).localeCompare(String(a[key])) || a.path.localeCompare(b.path));
}
