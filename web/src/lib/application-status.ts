// How an application's status reads and looks (spec §3 "Application status"): Applied grey,
// In Review and Interview yellow, Accepted and Hired green, Rejected red; any other value shows
// as its own label, an empty one as 'Unknown'.
import type { Key, Translate } from './i18n';

export type StatusTone = 'grey' | 'yellow' | 'green' | 'red';

const TONES: Record<string, StatusTone> = {
  Applied: 'grey',
  'In Review': 'yellow',
  Interview: 'yellow',
  Accepted: 'green',
  Hired: 'green',
  Rejected: 'red',
};

/** The words of each status the app knows (`common` catalogue). */
const WORDS: Record<string, Key<'common'>> = {
  Applied: 'catalogue.applicationStatus.Applied',
  'In Review': 'catalogue.applicationStatus.In Review',
  Interview: 'applicationStatus.interview',
  Accepted: 'catalogue.applicationStatus.Accepted',
  Hired: 'applicationStatus.hired',
  Rejected: 'catalogue.applicationStatus.Rejected',
};

/**
 * The label of a status: itself, or 'Unknown' when there is none. `t` (the `common` words of a
 * translated screen): a status the app knows in its language; another one as the server wrote it.
 */
export function statusLabel(status: string | null | undefined, t?: Translate): string {
  const value = status?.trim();
  if (!t) return value || 'Unknown';
  if (!value) return t('applicationStatus.unknown');
  const key = WORDS[value];
  return key ? t(key) : value;
}

/** The colour of a status; grey for one the spec does not name. */
export const statusTone = (status: string | null | undefined): StatusTone => TONES[statusLabel(status)] ?? 'grey';

/** Tailwind classes of each tone, for chips and badges. */
export const TONE_CLASSES: Record<StatusTone, string> = {
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  red: 'bg-red-50 text-red-700 ring-red-600/20',
};
