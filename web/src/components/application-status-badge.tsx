import { statusLabel, statusTone, TONE_CLASSES } from '@/lib/application-status';
import { useTranslation } from '@/lib/i18n';

/** An application's status as a coloured chip (spec §3's colours). */
export function StatusBadge({ status, className = '' }: { status: string | null | undefined; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        TONE_CLASSES[statusTone(status)]
      } ${className}`}
    >
      {statusLabel(status, t)}
    </span>
  );
}

/** Marks an application whose status an employer changed since the job seeker last looked. */
export function NewUpdateChip({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ${className}`}
    >
      {t('applicationStatus.newUpdate')}
    </span>
  );
}
