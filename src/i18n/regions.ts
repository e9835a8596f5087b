/**
 * Country sets used by the consent context (spec: locale configuration and consent context). Codes are
 * ISO 3166-1 alpha-2; XK is the user-assigned code for Kosovo that CDNs and geolocation services use.
 */

/** Europe as the consent tool counts it: the EU and EEA, the UK and Switzerland, and the rest of the continent. */
export const EUROPE = new Set([
  'AD', 'AL', 'AT', 'AX', 'BA', 'BE', 'BG', 'BY', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FO', 'FR',
  'GB', 'GG', 'GI', 'GR', 'HR', 'HU', 'IE', 'IM', 'IS', 'IT', 'JE', 'LI', 'LT', 'LU', 'LV', 'MC', 'MD', 'ME',
  'MK', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'RS', 'SE', 'SI', 'SJ', 'SK', 'SM', 'UA', 'VA', 'XK',
]);

const MIDDLE_EAST = ['AE', 'BH', 'EG', 'IL', 'IQ', 'IR', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'SA', 'SY', 'TR', 'YE', 'CY', 'GE', 'AM', 'AZ'];

const AFRICA = [
  'AO', 'BF', 'BI', 'BJ', 'BW', 'CD', 'CF', 'CG', 'CI', 'CM', 'CV', 'DJ', 'DZ', 'EH', 'ER', 'ET', 'GA', 'GH', 'GM',
  'GN', 'GQ', 'GW', 'KE', 'KM', 'LR', 'LS', 'LY', 'MA', 'MG', 'ML', 'MR', 'MU', 'MW', 'MZ', 'NA', 'NE', 'NG', 'RE',
  'RW', 'SC', 'SD', 'SH', 'SL', 'SN', 'SO', 'SS', 'ST', 'SZ', 'TD', 'TG', 'TN', 'TZ', 'UG', 'YT', 'ZA', 'ZM', 'ZW',
];

/** Europe, the Middle East and Africa. Russia is counted here though it is not in the consent Europe list. */
export const EMEA = new Set([...EUROPE, ...MIDDLE_EAST, ...AFRICA, 'RU']);

const normalise = (code: string | undefined | null) => (code ?? '').trim().toUpperCase();

export const isEuropeCountry = (code: string | undefined | null): boolean => EUROPE.has(normalise(code));
export const isEmeaCountry = (code: string | undefined | null): boolean => EMEA.has(normalise(code));

/** Whether a list of regions (as offices, events or campaigns name them) includes EMEA, however spelled. */
export function regionsContainEmea(regions: ReadonlyArray<string> | undefined | null): boolean {
  return (regions ?? []).some((region) => /^\s*emea\s*$/i.test(region) || normalise(region).replace(/[^A-Z]/g, '') === 'EUROPEMIDDLEEASTAFRICA');
}
