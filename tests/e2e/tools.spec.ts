import type { Locator } from '@playwright/test';
import { test, expect, type SiteLocale } from './fixtures';
import { onlyOn } from './servers';
import { hsPage } from './content';
import zhCN from '../../locales/zh-CN.json';
import dutyZh from '../../locales/zh-CN/pages/tools/duty-estimator.json';
import emissionsZh from '../../locales/zh-CN/pages/tools/emissions-calculator.json';
import papsZh from '../../locales/zh-CN/pages/paps.json';
import parsZh from '../../locales/zh-CN/pages/pars.json';
import checkerZh from '../../locales/zh-CN/components/tools/PreArrivalChecker.json';
import { DUTY_NOTE_TEXT, DUTY_RATE_SOURCE } from '../../src/shared/tools/duty';
import {
  EMISSION_FACTORS,
  EMISSION_FACTOR_SOURCE,
  LOCATION_SOURCE,
  estimateEmissions,
  type EmissionsFormValues,
} from '../../src/shared/tools/emissions';

type Catalogue = Record<string, string>;

/**
 * Text as the site under test shows it: the page's own catalogue first, then the checker's, then the site-wide dictionary,
 * with {{name}} values filled in (as the site's translators do).
 */
function sayer(locale: SiteLocale, page: Catalogue = {}) {
  return (english: string, vars: Record<string, string | number> = {}): string => {
    const text =
      locale === 'zh-CN' ? (page[english] ?? (checkerZh as Catalogue)[english] ?? (zhCN as Catalogue)[english] ?? english) : english;
    return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An accessible description that contains `text`, whatever hint comes with it. */
const containing = (text: string) => new RegExp(escape(text));

/** A number as the result shows it (the same grouping in both locales). */
const num = (locale: SiteLocale, value: number, digits = 2) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);

/** The row of a result table whose header cell is `item`. */
function row(region: Locator, item: string): Locator {
  return region.getByRole('row').filter({ has: region.page().getByRole('rowheader', { name: item, exact: true }) });
}

async function fillDutyForm(form: Locator, say: ReturnType<typeof sayer>) {
  await form.getByLabel(say('HS code'), { exact: true }).fill('6109.10.0012');
  await form.getByLabel(say('Customs value (USD)'), { exact: true }).fill('50,000');
  await form.getByLabel(say('Country of origin'), { exact: true }).selectOption('CN');
  await form.getByLabel(say('Freight (USD)'), { exact: true }).fill('1200');
  await form.getByLabel(say('Insurance (USD)'), { exact: true }).fill('150');
  await form.getByRole('radio', { name: say('Ocean'), exact: true }).check();
}

test('the duty estimator itemises duty, MPF and HMF for an ocean shipment, with its sources', async ({ visit, page, siteLocale }) => {
  const say = sayer(siteLocale, dutyZh);
  await visit('/tools/duty-estimator/');
  const form = page.getByRole('form', { name: say('Estimate the duty and fees on a shipment') });
  await fillDutyForm(form, say);
  // The rate table comes with the page: the empty rate field says which rate it stands for.
  await expect(form.getByLabel(say('Duty rate (%)'), { exact: true })).toHaveAccessibleDescription(
    say('Optional. Leave it empty to use {{rate}}, the general rate of subheading {{subheading}} in our table.', {
      rate: '16.5%',
      subheading: '610910',
    }),
  );
  await form.getByRole('button', { name: say('Estimate duty and fees') }).click();

  const result = page.getByRole('region', { name: say('Your estimate') });
  await expect(result.getByRole('heading', { name: say('Your estimate') })).toBeFocused();
  await expect(row(result, say('Duty'))).toContainText('16.5%');
  await expect(row(result, say('Duty'))).toContainText('610910');
  await expect(row(result, say('Duty'))).toContainText('8,250.00');
  await expect(row(result, say('Merchandise Processing Fee (MPF)'))).toContainText('173.20');
  await expect(row(result, say('Harbor Maintenance Fee (HMF)'))).toContainText('62.50');
  await expect(row(result, say('Total duty and fees'))).toContainText('8,485.70');
  await expect(row(result, say('Landed cost'))).toContainText('59,835.70');
  await expect(result).toContainText(say(DUTY_NOTE_TEXT['freight-and-insurance-not-dutiable']));
  await expect(result).toContainText(say(DUTY_NOTE_TEXT['additional-duties-not-included']));
  await expect(result).toContainText('19 CFR 24.23');
  await expect(result).toContainText(say(DUTY_RATE_SOURCE.title));

  // Air freight pays no HMF; a rate typed in replaces the table's, and the result says so.
  await form.getByRole('radio', { name: say('Air'), exact: true }).check();
  await form.getByLabel(say('Duty rate (%)'), { exact: true }).fill('5');
  await form.getByRole('button', { name: say('Estimate duty and fees') }).click();
  await expect(row(result, say('Harbor Maintenance Fee (HMF)'))).toHaveCount(0);
  await expect(row(result, say('Duty'))).toContainText('2,500.00');
  await expect(row(result, say('Total duty and fees'))).toContainText('2,673.20');
  await expect(result.getByRole('heading', { name: say('Your estimate') })).toBeFocused();
});

test('the duty estimator marks every missing field Required and focuses the first', async ({ visit, page, siteLocale }) => {
  const say = sayer(siteLocale, dutyZh);
  await visit('/tools/duty-estimator/');
  const form = page.getByRole('form', { name: say('Estimate the duty and fees on a shipment') });
  await form.getByRole('button', { name: say('Estimate duty and fees') }).click();

  const hs = form.getByLabel(say('HS code'), { exact: true });
  await expect(hs).toBeFocused();
  await expect(hs).toHaveAttribute('aria-invalid', 'true');
  await expect(hs).toHaveAccessibleDescription(containing(say('Required')));
  for (const label of ['Customs value (USD)', 'Country of origin', 'Freight (USD)', 'Insurance (USD)']) {
    await expect(form.getByLabel(say(label), { exact: true })).toHaveAccessibleDescription(containing(say('Required')));
  }
  await expect(form.getByRole('group', { name: say('Transport mode') })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(say('Duty rate (%)'), { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('region', { name: say('Your estimate') })).toHaveCount(0);

  // Once submitted, a field's message follows what is typed.
  const value = form.getByLabel(say('Customs value (USD)'), { exact: true });
  await value.fill('-5');
  await expect(value).toHaveAccessibleDescription(containing(say('Please enter a valid response')));
  await hs.fill('6109');
  await expect(hs).toHaveAccessibleDescription(containing(say('Please enter a valid response')));
  await value.fill('1200');
  await expect(value).not.toHaveAttribute('aria-invalid', 'true');
});

test('the HS code field suggests codes and takes one picked with the keyboard', async ({ visit, page, siteLocale }) => {
  const say = sayer(siteLocale, dutyZh);
  await visit('/tools/duty-estimator/');
  const hs = page.getByRole('combobox', { name: say('HS code'), exact: true });
  await expect(hs).toHaveAttribute('aria-expanded', 'false');
  await hs.click();
  await hs.pressSequentially('coffee', { delay: 30 });

  const list = page.getByRole('listbox', { name: say('Suggested HS codes') });
  await expect(list).toBeVisible();
  await expect(hs).toHaveAttribute('aria-expanded', 'true');
  const options = list.getByRole('option');
  expect(await options.count()).toBeGreaterThan(1);
  for (const text of await options.allInnerTexts()) expect(text).toMatch(/^\d{6}\s/);

  await page.keyboard.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(hs).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(hs).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id')) ?? '');
  const code = /^\d{6}/.exec(await options.nth(0).innerText())?.[0] ?? '';

  await page.keyboard.press('Enter');
  await expect(hs).toHaveValue(code);
  await expect(hs).toBeFocused();
  await expect(list).toBeHidden();
  await expect(hs).toHaveAttribute('aria-expanded', 'false');
  await expect(hs).not.toHaveAttribute('aria-activedescendant');
  // Enter picked the code; it did not submit the form.
  await expect(hs).not.toHaveAttribute('aria-invalid', 'true');

  // Escape closes the list and keeps what was typed.
  await hs.fill('');
  await hs.pressSequentially('09');
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(hs).toHaveValue('09');
});

test(
  'on the Chinese site the HS code field suggests codes by their Chinese names',
  { tag: onlyOn('zh-CN') },
  async ({ visit, page, siteLocale }) => {
    const say = sayer(siteLocale, dutyZh);
    await visit('/tools/duty-estimator/');
    const hs = page.getByRole('combobox', { name: say('HS code'), exact: true });
    await hs.click();
    await hs.pressSequentially('咖啡', { delay: 30 });
    const list = page.getByRole('listbox', { name: say('Suggested HS codes') });
    const roasted = hsPage(siteLocale, '090121');
    const option = list.getByRole('option', { name: `090121 ${roasted.name}` });
    await expect(option).toBeVisible();
    await option.click();
    await expect(hs).toHaveValue('090121');
    // The picked code's name links to its page, in Chinese.
    await expect(page.getByRole('link', { name: '090121', exact: true })).toHaveAttribute('href', `${roasted.path}/`);
    await expect(page.getByText(roasted.name, { exact: true })).not.toHaveAttribute('lang');
  },
);

const route = (values: EmissionsFormValues) => {
  const outcome = estimateEmissions(values);
  if (!outcome.ok) throw new Error(`not a valid route: ${JSON.stringify(values)}`);
  return outcome.estimate;
};

test('the emissions calculator works out one leg, and a new mode clears places it cannot use', async ({ visit, page, siteLocale }) => {
  const say = sayer(siteLocale, emissionsZh);
  await visit('/tools/emissions-calculator/');
  const form = page.getByRole('form', { name: say('Estimate the emissions of a shipment') });
  const origin = form.getByLabel(say('Origin'), { exact: true });
  const destination = form.getByLabel(say('Destination'), { exact: true });
  await form.getByRole('radio', { name: say('Ocean'), exact: true }).check();
  await form.getByLabel(say('Weight (KG)'), { exact: true }).fill('20,000');
  await origin.selectOption('CNSHA');
  await destination.selectOption('USLAX');
  await form.getByRole('button', { name: say('Calculate emissions') }).click();

  const ocean = route({ mode: 'ocean', weightKg: 20000, origin: 'CNSHA', destination: 'USLAX' });
  const result = page.getByRole('region', { name: say('Estimated emissions') });
  await expect(result.getByRole('heading', { name: say('Estimated emissions') })).toBeFocused();
  await expect(row(result, say('Great-circle distance'))).toContainText(num(siteLocale, ocean.distanceKm));
  await expect(row(result, say('Routed distance'))).toContainText(num(siteLocale, ocean.routedKm));
  await expect(row(result, say('Routed distance'))).toContainText('1.15');
  await expect(row(result, say('Tonne-kilometres'))).toContainText(num(siteLocale, ocean.tonneKm));
  await expect(row(result, say('Emission factor'))).toContainText(num(siteLocale, EMISSION_FACTORS.ocean.gCo2ePerTonneKm));
  await expect(row(result, say('Emission factor'))).toContainText(say(EMISSION_FACTORS.ocean.category));
  await expect(row(result, say('Emissions'))).toContainText(num(siteLocale, ocean.kgCo2e));
  await expect(row(result, say('Emissions'))).toContainText(num(siteLocale, ocean.kgCo2e / 1000, 3));
  await expect(result).toContainText(say(EMISSION_FACTOR_SOURCE.framework));
  await expect(result).toContainText(say(LOCATION_SOURCE.portCodes));

  // Air freight: the ports chosen for ocean are cleared and no longer offered.
  await form.getByRole('radio', { name: say('Air'), exact: true }).check();
  await expect(origin).toHaveValue('');
  await expect(destination).toHaveValue('');
  await expect(origin.locator('option[value="CNSHA"]')).toHaveCount(0);
  await origin.selectOption('PVG');
  await destination.selectOption('LAX');
  await form.getByRole('button', { name: say('Calculate emissions') }).click();
  const air = route({ mode: 'air', weightKg: 20000, origin: 'PVG', destination: 'LAX' });
  await expect(row(result, say('Emissions'))).toContainText(num(siteLocale, air.kgCo2e));
  await expect(row(result, say('Emission factor'))).toContainText(say(EMISSION_FACTORS.air.category));

  // Truck can use airports too, so the airports stay chosen.
  await form.getByRole('radio', { name: say('Truck'), exact: true }).check();
  await expect(origin).toHaveValue('PVG');
});

test('the emissions calculator shows the spec messages on its fields', async ({ visit, page, siteLocale }) => {
  const say = sayer(siteLocale, emissionsZh);
  await visit('/tools/emissions-calculator/');
  const form = page.getByRole('form', { name: say('Estimate the emissions of a shipment') });
  await form.getByRole('button', { name: say('Calculate emissions') }).click();
  await expect(form.getByRole('radio', { name: say('Ocean'), exact: true })).toBeFocused();
  await expect(form.getByRole('group', { name: say('Transport mode') })).toHaveAttribute('aria-invalid', 'true');
  const weight = form.getByLabel(say('Weight (KG)'), { exact: true });
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await expect(weight).toHaveAccessibleDescription(containing(say('Required')));
  await expect(form.getByLabel(say('Origin'), { exact: true })).toHaveAccessibleDescription(containing(say('Required')));

  await form.getByRole('radio', { name: say('Truck'), exact: true }).check();
  await weight.fill('500');
  await form.getByLabel(say('Origin'), { exact: true }).selectOption('NLRTM');
  await form.getByLabel(say('Destination'), { exact: true }).selectOption('NLRTM');
  await form.getByRole('button', { name: say('Calculate emissions') }).click();
  const destination = form.getByLabel(say('Destination'), { exact: true });
  await expect(destination).toBeFocused();
  await expect(destination).toHaveAttribute('aria-invalid', 'true');
  await expect(destination).toHaveAccessibleDescription(containing(say('Please enter a valid response')));
  await expect(destination).toHaveAccessibleDescription(containing(say('Choose a destination other than the origin.')));
  await expect(page.getByRole('region', { name: say('Estimated emissions') })).toHaveCount(0);
});

for (const { system, path, catalogue, valid, parts, changes, problem, problemText } of [
  {
    system: 'PAPS',
    path: '/paps/',
    catalogue: papsZh,
    valid: 'abcd 1234567',
    parts: ['ABCD', '1234567', 'ABCD1234567'],
    changes: ['Spaces were removed: a {{system}} number is filed without them.', 'Small letters were changed to capitals.'],
    problem: '1234567',
    problemText: {
      key: "A PAPS number starts with the carrier's SCAC, 2 to 4 letters (usually 4), but this one starts with {{start}}. Check that the carrier code has not been left off.",
      vars: { start: '“12”' },
    },
  },
  {
    system: 'PARS',
    path: '/pars/',
    catalogue: parsZh,
    valid: '8JK21234567',
    parts: ['8JK2', '1234567', '8JK21234567'],
    changes: [],
    problem: 'AB1',
    problemText: {
      key: "It is too short: a PARS number is the carrier's 4-character CBSA carrier code followed by the shipment number, and this one has only {{count}} characters.",
      vars: { count: 3 },
    },
  },
] as const) {
  test(`the ${system} checker splits a valid number, lists the problems of a wrong one, and needs a number`, async ({
    visit,
    page,
    siteLocale,
  }) => {
    const say = sayer(siteLocale, catalogue);
    await visit(path);
    const form = page.getByRole('form', { name: say(`Check a ${system} number`) });
    const number = form.getByLabel(say(`${system} number`), { exact: true });
    const check = form.getByRole('button', { name: say('Check the number') });
    const answer = form.getByRole('status');

    await check.click();
    await expect(number).toBeFocused();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(containing(say('Required')));

    await number.fill(valid);
    await check.click();
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');
    await expect(answer.getByRole('heading')).toHaveText(say('This can be a valid {{system}} number', { system }));
    await expect(answer.getByRole('definition')).toHaveText(parts);
    if (changes.length > 0) await expect(answer.getByRole('listitem')).toHaveText(changes.map((change) => say(change, { system })));
    else await expect(answer).toContainText(say('The number is already written as it is filed.'));

    await number.fill(problem);
    await check.click();
    await expect(answer.getByRole('heading')).toHaveText(say('This cannot be a valid {{system}} number', { system }));
    await expect(answer.getByRole('listitem')).toHaveText([say(problemText.key, problemText.vars)]);
  });
}

test('the PAPS checker holds the number to the SCAC given', async ({ visit, page, siteLocale }) => {
  const say = sayer(siteLocale, papsZh);
  await visit('/paps/');
  const form = page.getByRole('form', { name: say('Check a PAPS number') });
  await form.getByLabel(say('Carrier SCAC'), { exact: true }).fill('wxyz');
  await form.getByLabel(say('PAPS number'), { exact: true }).fill('ABCD1234567');
  await form.getByRole('button', { name: say('Check the number') }).click();
  await expect(form.getByRole('status').getByRole('listitem')).toHaveText([
    say("The number must start with the carrier's SCAC {{code}}, but it starts with {{start}}.", { code: '“WXYZ”', start: '“ABCD”' }),
  ]);
});

test('the duty estimator works on a phone without page errors', async ({ visit, page, siteLocale }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 390, height: 844 });
  const say = sayer(siteLocale, dutyZh);
  await visit('/tools/duty-estimator/');
  const form = page.getByRole('form', { name: say('Estimate the duty and fees on a shipment') });

  const hs = form.getByRole('combobox', { name: say('HS code'), exact: true });
  await hs.click();
  await hs.pressSequentially('tea', { delay: 30 });
  const list = page.getByRole('listbox', { name: say('Suggested HS codes') });
  await expect(list).toBeVisible();
  await expect(list).toBeInViewport();
  await list.getByRole('option').first().click();
  await expect(hs).toHaveValue(/^\d{6}$/);

  await fillDutyForm(form, say);
  await form.getByRole('button', { name: say('Estimate duty and fees') }).click();
  const result = page.getByRole('region', { name: say('Your estimate') });
  await expect(row(result, say('Landed cost'))).toContainText('59,835.70');
  await expect(row(result, say('Landed cost'))).toBeVisible();

  // Nothing in the tool's section is wider than the screen: the table scrolls inside its own box.
  const section = page.getByRole('region', { name: say('Estimate the duty and fees on a shipment') });
  expect(await section.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(errors).toEqual([]);
});
