// How long ago something happened on the dashboard (spec §9's relative time: 'Today', '1 day
// ago', 'N days ago' up to 30 days, '1 month ago' up to 60 days, then 'N months ago'), in the
// app's language. The English is lib/dates' `relativeTime`, word for word (when.test.ts).
import { toDate, type DateInput } from '@/lib/dates';
import type { Translate } from '@/lib/i18n';

const DAY_MS = 86_400_000;

/** Whole calendar days from `from` to `to` in the local time zone (DST-proof), as lib/dates counts them. */
const calendarDaysBetween = (from: Date, to: Date) =>
  Math.round(
    (Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) - Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) /
      DAY_MS,
  );

/** 'Today', '3 days ago', '2 months ago' in `t`'s words; null when the date cannot be read. */
export function relativeWhen(input: DateInput, t: Translate<'employerDashboard'>, now: Date = new Date()): string | null {
  const date = toDate(input);
  if (!date) return null;
  const days = calendarDaysBetween(date, now);
  if (days <= 0) return t('when.today');
  if (days <= 30) return t('when.days', { count: days });
  if (days <= 60) return t('when.months', { count: 1 });
  return t('when.months', { count: Math.floor(days / 30) });
}

/** 'Posted today', 'Posted 3 days ago' (lib/jobs' `postedText`); null for a bad date. */
export function postedWhen(input: DateInput, t: Translate<'employerDashboard'>, now: Date = new Date()): string | null {
  const when = relativeWhen(input, t, now);
  if (when === null) return null;
  return when === t('when.today') ? t('when.postedToday') : t('when.posted', { when });
}
