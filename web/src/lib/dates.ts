// Dates as the spec shows them (§9), in the browser's time zone, without a date library.
import type { Translate } from './i18n';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const DAY_MS = 86_400_000;

export type DateInput = Date | string | number | null | undefined;

/** A valid Date from an ISO string, epoch milliseconds or a Date; null for anything else. */
export function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole calendar days from `from` to `to` in the local time zone (DST-proof). */
const calendarDaysBetween = (from: Date, to: Date) =>
  Math.round(
    (Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) - Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) /
      DAY_MS,
  );

/** How old a date is in spec §9's steps: today (also ahead of `now`), days up to 30, then 30-day months. */
export type Age = { unit: 'today' } | { unit: 'days' | 'months'; count: number };

/** The age of `input` at `now` (relativeTime's steps); null when the date cannot be read. */
export function ageOf(input: DateInput, now: Date = new Date()): Age | null {
  const date = toDate(input);
  if (!date) return null;
  const days = calendarDaysBetween(date, now);
  if (days <= 0) return { unit: 'today' };
  if (days <= 30) return { unit: 'days', count: days };
  if (days <= 60) return { unit: 'months', count: 1 };
  return { unit: 'months', count: Math.floor(days / 30) };
}

/**
 * Spec §9's relative time: 'Today' (also for a date ahead of `now`), '1 day ago', 'N days ago'
 * up to 30 days, '1 month ago' up to 60 days, then 'N months ago' (30-day months). Null when
 * the date cannot be read. `t` (the `common` words of a translated screen): in its language
 * ('3 दिन पहले'); English without it.
 */
export function relativeTime(input: DateInput, now: Date = new Date(), t?: Translate): string | null {
  const age = ageOf(input, now);
  if (!age) return null;
  if (t) {
    if (age.unit === 'today') return t('time.today');
    return t(age.unit === 'days' ? 'time.daysAgo' : 'time.monthsAgo', { count: age.count });
  }
  if (age.unit === 'today') return 'Today';
  if (age.unit === 'days') return age.count === 1 ? '1 day ago' : `${age.count} days ago`;
  return age.count === 1 ? '1 month ago' : `${age.count} months ago`;
}

/** The date formats of spec §9 (moment.js spellings, as the spec names them). */
export type DatePattern = 'DD-MM-YYYY' | 'DD MM YYYY' | 'MMM Do YY' | 'MMMM YYYY';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/**
 * `input` in one of the spec's formats: 'DD-MM-YYYY' (manage jobs: 05-01-2025), 'DD MM YYYY'
 * (applicant rows: 05 01 2025), 'MMM Do YY' (applicant modal: Jan 5th 25), 'MMMM YYYY'
 * (joined: January 2025). Null when the date cannot be read, so the caller shows its fallback.
 */
export function formatDate(input: DateInput, pattern: DatePattern): string | null {
  const date = toDate(input);
  if (!date) return null;
  const day = date.getDate();
  const month = date.getMonth();
  const year = date.getFullYear();
  const monthName = MONTHS[month] ?? '';
  switch (pattern) {
    case 'DD-MM-YYYY':
      return `${pad2(day)}-${pad2(month + 1)}-${year}`;
    case 'DD MM YYYY':
      return `${pad2(day)} ${pad2(month + 1)} ${year}`;
    case 'MMM Do YY':
      return `${monthName.slice(0, 3)} ${ordinal(day)} ${pad2(year % 100)}`;
    case 'MMMM YYYY':
      return `${monthName} ${year}`;
  }
}
