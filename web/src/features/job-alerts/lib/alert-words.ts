// An alert's words in the app's language (the jobAlerts catalogue): how often it mails and when
// it last did, as lib/alerts words them in English.
import { toDate, type DateInput } from '@/lib/dates';
import type { Translate } from '@/lib/i18n';
import type { AlertFrequency } from '@/lib/alerts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 86_400_000;

/** How often an alert mails: 'Instant', 'Daily at 08:00 IST', 'Weekly, Mondays at 08:00 IST'. */
export const frequencyWords = (t: Translate<'jobAlerts'>, frequency: AlertFrequency) => t(`frequency.${frequency}`);

/** Whole calendar days from `from` to `to` in the local time zone, as lib/dates counts them. */
const calendarDaysBetween = (from: Date, to: Date) =>
  Math.round(
    (Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) - Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) /
      DAY_MS,
  );

/**
 * When an alert last mailed, relative to `now` (lib/alerts' sentAgo): 'just now', '5 minutes
 * ago', '3 hours ago' the same day, then calendar days ('1 day ago', '12 days ago', '2 months
 * ago'). Null when the date cannot be read.
 */
export function sentAgoWords(t: Translate<'jobAlerts'>, input: DateInput, now: Date = new Date()): string | null {
  const date = toDate(input);
  if (!date) return null;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE_MS) return t('ago.justNow');
  if (elapsed < HOUR_MS) return t('ago.minutes', { count: Math.floor(elapsed / MINUTE_MS) });
  const days = calendarDaysBetween(date, now);
  if (days <= 0) return t('ago.hours', { count: Math.floor(elapsed / HOUR_MS) });
  if (days <= 30) return t('ago.days', { count: days });
  if (days <= 60) return t('ago.months', { count: 1 });
  return t('ago.months', { count: Math.floor(days / 30) });
}
