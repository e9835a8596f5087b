import { describe, expect, it } from 'vitest';
import { DUTY_RATE_SOURCE, US_DUTY_RATES, findUsDutyRate } from './data/us-duty-rates';
import { FEE_SOURCE, estimateDuty, normaliseHsCode, type DutyEstimate, type DutyFormValues, type DutyLine } from './duty';

const base: DutyFormValues = {
  hsCode: '610910',
  customsValueUsd: 50_000,
  freightUsd: 1_200,
  insuranceUsd: 150,
  origin: 'VN',
  mode: 'ocean',
};

function estimate(values: DutyFormValues): DutyEstimate {
  const outcome = estimateDuty(values);
  if (!outcome.ok) throw new Error(`expected an estimate, got ${JSON.stringify(outcome.errors)}`);
  return outcome.estimate;
}

function line(result: DutyEstimate, kind: DutyLine['kind']): DutyLine | undefined {
  return result.lines.find((l) => l.kind === kind);
}

describe('fee schedule', () => {
  it('is the FY2026 schedule with its dates and source', () => {
    expect(FEE_SOURCE).toMatchObject({
      fiscalYear: 2026,
      effectiveFrom: '2025-10-01',
      effectiveTo: '2026-09-30',
      source: '19 CFR 24.23, CBP fee notice',
    });
  });

  it('has amounts consistent with the FY2026 inflation factor applied to the FY2014 base fees', () => {
    // CBP Dec. 25-10: factor 34.331%. Base amounts from 19 CFR part 24 Appendix B.
    // 25 × 1.34331 = 33.58275; 485 × 1.34331 = 651.50535; 2 × 1.34331 = 2.68662. Each published figure is within a cent.
    const factor = 1.34331;
    expect(Math.abs(25 * factor - FEE_SOURCE.mpfMinimumUsd)).toBeLessThan(0.01);
    expect(Math.abs(485 * factor - FEE_SOURCE.mpfMaximumUsd)).toBeLessThan(0.01);
    expect(Math.abs(2 * factor - FEE_SOURCE.informalMpfUsd)).toBeLessThan(0.01);
  });
});

describe('merchandise processing fee', () => {
  it('charges the minimum when 0.3464% is below it', () => {
    // $5,000 × 0.3464% = $17.32 < $33.58, so MPF = $33.58.
    // Duty: lithium-ion batteries 8507.60, table rate 3.4%: $5,000 × 3.4% = $170.00. Air: no HMF.
    // Total $170.00 + $33.58 = $203.58; landed $5,000 + $800 + $25 + $203.58 = $6,028.58.
    const result = estimate({ ...base, hsCode: '8507.60.0020', customsValueUsd: 5_000, freightUsd: 800, insuranceUsd: 25, mode: 'air' });
    expect(line(result, 'mpf')).toEqual({ kind: 'mpf', amountUsd: 33.58, baseUsd: 5000, ratePercent: 0.3464, basis: 'minimum' });
    expect(line(result, 'duty')?.amountUsd).toBe(170);
    expect(line(result, 'hmf')).toBeUndefined();
    expect(result.totalUsd).toBe(203.58);
    expect(result.landedCostUsd).toBe(6028.58);
    expect(result.entryType).toBe('formal');
  });

  it('charges 0.3464% between the limits (the worked example on the duty estimator page)', () => {
    // $50,000 ocean at an entered 5%: duty $2,500.00; MPF $50,000 × 0.3464% = $173.20;
    // HMF $50,000 × 0.125% = $62.50; total $2,735.70. Landed $50,000 + $1,200 + $150 + $2,735.70 = $54,085.70.
    const result = estimate({ ...base, dutyRatePercent: 5 });
    expect(result.lines).toEqual([
      { kind: 'duty', amountUsd: 2500, baseUsd: 50000, ratePercent: 5, basis: 'ad-valorem' },
      { kind: 'mpf', amountUsd: 173.2, baseUsd: 50000, ratePercent: 0.3464, basis: 'ad-valorem' },
      { kind: 'hmf', amountUsd: 62.5, baseUsd: 50000, ratePercent: 0.125, basis: 'ad-valorem' },
    ]);
    expect(result.totalUsd).toBe(2735.7);
    expect(result.landedCostUsd).toBe(54085.7);
  });

  it('charges the maximum when 0.3464% is above it', () => {
    // $250,000 × 0.3464% = $866.00 > $651.50, so MPF = $651.50. Wooden furniture 9403.60 is Free: duty $0.00.
    // HMF $250,000 × 0.125% = $312.50. Total $0 + $651.50 + $312.50 = $964.00.
    const result = estimate({ ...base, hsCode: '940360', customsValueUsd: 250_000, freightUsd: 3_000, insuranceUsd: 0 });
    expect(line(result, 'mpf')).toMatchObject({ amountUsd: 651.5, basis: 'maximum' });
    expect(line(result, 'duty')?.amountUsd).toBe(0);
    expect(line(result, 'hmf')?.amountUsd).toBe(312.5);
    expect(result.totalUsd).toBe(964);
    // 250,000 + 3,000 + 0 + 964 = 253,964.
    expect(result.landedCostUsd).toBe(253964);
  });

  it('charges a flat informal fee at $2,500 or less, and the formal minimum just above', () => {
    // $2,500.00 by air, toys 9503.00 (Free): duty $0, informal MPF $2.69, no HMF; total $2.69.
    const informal = estimate({ ...base, hsCode: '950300', customsValueUsd: 2_500, mode: 'air' });
    expect(informal.entryType).toBe('informal');
    expect(line(informal, 'mpf')).toEqual({ kind: 'mpf', amountUsd: 2.69, baseUsd: 2500, ratePercent: null, basis: 'informal-flat' });
    expect(informal.totalUsd).toBe(2.69);
    expect(informal.notes).toContain('informal-entry');
    // $2,500.01: formal; $2,500.01 × 0.3464% = $8.66 < $33.58, so the minimum applies.
    const formal = estimate({ ...base, hsCode: '950300', customsValueUsd: 2_500.01, mode: 'air' });
    expect(formal.entryType).toBe('formal');
    expect(line(formal, 'mpf')).toMatchObject({ amountUsd: 33.58, basis: 'minimum' });
  });

  it('still charges HMF on an informal ocean entry', () => {
    // $1,000 of cotton T-shirts (16.5%): duty $165.00, informal MPF $2.69, HMF $1,000 × 0.125% = $1.25.
    // Total $168.94; landed $1,000 + $150 + $10 + $168.94 = $1,328.94.
    const result = estimate({ ...base, customsValueUsd: 1_000, freightUsd: 150, insuranceUsd: 10 });
    expect(result.lines.map((l) => [l.kind, l.amountUsd])).toEqual([
      ['duty', 165],
      ['mpf', 2.69],
      ['hmf', 1.25],
    ]);
    expect(result.totalUsd).toBe(168.94);
    expect(result.landedCostUsd).toBe(1328.94);
  });
});

describe('harbor maintenance fee', () => {
  it('applies to ocean freight only', () => {
    // Same $50,000 shipment: ocean adds $62.50; air, truck and rail add nothing.
    expect(line(estimate({ ...base, mode: 'ocean' }), 'hmf')?.amountUsd).toBe(62.5);
    for (const mode of ['air', 'truck', 'rail']) {
      const result = estimate({ ...base, mode });
      expect(line(result, 'hmf')).toBeUndefined();
      // Duty 16.5% of $50,000 = $8,250.00 plus MPF $173.20 = $8,423.20.
      expect(result.totalUsd).toBe(8423.2);
    }
  });
});

describe('duty rate', () => {
  it('takes an entered rate over the table', () => {
    // The table has 16.5% for 6109.10; the visitor's 21.5% (with a Section 301 surcharge, say) wins: $50,000 × 21.5% = $10,750.
    const result = estimate({ ...base, dutyRatePercent: 21.5 });
    expect(result.dutyRate).toEqual({ source: 'entered', percent: 21.5, subheading: null, description: null });
    expect(line(result, 'duty')?.amountUsd).toBe(10750);
  });

  it('looks the table up by the first six digits of a longer code', () => {
    const result = estimate({ ...base, hsCode: '6109.10.0012' });
    expect(result.hsCode).toBe('6109100012');
    expect(result.dutyRate).toMatchObject({ source: 'table', percent: 16.5, subheading: '610910' });
    // $50,000 × 16.5% = $8,250.00.
    expect(line(result, 'duty')?.amountUsd).toBe(8250);
  });

  it('says the rate is unknown for a code the table lacks, and totals the fees alone', () => {
    // 3304.99 (beauty preparations) is not in the table. MPF $173.20 + HMF $62.50 = $235.70.
    const result = estimate({ ...base, hsCode: '330499' });
    expect(result.dutyRate).toEqual({ source: 'unknown', percent: null, subheading: null, description: null });
    expect(line(result, 'duty')).toBeUndefined();
    expect(result.totalUsd).toBe(235.7);
    expect(result.notes).toContain('rate-unknown');
  });

  it('rounds each line half-up to the cent', () => {
    // Spark plugs 8511.10 at 2.5%: $3,001 × 2.5% = $75.025, rounded half-up to $75.03 (not to the even $75.02).
    // Truck, formal: MPF $3,001 × 0.3464% = $10.40 < minimum, so $33.58. Total $75.03 + $33.58 = $108.61.
    const result = estimate({ ...base, hsCode: '851110', customsValueUsd: 3_001, mode: 'truck' });
    expect(line(result, 'duty')?.amountUsd).toBe(75.03);
    expect(result.totalUsd).toBe(108.61);
  });

  it('rounds a value just under a half cent down', () => {
    // $1,234.56 × 16.5% = $203.7024 → $203.70 (informal entry, so MPF is the flat $2.69).
    expect(line(estimate({ ...base, customsValueUsd: 1_234.56, mode: 'air' }), 'duty')?.amountUsd).toBe(203.7);
  });
});

describe('notes', () => {
  it('always says freight and insurance are not dutiable and additional duties are excluded', () => {
    expect(estimate(base).notes).toEqual(['freight-and-insurance-not-dutiable', 'additional-duties-not-included']);
  });

  it('mentions USMCA for goods from Canada or Mexico', () => {
    expect(estimate({ ...base, origin: 'MX', mode: 'truck' }).notes).toContain('usmca-origin');
    expect(estimate({ ...base, origin: 'CN' }).notes).not.toContain('usmca-origin');
  });
});

describe('validation', () => {
  it('marks every missing field Required', () => {
    const outcome = estimateDuty({});
    expect(outcome).toEqual({
      ok: false,
      errors: [
        { field: 'hsCode', message: 'Required' },
        { field: 'customsValueUsd', message: 'Required' },
        { field: 'freightUsd', message: 'Required' },
        { field: 'insuranceUsd', message: 'Required' },
        { field: 'origin', message: 'Required' },
        { field: 'mode', message: 'Required' },
      ],
    });
  });

  it('treats blank text as missing', () => {
    const outcome = estimateDuty({ ...base, hsCode: '  ', customsValueUsd: '' });
    expect(outcome.ok ? [] : outcome.errors).toEqual([
      { field: 'hsCode', message: 'Required' },
      { field: 'customsValueUsd', message: 'Required' },
    ]);
  });

  it.each(['12345', '1234567', '123456789', '12345678901', '001234', '6109a0', '6109/10'])('rejects the code %s', (hsCode) => {
    const outcome = estimateDuty({ ...base, hsCode });
    expect(outcome.ok ? [] : outcome.errors).toEqual([{ field: 'hsCode', message: 'Please enter a valid response' }]);
  });

  it('accepts 6, 8 and 10 digits with or without dots and spaces', () => {
    expect(normaliseHsCode('610910')).toBe('610910');
    expect(normaliseHsCode('6109.10.00')).toBe('61091000');
    expect(normaliseHsCode(' 6109 10 0012 ')).toBe('6109100012');
  });

  it('rejects amounts that are negative, zero (for the value), not numbers or finer than a cent', () => {
    const errorsFor = (values: DutyFormValues) => {
      const outcome = estimateDuty({ ...base, ...values });
      return outcome.ok ? [] : outcome.errors;
    };
    const invalid = (field: string) => [{ field, message: 'Please enter a valid response' }];
    expect(errorsFor({ customsValueUsd: 0 })).toEqual(invalid('customsValueUsd'));
    expect(errorsFor({ customsValueUsd: -10 })).toEqual(invalid('customsValueUsd'));
    expect(errorsFor({ customsValueUsd: 'ten' })).toEqual(invalid('customsValueUsd'));
    expect(errorsFor({ customsValueUsd: 100.005 })).toEqual(invalid('customsValueUsd'));
    expect(errorsFor({ customsValueUsd: Number.NaN })).toEqual(invalid('customsValueUsd'));
    expect(errorsFor({ freightUsd: -1 })).toEqual(invalid('freightUsd'));
    expect(errorsFor({ insuranceUsd: '1.234' })).toEqual(invalid('insuranceUsd'));
    expect(errorsFor({ freightUsd: 0, insuranceUsd: 0 })).toEqual([]);
  });

  it('reads typed amounts with a dollar sign and thousands separators', () => {
    expect(estimate({ ...base, customsValueUsd: '$50,000.00', dutyRatePercent: '5' }).totalUsd).toBe(2735.7);
  });

  it('checks the origin country and the mode', () => {
    const outcome = estimateDuty({ ...base, origin: 'XX', mode: 'pipeline' });
    expect(outcome.ok ? [] : outcome.errors).toEqual([
      { field: 'origin', message: 'Please enter a valid response' },
      { field: 'mode', message: 'Please enter a valid response' },
    ]);
    expect(estimate({ ...base, origin: ' vn ' }).origin).toBe('VN');
  });

  it('ignores a blank duty rate and rejects an impossible one', () => {
    expect(estimate({ ...base, dutyRatePercent: '' }).dutyRate.source).toBe('table');
    for (const dutyRatePercent of [-1, 1001, 'a lot', 2.12345]) {
      const outcome = estimateDuty({ ...base, dutyRatePercent });
      expect(outcome.ok ? [] : outcome.errors).toEqual([{ field: 'dutyRatePercent', message: 'Please enter a valid response' }]);
    }
  });
});

describe('duty rate table', () => {
  it('names its source and leaves the revision and check date empty until someone checks it', () => {
    expect(DUTY_RATE_SOURCE.title).toContain('Harmonized Tariff Schedule of the United States');
    expect(DUTY_RATE_SOURCE.excludes).toContain('Section 301');
  });

  it('has about thirty unique 6-digit subheadings with plausible rates', () => {
    expect(US_DUTY_RATES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(US_DUTY_RATES.map((r) => r.subheading)).size).toBe(US_DUTY_RATES.length);
    for (const rate of US_DUTY_RATES) {
      expect(rate.subheading).toMatch(/^\d{6}$/);
      expect(rate.generalRatePercent).toBeGreaterThanOrEqual(0);
      expect(rate.generalRatePercent).toBeLessThan(50);
    }
  });

  it('finds by the first six digits', () => {
    expect(findUsDutyRate('6109100012')?.generalRatePercent).toBe(16.5);
    expect(findUsDutyRate('999999')).toBeUndefined();
  });
});
