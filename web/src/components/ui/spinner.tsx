import { useTranslation } from '@/lib/i18n';

export function Spinner({ className = 'h-5 w-5', label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** Full-area loading state, used as the Suspense fallback of lazy pages. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-700">
      <Spinner className="h-8 w-8" label={t('ui.loading')} />
    </div>
  );
}
