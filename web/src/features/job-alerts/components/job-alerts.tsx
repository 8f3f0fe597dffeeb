import { useState } from 'react';
import { BellPlus, BellRing } from 'lucide-react';
import { Link } from 'react-router-dom';
import { InfoNote } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Head } from '@/components/ui/head';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAlerts, type AlertView } from '@/lib/alerts';
import { useErrorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { toast } from '@/lib/toast';
import { useDeleteAlert } from '../api/delete-alert';
import { useUpdateAlert } from '../api/update-alert';
import { AlertCard } from './alert-card';
import { DeleteAlertDialog } from './delete-alert-dialog';
import { EditAlertDialog } from './edit-alert-dialog';

/**
 * Job Alerts (/job-alerts, beyond the spec; docs/operations.md "Job alerts"): the job seeker's
 * saved searches, each with what it mails and when, and See jobs, Edit, Pause or Resume, Delete.
 * Alerts are made on Find Jobs, from a search.
 */
export function JobAlerts() {
  const { t } = useTranslation('jobAlerts');
  const errorText = useErrorText();
  const alerts = useAlerts();
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const [editing, setEditing] = useState<AlertView | null>(null);
  const [deleting, setDeleting] = useState<AlertView | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);

  const onToggle = (alert: AlertView) => {
    if (toggling) return;
    setToggling(alert._id);
    update.mutate(
      { id: alert._id, patch: { active: !alert.active } },
      {
        onSuccess: ({ alert: changed }) =>
          toast.success(changed.active ? t('page.resumed') : t('page.paused'), {
            description: changed.active ? undefined : t('page.pausedText'),
          }),
        onError: (error) => toast.error(errorText(error, t('page.changeFailed'))),
        onSettled: () => setToggling(null),
      },
    );
  };

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(t('page.deleted'));
        setDeleting(null);
      },
      onError: (error) => toast.error(errorText(error, t('page.changeFailed'))),
    });
  };

  const reply = alerts.data;
  const list = reply?.alerts ?? [];
  let content;
  if (alerts.isError && !alerts.isFetching) {
    content = <ErrorState message={t('page.loadFailed')} onRetry={() => void alerts.refetch()} />;
  } else if (!reply) {
    content = <AlertSkeletons />;
  } else if (list.length === 0) {
    content = (
      <EmptyState title={t('page.emptyTitle')} icon={BellRing} action={{ label: t('page.findJobs'), to: paths.findJobs }}>
        {richText(t('page.emptyText'), { b: (words) => <span className="font-semibold text-slate-800">{words}</span> })}
      </EmptyState>
    );
  } else {
    content = (
      <>
        {list.length >= reply.maxAlerts ? (
          <div className="mb-4">
            <InfoNote title={t('page.limitTitle', { count: list.length, max: reply.maxAlerts })}>{t('page.limitText')}</InfoNote>
          </div>
        ) : null}
        <ul aria-label={t('page.list')} className="grid grid-cols-1 gap-4">
          {list.map((alert) => (
            <li key={alert._id} className="min-w-0">
              <AlertCard
                alert={alert}
                toggling={toggling === alert._id}
                onEdit={setEditing}
                onToggle={onToggle}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-4xl">
      <Head title={t('page.title')} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('page.title')}</h1>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {t('page.intro')}
            {reply && list.length > 0 ? (
              <>
                {' '}
                <span className="whitespace-nowrap">{t('page.count', { count: list.length, max: reply.maxAlerts })}</span>
              </>
            ) : null}
          </p>
        </div>
        {reply && list.length > 0 ? (
          <Link to={paths.findJobs} className={buttonClasses('outline', 'md')}>
            <BellPlus className="h-4 w-4" aria-hidden="true" />
            {t('page.newAlert')}
          </Link>
        ) : null}
      </div>

      <section aria-label={t('page.section')} className="mt-6">
        {content}
      </section>

      <EditAlertDialog alert={editing} onClose={() => setEditing(null)} />
      <DeleteAlertDialog
        alert={deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}

/** The outline of the alert cards while they load. */
function AlertSkeletons() {
  const { t } = useTranslation('jobAlerts');
  return (
    <LoadingRegion label={t('page.loading')} className="grid grid-cols-1 gap-4">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} aria-hidden="true" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 flex-1 space-y-2">
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="h-3.5 w-3/5" />
            </div>
            <Skeleton className="h-6 w-16 rounded-full" />
          </div>
          <div className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
            {Array.from({ length: 3 }, (_, j) => (
              <div key={j} className="space-y-1.5">
                <Skeleton className="h-3 w-16" />
                <Skeleton className="h-4 w-24" />
              </div>
            ))}
          </div>
          <div className="mt-4 flex gap-2 border-t border-slate-100 pt-4">
            {Array.from({ length: 4 }, (_, j) => (
              <Skeleton key={j} className="h-9 w-20 rounded-lg" />
            ))}
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
