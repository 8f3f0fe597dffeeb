import { useState } from 'react';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { toast } from '@/lib/toast';
import { useApproveJob } from '../api/approve-job';
import { useModerationQueue } from '../api/get-moderation-queue';
import { groupQueue, queueCountText, type QueueItem } from '../lib/moderation';
import { DecisionDialog, type Decision } from './decision-dialog';
import { QueueCard } from './queue-card';

/**
 * The queue: held and hidden jobs and live ones with reports, in groups, most urgent first.
 * Approve acts at once; Reject and Suspend ask for the employer's message first. Every decision
 * loads the queue again and is confirmed by a toast.
 */
export function QueuePanel() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const queue = useModerationQueue();
  const approve = useApproveJob();
  const [approving, setApproving] = useState<string | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);

  const onApprove = (item: QueueItem) => {
    if (approving) return;
    setApproving(item.job._id);
    approve.mutate(item.job._id, {
      onSuccess: () =>
        toast.success(t('queue.approved'), {
          description: richText(t('queue.approvedText'), { title: () => <span translate="no">{item.job.title}</span> }),
        }),
      onError: (error) => toast.error(errorText(error, t('queue.approveFailed'))),
      onSettled: () => setApproving(null),
    });
  };

  const items = queue.data?.jobs;
  if (queue.isError && !queue.isFetching) {
    return (
      <ErrorState
        title={t('queue.failedTitle')}
        message={t('queue.loadFailed')}
        retryLabel={t('console.retry')}
        onRetry={() => void queue.refetch()}
      />
    );
  }
  if (!items) return <QueueSkeletons label={t('queue.loading')} />;
  if (items.length === 0) {
    return (
      <EmptyState
        title={t('queue.emptyTitle')}
        icon={ShieldCheck}
        action={{ label: t('queue.checkAgain'), icon: RefreshCw, onClick: () => void queue.refetch() }}
      >
        {t('queue.emptyText')}
      </EmptyState>
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-700" aria-live="polite">
          {queueCountText(items.length, t)}
        </p>
        <Button variant="ghost" size="sm" onClick={() => void queue.refetch()} isLoading={queue.isFetching}>
          {queue.isFetching ? null : <RefreshCw className="h-4 w-4" aria-hidden="true" />}
          {t('queue.refresh')}
        </Button>
      </div>
      <div className="mt-3 space-y-8">
        {groupQueue(items, t).map((group) => (
          <section key={group.review} aria-label={group.title}>
            <div className="mb-3">
              <h2 className="text-base font-semibold text-slate-900">
                {group.title} <span className="font-normal text-slate-500">({group.items.length})</span>
              </h2>
              <p className="text-sm text-slate-600">{group.hint}</p>
            </div>
            <ul className="grid grid-cols-1 gap-4">
              {group.items.map((item) => (
                <li key={item.job._id} className="min-w-0">
                  <QueueCard
                    item={item}
                    approving={approving === item.job._id}
                    onApprove={onApprove}
                    onReject={(it) => setDecision({ kind: 'reject', item: it })}
                    onSuspend={(it) => setDecision({ kind: 'suspend', item: it })}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}

/** The outline of the queue's cards while it loads. */
function QueueSkeletons({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="grid grid-cols-1 gap-4">
      <Skeleton className="h-4 w-32" />
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} aria-hidden="true" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
          <div className="flex gap-2">
            <Skeleton className="h-5 w-28 rounded-full" />
            <Skeleton className="h-5 w-24 rounded-full" />
          </div>
          <Skeleton className="mt-4 h-5 w-3/5" />
          <Skeleton className="mt-2 h-4 w-2/5" />
          <div className="mt-5 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_19rem]">
            <div className="space-y-2.5">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3.5 w-full" />
              <Skeleton className="h-3.5 w-4/5" />
            </div>
            <Skeleton className="h-32 w-full rounded-xl" />
          </div>
          <div className="mt-5 grid grid-cols-2 gap-2 border-t border-slate-100 pt-4 sm:flex sm:justify-end">
            <Skeleton className="h-11 rounded-lg sm:order-2 sm:w-28" />
            <Skeleton className="h-11 rounded-lg sm:order-3 sm:w-28" />
            <Skeleton className="col-span-2 h-11 rounded-lg sm:order-1 sm:mr-auto sm:w-44" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
