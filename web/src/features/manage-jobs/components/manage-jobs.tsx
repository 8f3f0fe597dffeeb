import { useEffect, useState } from 'react';
import { Briefcase, Plus } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Head } from '@/components/ui/head';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { useDeleteJob } from '../api/delete-job';
import { useOwnJobs } from '../api/get-own-jobs';
import { useToggleJobClose } from '../api/toggle-job-close';
import {
  manageHref,
  nextSort,
  parseManage,
  SEARCH_DEBOUNCE_MS,
  STATUS_FILTERS,
  toJobRow,
  toManageParams,
  type JobRow,
  type SortColumn,
  type StatusFilter,
} from '../lib/manage-state';
import { DeleteJobDialog } from './delete-job-dialog';
import { JobsTable, JobsTableSkeleton } from './jobs-table';
import { ListToolbar } from '@/components/ui/list-toolbar';

/** Manage jobs (/manage-jobs, spec §2.16): the employer's jobs, searched, filtered and sorted in the URL. */
export function ManageJobs() {
  const { t } = useTranslation('manageJobs');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = parseManage(params);
  const jobs = useOwnJobs(state);
  const reply = jobs.data;
  const loading = jobs.isPending || jobs.isPlaceholderData;
  const toggle = useToggleJobClose();
  const remove = useDeleteJob();
  const [deleting, setDeleting] = useState<JobRow | null>(null);

  // A page past the end (after a delete, or an old link) goes to the last page there is.
  const lastPage = reply?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (!loading && reply && lastPage > 0 && state.page > lastPage) {
      void navigate(manageHref({ ...state, page: lastPage }), { replace: true });
    }
  }, [loading, reply, lastPage, state, navigate]);

  const update = (next: Partial<typeof state>) => setParams(toManageParams({ ...state, page: 1, ...next }), { replace: true });

  const onToggle = (job: JobRow) =>
    // Spec §4: the list reloads with the toast; §8: a failure is silent.
    toggle.mutate(job.id, { onSuccess: () => toast.success(t('statusChanged')) });

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('deleted'));
        setDeleting(null);
      },
      onError: () => setDeleting(null),
    });
  };

  const rows = reply?.jobs.map(toJobRow) ?? [];
  let content;
  if (jobs.isError && !jobs.isFetching) {
    content = <ErrorState message={t('loadFailed')} onRetry={() => void jobs.refetch()} />;
  } else if (loading || jobs.isError) {
    content = <JobsTableSkeleton />;
  } else if (rows.length === 0) {
    content = (
      <EmptyState title={t('emptyTitle')} icon={Briefcase}>
        {t('emptyText')}
      </EmptyState>
    );
  } else {
    content = (
      <JobsTable
        rows={rows}
        sort={state.sort}
        onSort={(column: SortColumn) => update({ sort: nextSort(state.sort, column) })}
        onToggle={onToggle}
        togglingId={toggle.isPending ? toggle.variables : undefined}
        onDelete={setDeleting}
      />
    );
  }

  const pagination = reply?.pagination;
  return (
    <div className="mx-auto max-w-6xl">
      <Head title={t('pageTitle')} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('heading')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
        </div>
        <Link to={paths.employer.postJob} className={buttonClasses('primary', 'md', 'self-start sm:self-auto')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('addNew')}
        </Link>
      </div>

      <ListToolbar
        className="mt-6"
        search={{
          value: state.search,
          onChange: (search) => update({ search }),
          label: t('searchLabel'),
          placeholder: t('searchPlaceholder'),
          delay: SEARCH_DEBOUNCE_MS,
        }}
        select={{
          label: t('statusLabel'),
          value: state.status,
          options: STATUS_FILTERS.map((value) => ({ value, label: t(`filter.${value}`) })),
          onChange: (status: StatusFilter) => update({ status }),
        }}
      />

      <p className="mt-5 min-h-5 text-sm text-slate-600" aria-live="polite">
        {!loading && pagination && rows.length > 0 ? (
          richText(t('showing', { shown: rows.length, total: pagination.totalCount }), {
            b: (figure) => <span className="font-semibold text-slate-900">{figure}</span>,
          })
        ) : null}
      </p>

      <section aria-label={t('yourJobs')} className="mt-3">
        {content}
      </section>

      {pagination && !jobs.isError ? (
        <Pagination
          page={state.page}
          totalPages={pagination.totalPages}
          hrefFor={(page) => manageHref({ ...state, page })}
          onPageChange={() => window.scrollTo({ top: 0 })}
          label={t('pages')}
          className="mt-6"
        />
      ) : null}

      <DeleteJobDialog job={deleting} pending={remove.isPending} onCancel={() => setDeleting(null)} onConfirm={onDelete} />
    </div>
  );
}
