import { describe, expect, it } from 'vitest';
import { wordsOf } from '@/lib/i18n-testing';
import { likelyPeriod, periodOptions } from './salary-period';

describe('the salary period', () => {
  it('offers per month first', () => {
    expect(periodOptions(['per year', 'per month'])).toEqual(['per month', 'per year']);
    expect(periodOptions(['per month', 'per year'])).toEqual(['per month', 'per year']);
  });

  it('asks "per month?" of a yearly range under ₹1,00,000 (18,000 - 24,000 per year is a monthly salary)', async () => {
    expect(likelyPeriod(18_000, 24_000, 'per year')).toBe('per month');
    expect(likelyPeriod(0, 99_999, 'per year')).toBe('per month');
    expect((await wordsOf('postJob'))('preview.question', { period: 'per month' })).toBe('Did you mean per month?');
  });

  it('asks "per year?" of a monthly range over ₹5,00,000', () => {
    expect(likelyPeriod(300_000, 600_000, 'per month')).toBe('per year');
    expect(likelyPeriod(600_000, 900_000, 'per month')).toBe('per year');
  });

  it('leaves plausible amounts alone', () => {
    expect(likelyPeriod(18_000, 24_000, 'per month')).toBeNull();
    expect(likelyPeriod(100_000, 240_000, 'per year')).toBeNull();
    expect(likelyPeriod(300_000, 500_000, 'per month')).toBeNull();
    expect(likelyPeriod(600_000, 900_000, 'per year')).toBeNull();
    expect(likelyPeriod(null, undefined, 'per year')).toBeNull();
    expect(likelyPeriod(0, 0, 'per year')).toBeNull();
    expect(likelyPeriod(18_000, 24_000, '')).toBeNull();
  });
});
