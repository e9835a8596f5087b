import { describe, expect, it } from 'vitest';
import dutyCatalogue from '../../locales/zh-CN/pages/tools/duty-estimator.json';
import emissionsCatalogue from '../../locales/zh-CN/pages/tools/emissions-calculator.json';
import papsCatalogue from '../../locales/zh-CN/pages/paps.json';
import parsCatalogue from '../../locales/zh-CN/pages/pars.json';
import zhCN from '../../locales/zh-CN.json';
import { catalogueText } from '../../src/site/components/tools/catalogue-text';
import { dutyText } from '../../src/site/components/tools/duty-text';
import { emissionsText, methodText } from '../../src/site/components/tools/emissions-text';
import { errorsByField } from '../../src/site/components/tools/form-state';
import { pageTranslator } from '../../src/shared/i18n/page-translator';
import { DUTY_NOTE_TEXT, DUTY_RATE_SOURCE, FEE_SOURCE, validateDutyInput } from '../../src/shared/tools/duty';
import {
  EMISSION_FACTORS,
  EMISSION_FACTOR_SOURCE,
  estimateEmissions,
  LOCATIONS,
  LOCATION_SOURCE,
  ROUTING,
} from '../../src/shared/tools/emissions';

const has = (catalogue: Record<string, string>, text: string) =>
  Object.prototype.hasOwnProperty.call(catalogue, text) && catalogue[text]?.trim() !== '';

/**
 * Every English text of the duty module that the estimator shows. The rate table's descriptions are not
 * among them: like the HS nomenclature, they are shown in English (marked lang="en") on both sites.
 */
const DUTY_MODULE_TEXT = [
  ...Object.values(DUTY_NOTE_TEXT),
  FEE_SOURCE.source,
  FEE_SOURCE.notice,
  DUTY_RATE_SOURCE.title,
  DUTY_RATE_SOURCE.publisher,
  DUTY_RATE_SOURCE.edition,
  DUTY_RATE_SOURCE.excludes,
];

/** Every English text of the emissions module and its location table that the calculator shows. */
const EMISSIONS_MODULE_TEXT = [
  ...LOCATIONS.map((location) => location.name),
  ...Object.values(ROUTING).map((routing) => routing.why),
  ...Object.values(EMISSION_FACTORS).flatMap((factor) => [factor.category, factor.derivation]),
  EMISSION_FACTOR_SOURCE.framework,
  EMISSION_FACTOR_SOURCE.editions,
  EMISSION_FACTOR_SOURCE.scope,
  ...Object.values(EMISSION_FACTOR_SOURCE.tables),
  EMISSION_FACTOR_SOURCE.fuelFactors,
  EMISSION_FACTOR_SOURCE.readVia,
  ...Object.values(LOCATION_SOURCE),
];

describe('module text on the zh-CN site', () => {
  it('has a translation for every text of the duty module the estimator shows', () => {
    expect(DUTY_MODULE_TEXT.filter((text) => !has(dutyCatalogue, text))).toEqual([]);
  });
  it('has a translation for every text of the emissions module the calculator shows', () => {
    expect(EMISSIONS_MODULE_TEXT.filter((text) => !has(emissionsCatalogue, text))).toEqual([]);
  });
  it('is shown as written on the en-US site', () => {
    for (const text of DUTY_MODULE_TEXT) expect(dutyText(text)).toBe(text);
    for (const text of EMISSIONS_MODULE_TEXT) expect(emissionsText(text)).toBe(text);
  });
  it('is looked up in the catalogue, and falls back to the English text it does not have', () => {
    const catalogue = { Smartphones: '智能手机' };
    const text = catalogueText(catalogue, pageTranslator(catalogue, 'zh-CN'));
    expect(text('Smartphones')).toBe('智能手机');
    expect(text('Tablets')).toBe('Tablets');
    expect(text('toString')).toBe('toString');
    expect(catalogueText<typeof catalogue>({}, pageTranslator<typeof catalogue>({}, 'en-US'))('Smartphones')).toBe('Smartphones');
  });
});

describe('the emissions method sentence', () => {
  const cases = [
    { mode: 'air', weightKg: 1000, origin: 'FRA', destination: 'ORD' },
    { mode: 'ocean', weightKg: '20,000', origin: 'CNSHA', destination: 'USLAX' },
    { mode: 'truck', weightKg: 10000, origin: 'NLRTM', destination: 'DEHAM' },
    { mode: 'rail', weightKg: 15250.5, origin: 'LAX', destination: 'JFK' },
    { mode: 'ocean', weightKg: 0.4, origin: 'SGSIN', destination: 'NLRTM' },
  ];
  it("is the module's own sentence on the en-US site", () => {
    for (const values of cases) {
      const outcome = estimateEmissions(values);
      if (!outcome.ok) throw new Error(`invalid case ${JSON.stringify(values)}`);
      expect(methodText(outcome.estimate)).toBe(outcome.estimate.method);
    }
  });
  it('is translated with every value on the zh-CN site', () => {
    const tp = pageTranslator(emissionsCatalogue, 'zh-CN');
    const zh = tp(
      '{{tonnes}} t × ({{distance}} km great-circle + {{add}} km = {{routed}} km) × {{factor}} g CO2e per tonne-km ({{category}}, well-to-wheel)',
      {
        tonnes: '1',
        distance: '6,970',
        add: '95',
        routed: '7,065',
        factor: '608',
        category: '全货机',
      },
    );
    expect(zh).toBe('1 吨 ×（大圆距离 6,970 公里 + 95 公里 = 7,065 公里）× 每吨公里 608 克二氧化碳当量（全货机，从油井到车轮）');
  });
});

describe('tool catalogues', () => {
  const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  it('keep the placeholders of every key in its translation', () => {
    for (const catalogue of [dutyCatalogue, emissionsCatalogue, papsCatalogue, parsCatalogue] as Array<Record<string, string>>) {
      for (const [key, value] of Object.entries(catalogue)) expect(names(value), key).toEqual(names(key));
    }
  });
  it('do not repeat keys of the site-wide dictionary', () => {
    for (const catalogue of [dutyCatalogue, emissionsCatalogue, papsCatalogue, parsCatalogue]) {
      expect(Object.keys(catalogue).filter((key) => key in zhCN)).toEqual([]);
    }
  });
});

describe('errorsByField', () => {
  it('keeps the first error of each field', () => {
    const checked = validateDutyInput({});
    if (checked.ok) throw new Error('empty values must not validate');
    const errors = errorsByField([...checked.errors, { field: 'hsCode', message: 'Please enter a valid response' as const }]);
    expect(errors.hsCode?.message).toBe('Required');
    expect(Object.keys(errors).sort()).toEqual(['customsValueUsd', 'freightUsd', 'hsCode', 'insuranceUsd', 'mode', 'origin']);
  });
});
