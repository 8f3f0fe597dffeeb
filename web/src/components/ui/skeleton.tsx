import type { ReactNode } from 'react';

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

/** The outline of a job card while jobs load: logo, title, company, chips, salary and Apply. */
export function JobCardSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
      <div className="flex items-start gap-4">
        <Skeleton className="h-12 w-12 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1 space-y-2.5 pt-0.5">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3.5 w-1/2" />
        </div>
        <Skeleton className="h-8 w-8 shrink-0 rounded-lg" />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="h-6 w-20 rounded-full" />
        <Skeleton className="h-6 w-28 rounded-full" />
      </div>
      <div className="mt-5 flex items-center justify-between gap-4 border-t border-slate-100 pt-4">
        <div className="space-y-2">
          <Skeleton className="h-4 w-36" />
          <Skeleton className="h-3 w-20" />
        </div>
        <Skeleton className="h-9 w-20 rounded-lg" />
      </div>
    </div>
  );
}

/** `count` job-card skeletons in the list's grid, announced as loading. */
export function JobCardSkeletons({
  count = 6,
  label = 'Loading jobs',
  className = 'grid gap-4 sm:grid-cols-2',
}: {
  count?: number;
  label?: string;
  className?: string;
}) {
  return (
    <LoadingRegion label={label} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <JobCardSkeleton key={i} />
      ))}
    </LoadingRegion>
  );
}
