import { StatusBadge } from '@/components/application-status-badge';
import type { ViewerApplicationStatus } from '@/types/api';

/** The job seeker's application status under a saved job's card. */
export function ApplicationStatusNote({ status }: { status: ViewerApplicationStatus }) {
  return (
    <p className="flex items-center gap-2 px-1 text-xs text-slate-600">
      Application status:
      <StatusBadge status={status} />
    </p>
  );
}
