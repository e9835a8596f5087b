import type { DictionaryKey } from '../../../shared/i18n/dictionary';
import { SITE_LOCALE, t } from '../../../shared/i18n/use-translate';

/** A YYYY-MM-DD date as the visitor's locale writes it; formatted in UTC so server and client agree. */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat(SITE_LOCALE, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
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
