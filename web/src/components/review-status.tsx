import { useId, type ReactNode } from 'react';
import { Ban, EyeOff, Hourglass, ShieldAlert } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { REVIEW_TONES, reviewReasons, reviewStatus, useReasonText, type Review } from '@/lib/moderation';

const ICONS: Record<Exclude<Review, 'live'>, typeof Hourglass> = {
  held: Hourglass,
  hidden: EyeOff,
  rejected: Ban,
  suspended: ShieldAlert,
};

/** A job's moderation status as a chip ("Under review", "Rejected"…); nothing for a live job. */
export function ReviewBadge({ review, className = '' }: { review: Review; className?: string }) {
  const { t } = useTranslation();
  const status = reviewStatus(review, t);
  if (!status || review === 'live') return null;
  const Icon = ICONS[review];
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${REVIEW_TONES[status.tone].badge} ${className}`}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {status.label}
    </span>
  );
}

type ReviewDetailsProps = {
  review: Review;
  /** What the scam-risk check found. */
  reasons?: readonly string[] | null;
  /** The admin's message (a rejected job). */
  message?: string | null;
};

/** The reasons and the admin's message, as lists and a quote (shared by the banner and the rows). */
function ReviewDetails({ reasons, message, small }: Omit<ReviewDetailsProps, 'review'> & { small: boolean }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const found = reviewReasons(reasons);
  const note = message?.trim();
  const text = small ? 'text-xs' : 'text-sm';
  return (
    <>
      {found.length > 0 ? (
        <div className={`mt-2 ${text}`}>
          <p className="font-medium">{t('review.checkFound')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 [overflow-wrap:anywhere]">
            {found.map((reason) => {
              // A reason of a rule the app does not know (ops added it) reads as the API wrote it.
              const words = reasonText(reason);
              return (
                <li key={reason} lang={words === null ? 'en' : undefined}>
                  {words ?? reason}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {note ? (
        <div className={`mt-2 ${text}`}>
          <p className="font-medium">{t('review.teamMessage')}</p>
          <p translate="no" className="mt-0.5 whitespace-pre-line [overflow-wrap:anywhere]">
            {note}
          </p>
        </div>
      ) : null}
    </>
  );
}

/**
 * Why a job of the employer's is not live, under its row in Manage Jobs: what it means, the
 * check's reasons and the admin's message (headed by the status badge `withBadge`). Nothing for a
 * live job.
 */
export function ReviewNote({
  review,
  reasons,
  message,
  withBadge = false,
  className = '',
}: ReviewDetailsProps & { withBadge?: boolean; className?: string }) {
  const { t } = useTranslation();
  const status = reviewStatus(review, t);
  if (!status) return null;
  return (
    <div className={`rounded-lg border px-3 py-2 ${REVIEW_TONES[status.tone].banner} ${className}`}>
      {withBadge ? <ReviewBadge review={review} className="mb-1.5" /> : null}
      <p className="text-xs">{status.explanation}</p>
      <ReviewDetails reasons={reasons} message={message} small />
    </div>
  );
}

/**
 * The banner on a job's own page for its employer (and the post-job flow) while the job is not
 * live: the status as a heading, what it means, the reasons and the admin's message; `children`
 * adds what the employer can do. Nothing for a live job.
 */
export function ReviewBanner({
  review,
  reasons,
  message,
  children,
  className = '',
}: ReviewDetailsProps & { children?: ReactNode; className?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const status = reviewStatus(review, t);
  if (!status || review === 'live') return null;
  const Icon = ICONS[review];
  const tone = REVIEW_TONES[status.tone];
  return (
    <section
      aria-labelledby={headingId}
      className={`flex items-start gap-3 rounded-2xl border px-4 py-4 sm:px-5 ${tone.banner} ${className}`}
    >
      <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${tone.icon}`} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="font-semibold">
          {status.label}
        </h2>
        <p className="mt-0.5 text-sm">{status.explanation}</p>
        <ReviewDetails reasons={reasons} message={message} small={false} />
        {children}
      </div>
    </section>
  );
}
