import { Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ReviewBanner } from '@/components/review-status';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import type { Job } from '@/types/api';

/**
 * What the job's own employer reads on its page while it is not live (held, hidden or rejected):
 * the review banner with the way to edit it. Its own chunk: no other visitor loads it.
 */
export default function OwnJobReview({ jobId, moderation }: { jobId: string; moderation: NonNullable<Job['moderation']> }) {
  const { t } = useTranslation('jobs');
  return (
    <ReviewBanner review={moderation.review} reasons={moderation.reasons} message={moderation.message} className="mt-4">
      <Link
        to={`${paths.employer.postJob}?jobId=${encodeURIComponent(jobId)}`}
        state={{ jobId }}
        className={buttonClasses('outline', 'sm', 'mt-3')}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        {t('detail.editJob')}
      </Link>
    </ReviewBanner>
  );
}
