import { describe, expect, it } from 'vitest';
import { formatDateIn } from '../../src/site/components/content/format';
import { LOCALES } from '../../src/shared/i18n/locales';

describe('formatDateIn', () => {
  for (const locale of LOCALES) {
    it(`writes every day of 2020-2031 as Intl.DateTimeFormat does for ${locale}`, () => {
      const intl = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
      const mismatches: string[] = [];
      for (let time = Date.UTC(2020, 0, 1); time < Date.UTC(2032, 0, 1); time += 86_400_000) {
        const iso = new Date(time).toISOString().slice(0, 10);
        const expected = intl.format(new Date(time));
        const actual = formatDateIn(locale, iso);
        if (actual !== expected) mismatches.push(`${iso}: ${actual} != ${expected}`);
      }
      expect(mismatches.slice(0, 5)).toEqual([]);
    });
  }

  it('throws a RangeError for what is not a calendar date, as Intl does', () => {
    for (const bad of ['not-a-date', '2026-02-30', '2026-13-01', '2026-00-10', ''])
      expect(() => formatDateIn('en-US', bad), bad).toThrow(RangeError);
  });

  it('reads the calendar date of a date-time too', () => {
    expect(formatDateIn('en-US', '2026-03-09T23:30:00-05:00')).toBe('March 9, 2026');
  });
});
