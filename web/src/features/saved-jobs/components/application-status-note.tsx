import { StatusBadge } from '@/components/application-status-badge';
import { useTranslation } from '@/lib/i18n';
import type { ViewerApplicationStatus } from '@/types/api';

/** The job seeker's application status under a saved job's card. */
export function ApplicationStatusNote({ status }: { status: ViewerApplicationStatus }) {
  const { t } = useTranslation('savedJobs');
  return (
    <p className="flex items-center gap-2 px-1 text-xs text-slate-600">
      {t('applicationStatus')}
      <StatusBadge status={status} />
    </p>
  );
}
