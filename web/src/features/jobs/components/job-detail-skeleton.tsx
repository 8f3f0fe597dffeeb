import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n';
import { SIMILAR_JOBS } from '../api/get-similar-jobs';

const CARD = 'rounded-2xl border border-slate-200 bg-white shadow-xs';

/** The job page's outline while the job loads, in the same boxes and sizes, so nothing jumps. */
export function JobDetailSkeleton() {
  const { t } = useTranslation('jobs');
  return (
    <LoadingRegion label={t('detail.loading')} className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="min-w-0 space-y-6">
        <div className={`${CARD} p-5 sm:p-7`}>
          <div className="flex items-start gap-4 sm:gap-5">
            <Skeleton className="h-16 w-16 shrink-0 rounded-xl" />
            <div className="min-w-0 flex-1 space-y-3 pt-1">
              <Skeleton className="h-6 w-4/5 sm:h-8" />
              <Skeleton className="h-4 w-2/5" />
            </div>
          </div>
          <div className="mt-5 flex flex-wrap gap-x-5 gap-y-2">
            <Skeleton className="h-5 w-36" />
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-5 w-32" />
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Skeleton className="h-6 w-20 rounded-full" />
            <Skeleton className="h-6 w-28 rounded-full" />
            <Skeleton className="h-6 w-24 rounded-full" />
          </div>
          <div className="mt-6 flex flex-col gap-4 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-3">
              <Skeleton className="h-10 w-10 rounded-xl" />
              <div className="space-y-1.5">
                <Skeleton className="h-3 w-24" />
                <Skeleton className="h-5 w-48" />
              </div>
            </div>
            <div className="flex items-center gap-2">
              <Skeleton className="mr-1 h-4 w-10" />
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-9 w-9 rounded-full" />
              ))}
            </div>
          </div>
        </div>
        <div className={`${CARD} space-y-3 p-5 sm:p-7`}>
          <Skeleton className="mb-5 h-6 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-3/4" />
        </div>
        <div className={`${CARD} space-y-3 p-5 sm:p-7`}>
          <Skeleton className="mb-5 h-6 w-32" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
      <div className="min-w-0 space-y-6">
        <div className={`${CARD} hidden p-6 lg:block`}>
          <Skeleton className="h-4 w-3/4" />
          <div className="mt-4 grid gap-3">
            <Skeleton className="h-12 w-full rounded-lg" />
            <Skeleton className="h-12 w-full rounded-lg" />
          </div>
          <div className="mt-6 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-100 pt-5">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="space-y-1.5">
                <Skeleton className="h-3 w-14" />
                <Skeleton className="h-4 w-20" />
              </div>
            ))}
          </div>
        </div>
        <div className={`${CARD} p-5`}>
          <Skeleton className="h-5 w-28" />
          <div className="mt-1 divide-y divide-slate-100">
            {Array.from({ length: SIMILAR_JOBS }, (_, i) => (
              <div key={i} className="flex gap-3 py-4">
                <Skeleton className="h-10 w-10 shrink-0 rounded-xl" />
                <div className="min-w-0 flex-1 space-y-2 pt-0.5">
                  <Skeleton className="h-3.5 w-4/5" />
                  <Skeleton className="h-3.5 w-1/2" />
                  <Skeleton className="h-3 w-2/5" />
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
      <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 sm:-mx-6 sm:px-6 lg:hidden">
        <div className="mx-auto flex max-w-xl gap-3">
          <Skeleton className="h-11 w-24 rounded-lg" />
          <Skeleton className="h-11 flex-1 rounded-lg" />
        </div>
      </div>
    </LoadingRegion>
  );
}
