/**
 * Amounts of money as a site's language writes them ("$1,200", "US$1,200"). Called at build time only (the
 * content registry's `formatted` texts): the first Intl.NumberFormat a page constructs in the browser loads the
 * locale's number data inside the page's hydration.
 */
import type { Locale } from './locales';

/** `amount` in `currency` as `locale` writes it; whole units when `whole` (pay ranges), cents as the currency has them. */
export function formatMoney(amount: number, currency: string, locale: Locale, whole = false): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, ...(whole ? { maximumFractionDigits: 0 } : {}) }).format(amount);
}

/** A range of whole amounts, "$70,000–$95,000"; one amount when both ends are the same. */
export function formatMoneyRange(min: number, max: number, currency: string, locale: Locale): string {
  const low = formatMoney(min, currency, locale, true);
  return min === max ? low : `${low}–${formatMoney(max, currency, locale, true)}`;
}
