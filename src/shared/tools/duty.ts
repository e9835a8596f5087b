/**
 * US import duty and fee estimator: the duty on the customs value, the Merchandise Processing Fee
 * (MPF) and, for ocean freight, the Harbor Maintenance Fee (HMF), with the landed cost.
 *
 * The US values imported goods at their transaction value (19 U.S.C. 1401a), which excludes the
 * international freight and insurance: unlike CIF countries, the US charges no duty or fee on them, so
 * they appear only in the landed cost. Money is handled in whole cents, and each line is rounded once,
 * half-up, to the cent, so the lines add up exactly to the totals the visitor sees.
 */
import { isCountryCode } from '../forms/countries';
import { MESSAGES, type Message } from '../forms/messages';
import { DUTY_RATE_SOURCE, findUsDutyRate } from './data/us-duty-rates';

export { DUTY_RATE_SOURCE };

export type TransportMode = 'ocean' | 'air' | 'truck' | 'rail';
export const TRANSPORT_MODES: readonly TransportMode[] = ['ocean', 'air', 'truck', 'rail'];

/**
 * CBP user fees for fiscal year 2026 (1 October 2025 to 30 September 2026).
 *
 * The FAST Act indexes the COBRA fees to inflation from their FY2014 base amounts (19 CFR part 24,
 * Appendix B), and CBP Dec. 25-10 sets the FY2026 adjustment factor at 34.331%. The figures below are
 * consistent with that factor and with one another:
 *   MPF minimum   $25.00 × 1.34331 = $33.58
 *   MPF maximum   $485.00 × 1.34331 = $651.505, published as $651.50
 *   informal MPF  $2.00 × 1.34331 = $2.687, published as $2.69 (automated entry not prepared by CBP)
 * The ad valorem MPF (0.3464%) and HMF (0.125%) rates are not indexed, and the $2,500 informal entry
 * limit (19 CFR 143.21) is not a fee. From 1 October 2026 the FY2027 notice applies: replace the
 * amounts and dates together, never one without the others.
 */
export const FEE_SOURCE = {
  fiscalYear: 2026,
  effectiveFrom: '2025-10-01',
  effectiveTo: '2026-09-30',
  source: '19 CFR 24.23, CBP fee notice',
  notice: 'Customs User Fees To Be Adjusted for Inflation in Fiscal Year 2026, CBP Dec. 25-10, 90 FR 34665 (23 July 2025)',
  hmfRegulation: '19 CFR 24.24',
  informalEntryRegulation: '19 CFR 143.21',
  mpfRatePercent: 0.3464,
  mpfMinimumUsd: 33.58,
  mpfMaximumUsd: 651.5,
  informalMpfUsd: 2.69,
  hmfRatePercent: 0.125,
  informalEntryLimitUsd: 2500,
} as const;

// Rates are kept in millionths of the value (0.3464% = 3464) so that every line is integer arithmetic.
const PPM_PER_PERCENT = 10_000;
const MPF_PPM = 3_464;
const HMF_PPM = 1_250;
const MPF_MIN_CENTS = 3_358;
const MPF_MAX_CENTS = 65_150;
const INFORMAL_MPF_CENTS = 269;
const INFORMAL_LIMIT_CENTS = 250_000;
// Rates above 1,000% exist only for a handful of agricultural lines and are almost always a typing slip here.
const MAX_RATE_PERCENT = 1_000;
// Beyond this a value is a typing slip, not a shipment; below it every sum of cents is exact in a double.
const MAX_AMOUNT_USD = 1_000_000_000;

export type DutyRateSource = 'entered' | 'table' | 'unknown';

/** A form value as the UI may hold it: a number, the text typed, or nothing yet. */
export type FieldValue = number | string | null | undefined;

export interface DutyFormValues {
  /** HS or HTSUS code, 6, 8 or 10 digits; dots and spaces are ignored. */
  hsCode?: string | null;
  customsValueUsd?: FieldValue;
  freightUsd?: FieldValue;
  insuranceUsd?: FieldValue;
  /** Country of origin, ISO 3166-1 alpha-2. */
  origin?: string | null;
  mode?: string | null;
  /** Optional; when given it is used instead of the table. */
  dutyRatePercent?: FieldValue;
}

/** The validated input; every DutyInput is also valid DutyFormValues. */
export interface DutyInput {
  hsCode: string;
  customsValueUsd: number;
  freightUsd: number;
  insuranceUsd: number;
  origin: string;
  mode: TransportMode;
  dutyRatePercent?: number;
}

export type DutyField = keyof DutyFormValues;

export interface FieldError<F extends string> {
  field: F;
  message: Message;
}

export interface DutyLine {
  kind: 'duty' | 'mpf' | 'hmf';
  amountUsd: number;
  /** The value the line is computed on: always the customs value. */
  baseUsd: number;
  /** The percentage applied; null for the flat informal-entry MPF. */
  ratePercent: number | null;
  basis: 'ad-valorem' | 'minimum' | 'maximum' | 'informal-flat';
}

export type DutyNote =
  'freight-and-insurance-not-dutiable' | 'additional-duties-not-included' | 'rate-unknown' | 'informal-entry' | 'usmca-origin';

export interface DutyEstimate {
  /** Digits only. */
  hsCode: string;
  origin: string;
  mode: TransportMode;
  entryType: 'formal' | 'informal';
  customsValueUsd: number;
  freightUsd: number;
  insuranceUsd: number;
  dutyRate: {
    source: DutyRateSource;
    percent: number | null;
    /** The table's subheading and description when the rate came from the table. */
    subheading: string | null;
    description: string | null;
  };
  /** Duty (omitted when the rate is unknown), MPF, and HMF for ocean freight. */
  lines: DutyLine[];
  /** What is paid to CBP: the sum of the lines. Without a known rate this is the fees alone. */
  totalUsd: number;
  /** Customs value + freight + insurance + duty + fees. */
  landedCostUsd: number;
  notes: DutyNote[];
}

export type DutyOutcome = { ok: true; estimate: DutyEstimate } | { ok: false; errors: FieldError<DutyField>[] };

/** Plain-English text for each note, for the UI to show under the estimate. */
export const DUTY_NOTE_TEXT: Record<DutyNote, string> = {
  'freight-and-insurance-not-dutiable':
    'The US charges duty and fees on the customs value of the goods, not on international freight or insurance; those appear only in the landed cost.',
  'additional-duties-not-included':
    'Additional duties such as Section 301, Section 232 or anti-dumping duties are not included. Check whether they apply to your goods and origin.',
  'rate-unknown': 'We have no duty rate for this code. Enter the rate from the HTSUS to include the duty.',
  'informal-entry':
    'Shipments valued at $2,500 or less can usually be cleared on an informal entry, which pays a flat processing fee. Some goods must be entered formally whatever their value.',
  'usmca-origin':
    'Goods that qualify as originating under USMCA are exempt from the processing fee and usually duty-free; this estimate assumes they do not qualify.',
};

/** Digits of an HS/HTSUS code typed with or without dots and spaces; null when it is not 6, 8 or 10 digits of a real chapter. */
export function normaliseHsCode(text: string): string | null {
  const digits = text.replace(/[.\s]/g, '');
  // HTSUS numbers are 6-digit HS subheadings extended to 8 (tariff line) and 10 (statistical suffix)
  // digits, so 7 and 9 digits cannot be a real code. Chapter 00 does not exist.
  if (!/^\d{6}(?:\d{2}){0,2}$/.test(digits) || digits.startsWith('00')) return null;
  return digits;
}

function isBlank(value: FieldValue): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A typed number may carry a dollar sign or thousands separators; anything else makes it invalid. */
function toNumber(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(?:\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** Whole cents of a dollar amount that has at most two decimals; null when it has more. */
function toCents(amount: number): number | null {
  const fixed = Number(amount.toFixed(2));
  // A double cannot hold most decimal cents exactly (1234.56 is 1234.5599…), so "two decimals" means
  // "the nearest double to a two-decimal number", not an exact comparison of usd × 100.
  return Math.abs(fixed - amount) <= 4 * Number.EPSILON * Math.max(1, Math.abs(amount)) ? Math.round(fixed * 100) : null;
}

function ratePpm(percent: number): number | null {
  const ppm = Math.round(percent * PPM_PER_PERCENT);
  return Math.abs(percent * PPM_PER_PERCENT - ppm) < 1e-6 ? ppm : null;
}

/** baseCents × ppm / 1,000,000, rounded half-up to the cent, exactly. */
function applyRate(baseCents: number, ppm: number): number {
  const million = BigInt(1_000_000);
  return Number((BigInt(baseCents) * BigInt(ppm) + million / BigInt(2)) / million);
}

const usd = (cents: number): number => cents / 100;

type MoneyField = 'customsValueUsd' | 'freightUsd' | 'insuranceUsd';

/** Checks form values against the spec's form messages and returns the typed input, or one error per bad field. */
export function validateDutyInput(values: DutyFormValues): { ok: true; input: DutyInput } | { ok: false; errors: FieldError<DutyField>[] } {
  const errors: FieldError<DutyField>[] = [];
  const fail = (field: DutyField, message: Message): null => {
    errors.push({ field, message });
    return null;
  };

  const hsCode = isBlank(values.hsCode)
    ? fail('hsCode', MESSAGES.required)
    : (normaliseHsCode(values.hsCode ?? '') ?? fail('hsCode', MESSAGES.responseInvalid));

  const money = (field: MoneyField, allowZero: boolean): number | null => {
    const raw = values[field];
    if (raw === null || raw === undefined || isBlank(raw)) return fail(field, MESSAGES.required);
    const amount = toNumber(raw);
    const valid = amount !== null && amount <= MAX_AMOUNT_USD && (allowZero ? amount >= 0 : amount > 0) && toCents(amount) !== null;
    return valid ? amount : fail(field, MESSAGES.responseInvalid);
  };
  const customsValueUsd = money('customsValueUsd', false);
  const freightUsd = money('freightUsd', true);
  const insuranceUsd = money('insuranceUsd', true);

  const originText = (values.origin ?? '').trim().toUpperCase();
  const origin =
    originText === ''
      ? fail('origin', MESSAGES.required)
      : isCountryCode(originText)
        ? originText
        : fail('origin', MESSAGES.responseInvalid);

  const modeText = (values.mode ?? '').trim();
  const mode =
    modeText === ''
      ? fail('mode', MESSAGES.required)
      : (TRANSPORT_MODES.find((m) => m === modeText) ?? fail('mode', MESSAGES.responseInvalid));

  let dutyRatePercent: number | undefined;
  const rawRate = values.dutyRatePercent;
  if (rawRate !== null && rawRate !== undefined && !isBlank(rawRate)) {
    const rate = toNumber(rawRate);
    if (rate === null || rate < 0 || rate > MAX_RATE_PERCENT || ratePpm(rate) === null) fail('dutyRatePercent', MESSAGES.responseInvalid);
    else dutyRatePercent = rate;
  }

  if (
    errors.length > 0 ||
    hsCode === null ||
    customsValueUsd === null ||
    freightUsd === null ||
    insuranceUsd === null ||
    origin === null ||
    mode === null
  ) {
    return { ok: false, errors };
  }
  const input: DutyInput = { hsCode, customsValueUsd, freightUsd, insuranceUsd, origin, mode };
  if (dutyRatePercent !== undefined) input.dutyRatePercent = dutyRatePercent;
  return { ok: true, input };
}

function mpfLine(valueCents: number, informal: boolean): [DutyLine, number] {
  const baseUsd = usd(valueCents);
  if (informal)
    return [{ kind: 'mpf', amountUsd: usd(INFORMAL_MPF_CENTS), baseUsd, ratePercent: null, basis: 'informal-flat' }, INFORMAL_MPF_CENTS];
  const adValorem = applyRate(valueCents, MPF_PPM);
  const cents = Math.min(Math.max(adValorem, MPF_MIN_CENTS), MPF_MAX_CENTS);
  const basis = cents === adValorem ? 'ad-valorem' : cents === MPF_MIN_CENTS ? 'minimum' : 'maximum';
  return [{ kind: 'mpf', amountUsd: usd(cents), baseUsd, ratePercent: FEE_SOURCE.mpfRatePercent, basis }, cents];
}

/** Validates the form values and, when they are valid, itemises the duty and fees. */
export function estimateDuty(values: DutyFormValues): DutyOutcome {
  const validated = validateDutyInput(values);
  if (!validated.ok) return validated;
  const { input } = validated;

  // Validation has already checked that each amount is whole cents.
  const valueCents = toCents(input.customsValueUsd) ?? 0;
  const freightCents = toCents(input.freightUsd) ?? 0;
  const insuranceCents = toCents(input.insuranceUsd) ?? 0;

  const tableRate = findUsDutyRate(input.hsCode);
  const dutyRate: DutyEstimate['dutyRate'] =
    input.dutyRatePercent !== undefined
      ? { source: 'entered', percent: input.dutyRatePercent, subheading: null, description: null }
      : tableRate
        ? { source: 'table', percent: tableRate.generalRatePercent, subheading: tableRate.subheading, description: tableRate.description }
        : { source: 'unknown', percent: null, subheading: null, description: null };

  const informal = valueCents <= INFORMAL_LIMIT_CENTS;
  const lineCents: Array<[DutyLine, number]> = [];
  if (dutyRate.percent !== null) {
    const cents = applyRate(valueCents, ratePpm(dutyRate.percent) ?? 0);
    lineCents.push([
      { kind: 'duty', amountUsd: usd(cents), baseUsd: usd(valueCents), ratePercent: dutyRate.percent, basis: 'ad-valorem' },
      cents,
    ]);
  }
  lineCents.push(mpfLine(valueCents, informal));
  if (input.mode === 'ocean') {
    const cents = applyRate(valueCents, HMF_PPM);
    lineCents.push([
      { kind: 'hmf', amountUsd: usd(cents), baseUsd: usd(valueCents), ratePercent: FEE_SOURCE.hmfRatePercent, basis: 'ad-valorem' },
      cents,
    ]);
  }
  const totalCents = lineCents.reduce((sum, [, cents]) => sum + cents, 0);

  const notes: DutyNote[] = ['freight-and-insurance-not-dutiable', 'additional-duties-not-included'];
  if (dutyRate.source === 'unknown') notes.push('rate-unknown');
  if (informal) notes.push('informal-entry');
  if (input.origin === 'CA' || input.origin === 'MX') notes.push('usmca-origin');

  return {
    ok: true,
    estimate: {
      hsCode: input.hsCode,
      origin: input.origin,
      mode: input.mode,
      entryType: informal ? 'informal' : 'formal',
      customsValueUsd: usd(valueCents),
      freightUsd: usd(freightCents),
      insuranceUsd: usd(insuranceCents),
      dutyRate,
      lines: lineCents.map(([line]) => line),
      totalUsd: usd(totalCents),
      landedCostUsd: usd(valueCents + freightCents + insuranceCents + totalCents),
      notes,
    },
  };
}
