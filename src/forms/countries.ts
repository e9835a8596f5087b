/** Countries a visitor can choose: every region libphonenumber knows, named in the site's language. */
import { getCountries, type CountryCode } from 'libphonenumber-js/min';

export const COUNTRY_CODES: readonly CountryCode[] = getCountries();
const KNOWN = new Set<string>(COUNTRY_CODES);

export function isCountryCode(value: string): value is CountryCode {
  return KNOWN.has(value);
}

/** The countries sorted by their name in `locale`, for a select. */
export function countryOptions(locale: string): Array<{ code: CountryCode; name: string }> {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
}
