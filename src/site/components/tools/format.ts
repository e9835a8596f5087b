import { SITE_LOCALE } from '../../../shared/i18n/use-translate';

/**
 * Numbers as the site's language writes them. Results are only rendered in the browser after a
 * submission, so server and client never have to agree on these strings.
 */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(SITE_LOCALE, { maximumFractionDigits }).format(value);
}

/** A dollar amount with its currency sign and cents: $1,234.50 on the en-US site, US$1,234.50 on zh-CN. */
export function formatUsd(value: number): string {
  return new Intl.NumberFormat(SITE_LOCALE, { style: 'currency', currency: 'USD' }).format(value);
}

/** A rate such as 0.3464%, with as many decimals as it has (up to four). */
export function formatPercent(value: number): string {
  return `${formatNumber(value, 4)}%`;
}
