import type { ComponentType, ReactNode } from 'react';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { StateActionButton, type StateAction } from './empty-state';

type ErrorStateProps = {
  /** The spec's failure message, e.g. 'Failed to fetch jobs, Please try again later'. */
  message: string;
  title?: string;
  /** Shown as the spec's 'Try Again' button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Another way on instead of (or without) retrying. */
  action?: StateAction;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  children?: ReactNode;
  className?: string;
};

/** A failed load, announced to screen readers, with Try Again. */
export function ErrorState({
  message,
  title,
  onRetry,
  retryLabel,
  action,
  icon: Icon = TriangleAlert,
  children,
  className = '',
}: ErrorStateProps) {
  const { t } = useTranslation();
  const retry: StateAction | undefined = onRetry
    ? { label: retryLabel ?? t('ui.tryAgain'), onClick: onRetry, icon: RefreshCw }
    : action;
  return (
    <div
      role="alert"
      className={`flex flex-col items-center rounded-2xl border border-red-200 bg-red-50/60 px-6 py-12 text-center ${className}`}
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-red-100 text-red-700">
        <Icon className="h-7 w-7" aria-hidden="true" />
      </span>
      {title ? <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2> : null}
      <p className={`${title ? 'mt-1.5 text-sm text-slate-600' : 'mt-4 font-medium text-slate-900'} max-w-md`}>{message}</p>
      {children ? <div className="mt-2 max-w-md text-sm text-slate-600">{children}</div> : null}
      {retry ? (
        <div className="mt-6">
          <StateActionButton action={retry} variant="outline" />
        </div>
      ) : null}
    </div>
  );
}
