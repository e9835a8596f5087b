import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';
import { LOCALES } from './locales';

describe('formatCount', () => {
  it.each(LOCALES)('writes counts as Intl.NumberFormat does for %s', (locale) => {
    const intl = new Intl.NumberFormat(locale);
    for (const value of [0, 7, 21, 96, 999, 1000, 1228, 5612, 10000, 123456, 1234567, 987654321]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
  });
});
