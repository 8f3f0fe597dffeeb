// What the moderation console shows of the queue and the audit log (issue 29): the words for
// each review state, report reason and action, and the queue in groups, most urgent first.
import type { components } from '@/types/api.gen';
import { toDate, type DateInput } from '@/lib/dates';
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

const REVIEWS: Record<Review, { label: string; tone: Tone }> = {
  held: { label: 'Held by check', tone: 'amber' },
  hidden: { label: 'Hidden after reports', tone: 'red' },
  // In the queue a live job is one with reports waiting.
  live: { label: 'Reported', tone: 'orange' },
  rejected: { label: 'Rejected', tone: 'slate' },
  suspended: { label: 'Employer suspended', tone: 'slate' },
};

/** The badge of a queue item's review state. */
export const reviewBadge = (review: Review) => REVIEWS[review];

/** Each reason of `reports` once, with how many reported it: most first, then in the dialog's order. */
export function reportTally(reports: readonly Pick<Report, 'reason'>[]): { reason: ReportReason; label: string; count: number }[] {
  const counts = new Map<ReportReason, number>();
  for (const { reason } of reports) {
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  const order = REPORT_REASONS.map((r) => r.value);
  return [...counts]
    .map(([reason, count]) => ({ reason, label: reportReasonLabel(reason), count }))
    .sort((a, b) => b.count - a.count || order.indexOf(a.reason) - order.indexOf(b.reason));
}

/**
 * The scam-risk score's tone: the check holds a posting from 4 and refuses it from 10
 * (trust/rules.toml), so a held one is amber, and red from 7, close to a refusal.
 */
export const riskTone = (score: number): Tone => (score >= 7 ? 'red' : score >= 4 ? 'amber' : 'slate');

export type QueueGroup = { review: Review; title: string; hint: string; items: QueueItem[] };

const GROUPS: { review: Review; title: string; hint: string }[] = [
  { review: 'hidden', title: 'Hidden after reports', hint: 'Three people reported these: out of search until you decide.' },
  { review: 'held', title: 'Held by the check', hint: 'The scam check held these back: not in search until approved.' },
  { review: 'live', title: 'Reported, still live', hint: 'In search, with reports waiting for a look.' },
];

/**
 * The queue in groups, most urgent first: hidden, held, then live jobs with reports (each group in
 * the API's order, oldest first); empty groups are left out, and an item of any other state
 * follows in a group of its own.
 */
export function groupQueue(items: readonly QueueItem[]): QueueGroup[] {
  const groups: QueueGroup[] = GROUPS.map((group) => ({ ...group, items: items.filter((item) => item.review === group.review) }));
  const others = items.filter((item) => !GROUPS.some((group) => group.review === item.review));
  const [first] = others;
  if (first) groups.push({ review: first.review, title: 'Other', hint: 'Already decided.', items: others });
  return groups.filter((group) => group.items.length > 0);
}

/** '1 job to review', '3 jobs to review'. */
export const queueCountText = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'} to review`;

const ACTIONS: Record<string, { label: string; tone: Tone }> = {
  approve: { label: 'Approved', tone: 'green' },
  reject: { label: 'Rejected', tone: 'red' },
  suspend: { label: 'Suspended employer', tone: 'red' },
};

/** The audit log's word for an action (`approve`, `reject`, `suspend`). */
export const auditAction = (action: string): { label: string; tone: Tone } =>
  ACTIONS[action] ?? { label: action.charAt(0).toUpperCase() + action.slice(1), tone: 'slate' };

const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '26 Nov 2026, 1:05 pm' in the browser's time zone; null when the date cannot be read. */
export function formatDateTime(input: DateInput): string | null {
  const date = toDate(input);
  return date ? DATE_TIME.format(date) : null;
}

/** '1 job', '4 jobs'; 'report', 'reports'. */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
