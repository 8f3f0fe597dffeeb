// When an application was sent, as spec §9's relative time (lib/dates' relativeTime: 'Today',
// '1 day ago', 'N days ago' up to 30 days, '1 month ago' up to 60, then 'N months ago'), in parts
// the applications catalogue words in either language.
import { toDate, type DateInput } from '@/lib/dates';
import type { Translate } from '@/lib/i18n';

const DAY_MS = 86_400_000;

export type Ago = { unit: 'today' } | { unit: 'days' | 'months'; count: number };

/** Whole calendar days from `from` to `to` in the local time zone (DST-proof), as lib/dates counts them. */
const calendarDaysBetween = (from: Date, to: Date) =>
  Math.round(
    (Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) - Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) /
      DAY_MS,
  );

/** How long ago `input` was, at `now`; null when the date cannot be read. */
export function agoOf(input: DateInput, now: Date = new Date()): Ago | null {
  const date = toDate(input);
  if (!date) return null;
  const days = calendarDaysBetween(date, now);
  if (days <= 0) return { unit: 'today' };
  if (days <= 30) return { unit: 'days', count: days };
  if (days <= 60) return { unit: 'months', count: 1 };
  return { unit: 'months', count: Math.floor(days / 30) };
}

/** `ago` in `t`'s language: 'today', '3 days ago', '2 months ago' ('आज', '3 दिन पहले'). */
export function agoText(t: Translate<'applications'>, ago: Ago): string {
  if (ago.unit === 'today') return t('row.today');
  return ago.unit === 'days' ? t('row.daysAgo', { count: ago.count }) : t('row.monthsAgo', { count: ago.count });
}
