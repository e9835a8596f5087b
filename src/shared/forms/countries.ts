/**
 * Countries a visitor can choose (every region with a phone numbering plan), named and sorted for the
 * site's language, from files generated once by scripts/generate-country-names.ts so that server and
 * browser render the same list. Each regional bundle keeps only its own language's file.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import enNames from './country-names.en-US.json';
import zhNames from './country-names.zh-CN.json';
import { SITE_LOCALE } from '../i18n/use-translate';

const KNOWN = new Set<string>(Object.keys(enNames));

export function isCountryCode(value: string): value is CountryCode {
  return KNOWN.has(value);
}

function names(): Record<string, string> {
  return SITE_LOCALE === 'zh-CN' ? zhNames : enNames;
}

/** The countries in the order a visitor of this site expects, for a select. */
export function countryOptions(): Array<{ code: CountryCode; name: string }> {
  return Object.entries(names())
    .filter((entry): entry is [CountryCode, string] => isCountryCode(entry[0]))
    .map(([code, name]) => ({ code, name }));
}
