/**
 * Writes src/shared/forms/country-names.<locale>.json: every region libphonenumber knows, named and sorted
 * for each site language. Generated once and committed, so the server-rendered form and the browser
 * show the same list (ICU data differs between Node and browsers, which would break hydration).
 *   npx tsx scripts/generate-country-names.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { getCountries } from 'libphonenumber-js/min';
import { LOCALES } from '../src/shared/i18n/locales';

for (const locale of LOCALES) {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const list = getCountries()
    .map((code) => [code, names.of(code) ?? code] as const)
    .sort((a, b) => a[1].localeCompare(b[1], locale));
  const file = path.resolve(__dirname, `../src/shared/forms/country-names.${locale}.json`);
  fs.writeFileSync(file, `${JSON.stringify(Object.fromEntries(list), null, 0)}\n`);
  console.log(`${path.basename(file)}: ${list.length} countries`);
}
