import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

/**
 * Marks an employer that confirmed an address at its company's own domain (issue 29):
 * `company.verified` on jobs, `verified` on employers. A check and "Verified", read by screen
 * readers as "Verified employer". It never shrinks, so beside a long company name it is the
 * name that is cut short.
 */
export function VerifiedBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t('verified.name')}
      title={t('verified.title')}
      className={`inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-inset ring-emerald-600/20 ${className}`}
    >
      <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
      {t('verified.label')}
    </span>
  );
}
