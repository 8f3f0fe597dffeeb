import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRupees, salaryWords } from './format';
import { wordsOf } from './i18n-testing';
import { salaryShortText, salaryText, type SalaryWords } from './money';

describe('numbers', () => {
  it('group digits the Indian way', () => {
    expect(formatNumber(240000)).toBe('2,40,000');
    expect(formatNumber(12345678.5)).toBe('1,23,45,678.5');
    expect(formatNumber(999)).toBe('999');
    expect(formatRupees(240000)).toBe('₹2,40,000');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(18000.5)).toBe('₹18,001');
    expect(formatRupees(-500)).toBe('-₹500');
  });
});

describe('dates', () => {
  const day = new Date(2025, 0, 5);

  it('keep the spec’s English formats in English', () => {
    expect(formatDate(day, 'MMMM YYYY', 'en')).toBe('January 2025');
    expect(formatDate(day, 'MMM Do YY', 'en')).toBe('Jan 5th 25');
    expect(formatDate(day, 'DD-MM-YYYY', 'en')).toBe('05-01-2025');
  });

  it('read month names in Hindi', () => {
    expect(formatDate(day, 'MMMM YYYY', 'hi')).toBe('जनवरी 2025');
    expect(formatDate(new Date(2025, 7, 15), 'MMMM YYYY', 'hi')).toBe('अगस्त 2025');
    expect(formatDate(day, 'MMM Do YY', 'hi')).toMatch(/^5 जन.* 25$/);
    // All digits: the same in both.
    expect(formatDate(day, 'DD-MM-YYYY', 'hi')).toBe('05-01-2025');
    expect(formatDate(day, 'DD MM YYYY', 'hi')).toBe('05 01 2025');
    expect(formatDate('not a date', 'MMMM YYYY', 'hi')).toBeNull();
  });
});

describe('salary words', () => {
  let english: SalaryWords;
  let hindi: SalaryWords;
  beforeAll(async () => {
    english = salaryWords(await wordsOf('common', 'en'));
    hindi = salaryWords(await wordsOf('common', 'hi'));
  });

  const SALARIES = [
    { min: 18000, max: 24000, frequency: 'per month' },
    { min: 18000, max: 18000, frequency: 'per month' },
    { min: 15000, frequency: 'per month' },
    { max: 30000, frequency: 'Monthly' },
    { min: 1250000, max: 1650000, frequency: 'per year' },
    { min: 100000, max: 100000, frequency: 'per year' },
    { min: 1200000, frequency: 'per year' },
    { max: 1650000, frequency: 'per year' },
    { min: 60000, max: 90000, frequency: 'per year' },
    {},
  ];

  it('in English are exactly lib/money’s', () => {
    for (const salary of SALARIES) {
      expect(salaryText(salary, english)).toBe(salaryText(salary));
      expect(salaryShortText(salary, english)).toBe(salaryShortText(salary));
    }
  });

  it('in Hindi', () => {
    expect(salaryShortText({ min: 18000, max: 24000, frequency: 'per month' }, hindi)).toBe('₹18,000 - ₹24,000 प्रति माह');
    expect(salaryShortText({ min: 15000, frequency: 'per month' }, hindi)).toBe('₹15,000 प्रति माह से शुरू');
    expect(salaryShortText({ max: 30000, frequency: 'per month' }, hindi)).toBe('₹30,000 प्रति माह तक');
    expect(salaryShortText({ min: 1250000, max: 1650000, frequency: 'per year' }, hindi)).toBe('₹12.5–16.5 लाख प्रति वर्ष');
    expect(salaryShortText({ min: 1200000, frequency: 'per year' }, hindi)).toBe('₹12 लाख प्रति वर्ष से शुरू');
    expect(salaryText({ min: 240000, max: 240000, frequency: 'per year' }, hindi)).toBe('₹2,40,000 प्रति वर्ष');
    expect(salaryShortText({}, hindi)).toBe('वेतन नहीं बताया गया');
  });
});
