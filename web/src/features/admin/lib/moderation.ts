// What the moderation console shows of the queue and the audit log (issue 29): the words for
// each review state, report reason and action, and the queue in groups, most urgent first. The
// words are the `admin` catalogue's, in the language of the `t` given (a unit test passes
// `wordsOf('admin')`).
import type { components } from '@/types/api.gen';
import { relativeTime, toDate, type DateInput } from '@/lib/dates';
import type { Translate } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { REPORT_REASONS, reportReasonLabel, type ReportReason } from '@/lib/moderation';

type Schemas = components['schemas'];
export type QueueItem = Schemas['QueueItem'];
export type AuditEntry = Schemas['AuditEntry'];
export type Review = Schemas['Review'];
type Report = Schemas['ReportView'];

/** A badge's colours (Tailwind classes): background, text and ring. */
export type Tone = 'red' | 'amber' | 'orange' | 'green' | 'slate';

export const TONE_CLASSES: Record<Tone, string> = {
  red: 'bg-red-50 text-red-800 ring-red-600/20',
  amber: 'bg-amber-50 text-amber-900 ring-amber-600/25',
  orange: 'bg-orange-50 text-orange-800 ring-orange-600/20',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

type T = Translate<'admin'>;

const REVIEW_TONES: Record<Review, Tone> = {
  held: 'amber',
  hidden: 'red',
  // In the queue a live job is one with reports waiting ('Reported').
  live: 'orange',
  rejected: 'slate',
  suspended: 'slate',
};

/** The badge of a queue item's review state. */
export const reviewBadge = (review: Review, t: T) => ({ label: t(`review.${review}`), tone: REVIEW_TONES[review] });

/**
 * Each reason of `reports` once, with how many reported it: most first, then in the dialog's order.
 * `label`: a reason's words (lib/catalogue-words' `reportReason` on a screen).
 */
export function reportTally(
  reports: readonly Pick<Report, 'reason'>[],
  label: (reason: ReportReason) => string = reportReasonLabel,
): { reason: ReportReason; label: string; count: number }[] {
  const counts = new Map<ReportReason, number>();
  for (const { reason } of reports) {
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  const order = REPORT_REASONS.map((r) => r.value);
  return [...counts]
    .map(([reason, count]) => ({ reason, label: label(reason), count }))
    .sort((a, b) => b.count - a.count || order.indexOf(a.reason) - order.indexOf(b.reason));
}

/**
 * The scam-risk score's tone: the check holds a posting from 4 and refuses it from 10
 * (trust/rules.toml), so a held one is amber, and red from 7, close to a refusal.
 */
export const riskTone = (score: number): Tone => (score >= 7 ? 'red' : score >= 4 ? 'amber' : 'slate');

export type QueueGroup = { review: Review; title: string; hint: string; items: QueueItem[] };

const GROUPS = ['hidden', 'held', 'live'] as const satisfies readonly Review[];

/**
 * The queue in groups, most urgent first: hidden, held, then live jobs with reports (each group in
 * the API's order, oldest first); empty groups are left out, and an item of any other state
 * follows in a group of its own.
 */
export function groupQueue(items: readonly QueueItem[], t: T): QueueGroup[] {
  const groups: QueueGroup[] = GROUPS.map((review) => ({
    review,
    title: t(`groups.${review}`),
    hint: t(`groups.${review}Hint`),
    items: items.filter((item) => item.review === review),
  }));
  const others = items.filter((item) => !(GROUPS as readonly Review[]).includes(item.review));
  const [first] = others;
  if (first) groups.push({ review: first.review, title: t('groups.other'), hint: t('groups.otherHint'), items: others });
  return groups.filter((group) => group.items.length > 0);
}

/** '1 job to review', '3 jobs to review'. */
export const queueCountText = (count: number, t: T) => t('queue.count', { count });

type Action = 'approve' | 'reject' | 'suspend';

const ACTION_TONES: Record<Action, Tone> = { approve: 'green', reject: 'red', suspend: 'red' };

const isAction = (action: string): action is Action => Object.hasOwn(ACTION_TONES, action);

/**
 * The audit log's word for an action (`approve`, `reject`, `suspend`); an action without words
 * of its own reads as the API names it, capitalised (`english`: it is not in the catalogue).
 */
export function auditAction(action: string, t: T): { label: string; tone: Tone; english?: boolean } {
  if (isAction(action)) return { label: t(`audit.actions.${action}`), tone: ACTION_TONES[action] };
  return { label: action.charAt(0).toUpperCase() + action.slice(1), tone: 'slate', english: true };
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * '26 Nov 2026, 1:05 pm' in the browser's time zone (Hindi: '26 नव॰ 2026, 13:05'); null when the
 * date cannot be read.
 */
export function formatDateTime(input: DateInput, language: Language = 'en'): string | null {
  const date = toDate(input);
  if (!date) return null;
  let format = dateTimeFormats.get(language);
  if (!format) {
    // Hindi's 'am'/'pm' are Latin letters: a 24-hour clock reads in Hindi as it is.
    const options: Intl.DateTimeFormatOptions = language === 'hi' ? { ...DATE_TIME, hourCycle: 'h23' } : DATE_TIME;
    format = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', options);
    dateTimeFormats.set(language, format);
  }
  return format.format(date);
}

/**
 * 'Posted today', 'Posted 3 days ago', 'Posted 2 months ago' (lib/dates' relative time, spec §9),
 * in `t`'s language; null for a bad date.
 */
export function postedWords(createdAt: DateInput, t: T, now: Date = new Date()): string | null {
  const relative = relativeTime(createdAt, now);
  if (!relative) return null;
  const [, count, unit] = /^(\d+) (day|month)s? ago$/.exec(relative) ?? [];
  if (!count) return t('card.postedToday');
  return t(unit === 'month' ? 'card.postedMonths' : 'card.postedDays', { count: Number(count) });
}
