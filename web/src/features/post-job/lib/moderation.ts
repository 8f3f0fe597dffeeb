// What the scam-risk check's answers to Publish tell the employer (issue 29): a refused posting
// (400 `posting_refused`) names what to remove, and a held one (201 or 200 with `review: held`)
// is saved but under review, so it is never announced as live.
import { isApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n';
import { reviewReasons, type Review } from '@/lib/moderation';

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
