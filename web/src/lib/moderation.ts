// Where a job stands with moderation (issue 29), as its employer reads it: Manage Jobs' badge and
// the banner on the job's own page. Job seekers never see a job that is not live.
import type { components } from '@/types/api.gen';
import type errorWords from '@/locales/en/errors.json';
import { translate, useLanguage, type Key, type Translate } from './i18n';

export type Review = components['schemas']['Review'];

export type ReviewTone = 'amber' | 'red';

export type ReviewStatus = {
  /** The badge's words. */
  label: string;
  /** What it means for the employer, in one sentence. */
  explanation: string;
  tone: ReviewTone;
};

const STATUSES: Record<Exclude<Review, 'live'>, ReviewStatus> = {
  held: {
    label: 'Under review',
    explanation: 'Job seekers cannot see this job until our team approves it.',
    tone: 'amber',
  },
  hidden: {
    label: 'Hidden after reports',
    explanation: 'Job seekers reported this job, so it is hidden from them until our team reviews it.',
    tone: 'amber',
  },
  rejected: {
    label: 'Rejected',
    explanation: 'Our team rejected this job, so job seekers cannot see it.',
    tone: 'red',
  },
  suspended: {
    label: 'Suspended',
    explanation: 'Your account is suspended, so job seekers cannot see your jobs.',
    tone: 'red',
  },
};

/** The words of each status (`common` catalogue, review.*). */
const STATUS_WORDS: Record<Exclude<Review, 'live'>, { label: Key<'common'>; explanation: Key<'common'> }> = {
  held: { label: 'review.held', explanation: 'review.heldText' },
  hidden: { label: 'review.hidden', explanation: 'review.hiddenText' },
  rejected: { label: 'review.rejected', explanation: 'review.rejectedText' },
  suspended: { label: 'review.suspended', explanation: 'review.suspendedText' },
};

/**
 * The status of a job that is not live, or null for a live one (nothing to say). `t` (the
 * `common` words of a translated screen): its words in that language; English without it.
 */
export function reviewStatus(review: Review | null | undefined, t?: Translate): ReviewStatus | null {
  const status = review && review !== 'live' ? (STATUSES[review] ?? null) : null;
  if (!status || !t || !review || review === 'live') return status;
  const words = STATUS_WORDS[review];
  return { ...status, label: t(words.label), explanation: t(words.explanation) };
}

/** The check's reasons, once each and trimmed (the API sends one per signal). */
export const reviewReasons = (reasons: readonly string[] | null | undefined): string[] => [
  ...new Set((reasons ?? []).map((reason) => reason.trim()).filter(Boolean)),
];

/** Tailwind classes of each tone, for the badge and the banner. */
export const REVIEW_TONES: Record<ReviewTone, { badge: string; banner: string; icon: string }> = {
  amber: {
    badge: 'bg-amber-50 text-amber-800 ring-amber-600/25',
    banner: 'border-amber-200 bg-amber-50 text-amber-950',
    icon: 'text-amber-700',
  },
  red: {
    badge: 'bg-red-50 text-red-700 ring-red-600/20',
    banner: 'border-red-200 bg-red-50 text-red-950',
    icon: 'text-red-700',
  },
};

export type ReportReason = components['schemas']['ReportReason'];

/** Why a job is reported, in the report dialog's order, with the words people read. */
export const REPORT_REASONS: readonly { value: ReportReason; label: string }[] = [
  { value: 'fee_asked', label: 'Asked for money / a fee' },
  { value: 'fake_company', label: 'Fake company' },
  { value: 'wrong_details', label: 'Wrong details' },
  { value: 'offensive', label: 'Offensive' },
  { value: 'other', label: 'Something else' },
];

/**
 * How a report's reason reads. `t` (the `common` words of a translated screen): in its language
 * (the catalogue's reportReason words); English without it.
 */
export function reportReasonLabel(reason: ReportReason, t?: Translate): string {
  const known = REPORT_REASONS.find((r) => r.value === reason);
  if (!t) return known?.label ?? 'Something else';
  return t(`catalogue.reportReason.${known ? known.value : 'other'}`);
}

/** REPORT_REASONS with the labels in the language of `t` (the `common` words). */
export const reportReasons = (t: Translate): readonly { value: ReportReason; label: string }[] =>
  REPORT_REASONS.map(({ value }) => ({ value, label: reportReasonLabel(value, t) }));

/** The scam-risk check's reasons (trust/rules.toml) as the API words them, and their keys. */
const RISK_REASONS: Record<string, keyof (typeof errorWords)['riskReasons']> = {
  'names a well-known company but was posted from a free e-mail address': 'brand',
  'offers a salary far above what the role pays': 'salary',
  'asks job seekers for money (a registration, training, deposit, kit or similar fee)': 'fee',
  'gives a UPI ID or payment handle to pay to': 'paymentHandle',
  'offers task or daily-payout work (likes, ratings, reviews, prepaid tasks)': 'taskPayout',
  'asks to be contacted only on Telegram or WhatsApp': 'offPlatform',
  'promises a job without selection (no interview, guaranteed job, offer letter at once)': 'noSelection',
  'offers home packing or assembly work (pens, candles, envelopes), a common fee scam': 'homePacking',
  'offers form filling, captcha, SMS or e-mail sending work, common fee schemes': 'dataEntry',
  'promises earnings far beyond the work (lakhs from home, no experience)': 'earnings',
  'has a phone number in the text (apply through KaamSetu instead)': 'phone',
};

/**
 * A reason of the scam-risk check in `t`'s language (`errors`' `riskReasons`, the Hindi beside
 * the server's errors), or null for a rule ops added that the app does not know: that one is shown
 * as the API wrote it.
 */
export function reasonText(reason: string, t: Translate<'errors'>): string | null {
  const key = RISK_REASONS[reason];
  return key ? t(`riskReasons.${key}`) : null;
}

/** `reason => words`: `reasonText` in the app's language; null in English (the API's own words). */
export function useReasonText(): (reason: string) => string | null {
  const language = useLanguage();
  return (reason) => (language === 'en' ? null : reasonText(reason, (key, values) => translate('errors', key, values)));
}
