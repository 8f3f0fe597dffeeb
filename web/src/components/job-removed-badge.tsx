import { useTranslation } from '@/lib/i18n';

/**
 * Marks a job its employer removed where the job seeker still sees it: their
 * applications and saved jobs. Muted grey, like a closed job's Closed button.
 */
export function JobRemovedBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-500 ring-1 ring-inset ring-slate-400/25 ${className}`}
    >
      {t('jobs.removed')}
    </span>
  );
}
