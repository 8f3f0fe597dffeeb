import { describe, expect, it } from 'vitest';
import { formatDate, ordinal, relativeTime, toDate } from './dates';

// Local dates (new Date(y, m, d, …)), so the tests hold in any time zone.
const NOW = new Date(2025, 5, 15, 10, 30); // 15 June 2025, 10:30
const daysBefore = (days: number, hour = 12) => new Date(2025, 5, 15 - days, hour);

describe('relativeTime (spec §9)', () => {
  it('today, including earlier today and a date ahead of now', () => {
    expect(relativeTime(new Date(2025, 5, 15, 0, 5), NOW)).toBe('Today');
    expect(relativeTime(new Date(2025, 5, 15, 23, 0), NOW)).toBe('Today');
    expect(relativeTime(new Date(2025, 5, 20), NOW)).toBe('Today');
  });

  it('yesterday is 1 day ago, by calendar day (even 11 hours back)', () => {
    expect(relativeTime(new Date(2025, 5, 14, 23, 30), NOW)).toBe('1 day ago');
    expect(relativeTime(daysBefore(1), NOW)).toBe('1 day ago');
  });

  it.each([
    [2, '2 days ago'],
    [7, '7 days ago'],
    [30, '30 days ago'],
    [31, '1 month ago'],
    [45, '1 month ago'],
    [60, '1 month ago'],
    [61, '2 months ago'],
    [89, '2 months ago'],
    [90, '3 months ago'],
    [400, '13 months ago'],
  ])('%d days back → %s', (days, text) => {
    expect(relativeTime(daysBefore(days), NOW)).toBe(text);
  });

  it('reads ISO strings and epoch milliseconds', () => {
    expect(relativeTime(daysBefore(3).toISOString(), NOW)).toBe('3 days ago');
    expect(relativeTime(daysBefore(3).getTime(), NOW)).toBe('3 days ago');
  });

  it('null for a missing or unreadable date', () => {
    expect(relativeTime(null, NOW)).toBeNull();
    expect(relativeTime(undefined, NOW)).toBeNull();
    expect(relativeTime('', NOW)).toBeNull();
    expect(relativeTime('not a date', NOW)).toBeNull();
  });
});

describe('formatDate (spec §9 formats)', () => {
  const date = new Date(2025, 0, 5, 18, 45);

  it('DD-MM-YYYY (manage jobs)', () => {
    expect(formatDate(date, 'DD-MM-YYYY')).toBe('05-01-2025');
    expect(formatDate(new Date(2024, 11, 31), 'DD-MM-YYYY')).toBe('31-12-2024');
  });

  it('DD MM YYYY (applicant rows)', () => {
    expect(formatDate(date, 'DD MM YYYY')).toBe('05 01 2025');
  });

  it('MMM Do YY (applicant modal)', () => {
    expect(formatDate(date, 'MMM Do YY')).toBe('Jan 5th 25');
    expect(formatDate(new Date(2024, 8, 1), 'MMM Do YY')).toBe('Sep 1st 24');
    expect(formatDate(new Date(2009, 1, 22), 'MMM Do YY')).toBe('Feb 22nd 09');
  });

  it('MMMM YYYY (joined date)', () => {
    expect(formatDate(date, 'MMMM YYYY')).toBe('January 2025');
    expect(formatDate(new Date(2023, 8, 30), 'MMMM YYYY')).toBe('September 2023');
  });

  it('null for an unreadable date, so the screen shows its fallback', () => {
    expect(formatDate(null, 'DD-MM-YYYY')).toBeNull();
    expect(formatDate('31/31/2025', 'MMMM YYYY')).toBeNull();
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
  ])('%d → %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});

describe('toDate', () => {
  it('copies a Date and rejects invalid input', () => {
    const original = new Date(2025, 0, 1);
    const copy = toDate(original);
    expect(copy).toEqual(original);
    expect(copy).not.toBe(original);
    expect(toDate(new Date(Number.NaN))).toBeNull();
  });
});
