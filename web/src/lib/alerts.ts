// Job alerts (beyond the spec; docs/operations.md "Job alerts"): a saved find-jobs search mailed
// as jobs go live. Shared by find jobs (creating one), the Alerts page and the dashboard's tile,
// so the list's query, the form rules both alert dialogs use and the words for an alert live here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/types/api.gen';
import { api } from './api-client';
import { relativeTime, toDate, type DateInput } from './dates';
import type { Translate } from './i18n';

export type AlertView = components['schemas']['AlertView'];
export type AlertFrequency = components['schemas']['AlertFrequency'];
/** The search of a new alert, as POST /api/alerts takes it. */
export type AlertSearchBody = components['schemas']['AlertSearchBody'];

/** Every alerts key starts here: creating, editing or deleting one invalidates it. */
export const alertsKey = ['alerts'] as const;

/** GET /api/alerts: the job seeker's alerts, newest first, with the most they may keep. */
const getAlerts = (signal?: AbortSignal) => api.get('/api/alerts', { signal });

export const alertsQueryOptions = () =>
  queryOptions({
    queryKey: [...alertsKey, 'mine'],
    queryFn: ({ signal }) => getAlerts(signal),
  });

/** The job seeker's alerts (the Alerts page and the dashboard's tile). */
export const useAlerts = () => useQuery(alertsQueryOptions());

/** The frequencies, in the order offered, with what each means (the API's AlertFrequency). */
export const ALERT_FREQUENCIES: readonly { value: AlertFrequency; label: string; hint: string }[] = [
  { value: 'instant', label: 'Instant', hint: 'Within a minute or two of a job going live' },
  { value: 'daily', label: 'Daily', hint: 'One email a day, at 08:00 IST' },
  { value: 'weekly', label: 'Weekly', hint: 'One email a week, on Monday at 08:00 IST' },
];

/** ALERT_FREQUENCIES in the language of `t` (the `common` words of a translated screen). */
export const alertFrequencies = (t: Translate): readonly { value: AlertFrequency; label: string; hint: string }[] =>
  ALERT_FREQUENCIES.map(({ value }) => ({
    value,
    label: t(`catalogue.alertFrequency.${value}`),
    hint: t(`alerts.${value}Hint`),
  }));

/**
 * How often an alert mails, in a few words: 'Instant', 'Daily at 08:00 IST', 'Weekly on Mondays'.
 * `t` (the `common` words of a translated screen): in its language; English without it.
 */
export function frequencyText(frequency: AlertFrequency, t?: Translate): string {
  if (t) return t(`alerts.${frequency}`);
  switch (frequency) {
    case 'instant':
      return 'Instant';
    case 'daily':
      return 'Daily at 08:00 IST';
    case 'weekly':
      return 'Weekly, Mondays at 08:00 IST';
  }
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * When an alert last mailed, relative to `now`: 'just now', '5 minutes ago', '3 hours ago' the
 * same day, then the spec's calendar days ('1 day ago', '12 days ago', '2 months ago'). An
 * instant alert mails often, so the hours matter; null when the date cannot be read. `t` (the
 * `common` words of a translated screen): in its language; English without it.
 */
export function sentAgo(input: DateInput, now: Date = new Date(), t?: Translate): string | null {
  const date = toDate(input);
  if (!date) return null;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE_MS) return t ? t('time.justNow') : 'just now';
  if (elapsed < HOUR_MS) {
    const minutes = Math.floor(elapsed / MINUTE_MS);
    if (t) return t('time.minutesAgo', { count: minutes });
    return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  }
  if (relativeTime(date, now) === 'Today') {
    const hours = Math.floor(elapsed / HOUR_MS);
    if (t) return t('time.hoursAgo', { count: hours });
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  return relativeTime(date, now, t);
}

/** '1 new job', '5 new jobs', 'No new jobs'; in the language of `t` (the `common` words) when given. */
export const newMatchesText = (count: number, t?: Translate) =>
  t ? t('alerts.newMatches', { count }) : count === 0 ? 'No new jobs' : count === 1 ? '1 new job' : `${count} new jobs`;
