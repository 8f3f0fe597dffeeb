// What the scam-risk check's answers to Publish tell the employer (issue 29): a refused posting
// (400 `posting_refused`) names what to remove, and a held one (201 or 200 with `review: held`)
// is saved but under review, so it is never announced as live.
import { isApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n';
import { reviewReasons, type Review } from '@/lib/moderation';
import type words from '@/locales/en/postJob.json';

export type Refusal = {
  /** The refusal in one sentence ('This job cannot be published.'). */
  message: string;
  /** What to remove, one line per signal. */
  reasons: string[];
};

const REFUSED = 'This job cannot be published.';
const REMOVE = /\s*Please remove:\s*/i;

/**
 * The refusal of a publish, or null when `error` is another failure. The API's message reads
 * "This job cannot be published. Please remove: a; b"; the list is shown from `reasons` (else
 * from the message's tail), so the sentence keeps only the part before "Please remove".
 */
export function postingRefusal(error: unknown): Refusal | null {
  if (!isApiError(error) || error.body.code !== 'posting_refused') return null;
  const [sentence = '', tail = ''] = (error.serverMessage ?? '').split(REMOVE, 2);
  const listed = reviewReasons(error.body.reasons);
  const reasons = listed.length ? listed : reviewReasons(tail.split(';'));
  return { message: sentence.trim() || REFUSED, reasons };
}

/**
 * The toast after a publish: live jobs as the API says it (`apiMessage`: pass it in English
 * only, the API speaks English), else in `t`'s words; held ones as under review.
 */
export function publishedMessage(review: Review, apiMessage: string | undefined, editing: boolean, t: Translate<'postJob'>) {
  if (review === 'held') {
    return {
      held: true,
      title: editing ? t('published.heldEdit') : t('published.heldNew'),
      text: t('published.heldText'),
    };
  }
  return {
    held: false,
    title: apiMessage || (editing ? t('published.updated') : t('published.posted')),
    text: null,
  };
}

type ReasonKey = keyof (typeof words)['refusal']['reasons'];

/** The scam-risk check's reasons (trust/rules.toml), as the API sends them, and their words. */
const REASONS: Record<string, ReasonKey> = {
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
 * A reason of the check in `t`'s language, or null for one the app does not know (rules ops
 * added): that one is shown as the API wrote it.
 */
export function reasonText(reason: string, t: Translate<'postJob'>): string | null {
  const key = REASONS[reason];
  return key ? t(`refusal.reasons.${key}`) : null;
}
