import { describe, expect, it } from 'vitest';
import { formatInr, groupIndian, lakhs, salaryPeriod, salaryShortText, salaryText } from './money';

describe('formatInr: rupees with Indian digit grouping', () => {
  it.each([
    [0, '₹0'],
    [500, '₹500'],
    [1000, '₹1,000'],
    [100000, '₹1,00,000'],
    [1234567, '₹12,34,567'],
    [10000000, '₹1,00,00,000'],
    [45999.6, '₹46,000'],
  ])('%d → %s', (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });

  it('a negative amount keeps its sign before the ₹', () => {
    expect(formatInr(-150000)).toBe('-₹1,50,000');
  });
});

describe('groupIndian: counts with Indian digit grouping', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [100000, '1,00,000'],
    [9876543210, '9,87,65,43,210'],
    [-1234, '-1,234'],
  ])('%d → %s', (value, text) => {
    expect(groupIndian(value)).toBe(text);
  });

  it("agrees with the en-IN locale's grouping it replaces", () => {
    for (let value = 1; value < 1e12; value = value * 7 + 3) {
      expect(groupIndian(value)).toBe(value.toLocaleString('en-IN'));
    }
  });
});

describe('salaryPeriod (spec §3: text containing month means monthly)', () => {
  it.each([
    ['per month', 'per month'],
    ['Monthly', 'per month'],
    ['per year', 'per year'],
    ['', 'per year'],
    [null, 'per year'],
    [undefined, 'per year'],
  ])('%j → %s', (frequency, period) => {
    expect(salaryPeriod(frequency)).toBe(period);
  });
});

describe('salaryText (spec §9)', () => {
  it('both bounds: X - Y', () => {
    expect(salaryText({ min: 300000, max: 500000, frequency: 'per year' })).toBe('₹3,00,000 - ₹5,00,000 per year');
    expect(salaryText({ min: 15000, max: 22000, frequency: 'per month' })).toBe('₹15,000 - ₹22,000 per month');
  });

  it('only a minimum: From X', () => {
    expect(salaryText({ min: 18000, frequency: 'per month' })).toBe('From ₹18,000 per month');
    expect(salaryText({ min: 18000, max: null, frequency: 'per month' })).toBe('From ₹18,000 per month');
  });

  it('only a maximum: Up to Y', () => {
    expect(salaryText({ max: 1200000 })).toBe('Up to ₹12,00,000 per year');
    expect(salaryText({ min: 0, max: 25000, frequency: 'per month' })).toBe('Up to ₹25,000 per month');
  });

  it('per year is the default period', () => {
    expect(salaryText({ min: 100000, max: 200000 })).toBe('₹1,00,000 - ₹2,00,000 per year');
    expect(salaryText({ min: 100000, max: 200000, frequency: null })).toBe('₹1,00,000 - ₹2,00,000 per year');
  });

  it('equal bounds show one amount', () => {
    expect(salaryText({ min: 20000, max: 20000, frequency: 'per month' })).toBe('₹20,000 per month');
  });

  it('numeric strings are read as numbers', () => {
    expect(salaryText({ min: '15000', max: ' 20000 ', frequency: 'per month' })).toBe('₹15,000 - ₹20,000 per month');
  });

  it('no usable bound: Salary not disclosed', () => {
    expect(salaryText({})).toBe('Salary not disclosed');
    expect(salaryText({ min: null, max: null })).toBe('Salary not disclosed');
    expect(salaryText({ min: 0, max: 0 })).toBe('Salary not disclosed');
    expect(salaryText({ min: '', max: 'n/a' })).toBe('Salary not disclosed');
    expect(salaryText({ min: Number.NaN, max: -5 })).toBe('Salary not disclosed');
  });
});

describe('lakhs: two decimals at most, trailing zeros dropped', () => {
  it.each([
    [100000, '1'],
    [105000, '1.05'],
    [150000, '1.5'],
    [1250000, '12.5'],
    [1234567, '12.35'],
    [1200000, '12'],
    [100400, '1'],
    [99999999, '1,000'],
  ])('%d → %s', (amount, text) => {
    expect(lakhs(amount)).toBe(text);
  });
});

describe('salaryShortText (cards read yearly salaries of a lakh or more as LPA)', () => {
  it('a yearly range in lakhs: ₹12.5–16.5 LPA', () => {
    expect(salaryShortText({ min: 1250000, max: 1650000, frequency: 'per year' })).toBe('₹12.5–16.5 LPA');
  });

  it('exactly one lakh a year: ₹1 LPA, and trailing .0 dropped', () => {
    expect(salaryShortText({ min: 100000, max: 100000, frequency: 'per year' })).toBe('₹1 LPA');
    expect(salaryShortText({ min: 100000, max: 200000, frequency: 'per year' })).toBe('₹1–2 LPA');
    expect(salaryShortText({ min: 1200000, max: 1800000 })).toBe('₹12–18 LPA');
  });

  it('open ranges: From and Up to', () => {
    expect(salaryShortText({ min: 1200000, frequency: 'per year' })).toBe('From ₹12 LPA');
    expect(salaryShortText({ min: null, max: 1650000, frequency: 'per year' })).toBe('Up to ₹16.5 LPA');
    expect(salaryShortText({ min: 0, max: 100000 })).toBe('Up to ₹1 LPA');
  });

  it('monthly salaries are unchanged, however large', () => {
    expect(salaryShortText({ min: 15000, max: 22000, frequency: 'per month' })).toBe('₹15,000 - ₹22,000 per month');
    expect(salaryShortText({ min: 150000, max: 250000, frequency: 'per month' })).toBe('₹1,50,000 - ₹2,50,000 per month');
  });

  it('yearly salaries under a lakh are unchanged, also when only one bound is', () => {
    expect(salaryShortText({ min: 60000, max: 90000, frequency: 'per year' })).toBe('₹60,000 - ₹90,000 per year');
    expect(salaryShortText({ max: 99999 })).toBe('Up to ₹99,999 per year');
    expect(salaryShortText({ min: 80000, max: 150000, frequency: 'per year' })).toBe('₹80,000 - ₹1,50,000 per year');
  });

  it('no salary: Salary not disclosed', () => {
    expect(salaryShortText({ frequency: 'per year' })).toBe('Salary not disclosed');
  });
});
