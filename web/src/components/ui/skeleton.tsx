import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

/** A pulsing placeholder block; size and shape come from `className` (e.g. 'h-4 w-32'). */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`rounded-md bg-slate-200/80 motion-safe:animate-pulse ${className}`} />;
}

/**
 * A region that is loading: announced once as `label` ('Loading jobs'), its skeletons hidden
 * from screen readers.
 */
export function LoadingRegion({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/**
 * The outline of a job card (components/job-card.tsx) while jobs load, in the same variant and
 * sizes: logo, title and company, place, type and category chips, salary and posted date, Apply;
 * the save button's place when the cards will have one.
 */
export function JobCardSkeleton({ variant = 'grid', withSave = false }: { variant?: 'grid' | 'list'; withSave?: boolean }) {
  const frame = 'min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5';
  const heading = (
    <div className="space-y-2 pt-1">
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-3.5 w-1/2" />
    </div>
  );
  const chips = (
    <div className="flex flex-wrap gap-1.5">
      <Skeleton className="h-5 w-20 rounded-full" />
      <Skeleton className="h-5 w-24 rounded-full" />
    </div>
  );
  const place = <Skeleton className="h-4 w-36" />;
  const pay = (end = false) => (
    <div className={`space-y-1.5 ${end ? 'sm:flex sm:flex-col sm:items-end' : ''}`}>
      <Skeleton className="h-4 w-36" />
      <Skeleton className="h-3 w-24" />
    </div>
  );
  const apply = <Skeleton className="h-9 w-20 rounded-lg sm:w-26 pointer-coarse:h-11" />;
  // The save button is 40 px (44 px on touch screens), its bookmark 20 px.
  const save = withSave ? (
    <div className="flex h-10 w-10 shrink-0 items-center justify-center pointer-coarse:h-11 pointer-coarse:w-11">
      <Skeleton className="h-5 w-4 rounded-sm" />
    </div>
  ) : null;

  if (variant === 'list') {
    const columns = withSave
      ? 'grid-cols-[auto_minmax(0,1fr)_auto] sm:grid-cols-[auto_minmax(0,1fr)_13rem_auto_auto]'
      : 'grid-cols-[auto_minmax(0,1fr)] sm:grid-cols-[auto_minmax(0,1fr)_13rem_auto]';
    return (
      <div aria-hidden="true" className={`${frame} grid items-start gap-x-4 gap-y-3 sm:items-center sm:gap-y-4 ${columns}`}>
        <Skeleton className="col-start-1 row-start-1 h-12 w-12 rounded-xl sm:self-start" />
        <div className="col-start-2 row-start-1 min-w-0 space-y-3">
          {heading}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {place}
            {chips}
          </div>
        </div>
        {save ? <div className="col-start-3 row-start-1 -mr-2 -mt-2 sm:col-start-4 sm:m-0">{save}</div> : null}
        <div className="col-span-full row-start-2 flex items-end justify-between gap-4 border-t border-slate-100 pt-3 sm:contents">
          <div className="sm:col-start-3 sm:row-start-1">{pay(true)}</div>
          <div className={withSave ? 'sm:col-start-5 sm:row-start-1' : 'sm:col-start-4 sm:row-start-1'}>{apply}</div>
        </div>
      </div>
    );
  }

  return (
    <div aria-hidden="true" className={`${frame} flex h-full flex-col`}>
      <div className="flex items-start gap-3 sm:gap-4">
        <Skeleton className="h-12 w-12 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1">{heading}</div>
        {save ? <div className="-mr-2 -mt-2">{save}</div> : null}
      </div>
      <div className="mt-3 flex-1 space-y-2 sm:mt-4 sm:space-y-3">
        {place}
        {chips}
      </div>
      <div className="mt-3 flex items-end justify-between gap-4 border-t border-slate-100 pt-3 sm:mt-5 sm:pt-4">
        {pay()}
        {apply}
      </div>
    </div>
  );
}

/** `count` job-card skeletons in the list's grid, announced as loading. */
export function JobCardSkeletons({
  count = 6,
  label,
  variant = 'grid',
  withSave = false,
  className = variant === 'list' ? 'grid grid-cols-1 gap-4' : 'grid grid-cols-1 gap-4 sm:grid-cols-2',
}: {
  count?: number;
  label?: string;
  variant?: 'grid' | 'list';
  withSave?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={label ?? t('ui.loadingJobs')} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <JobCardSkeleton key={i} variant={variant} withSave={withSave} />
      ))}
    </LoadingRegion>
  );
}
