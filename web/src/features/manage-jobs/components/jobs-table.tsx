import { Fragment } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, Pencil, Power, RotateCcw, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CompanyLogo } from '@/components/company-logo';
import { ReviewBadge, ReviewNote } from '@/components/review-status';
import { buttonClasses } from '@/components/ui/button-styles';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { ariaSort, SKELETON_ROWS, type JobRow, type Sort, type SortColumn } from '../lib/manage-state';

type JobsTableProps = {
  rows: JobRow[];
  sort: Sort;
  onSort: (column: SortColumn) => void;
  onToggle: (job: JobRow) => void;
  /** The job whose close/reopen call is running. */
  togglingId: string | undefined;
  onDelete: (job: JobRow) => void;
};

/** Edit: `?jobId=` (so a reload keeps it) and navigation state (spec §2.15). */
const editLink = (job: JobRow) => ({
  to: `${paths.employer.postJob}?jobId=${encodeURIComponent(job.id)}`,
  state: { jobId: job.id },
});
/** Applicants: `?jobId=` and navigation state (spec §2.17). */
const applicantsLink = (job: JobRow) => ({
  to: `${paths.employer.applicants}?jobId=${encodeURIComponent(job.id)}`,
  state: { jobId: job.id },
});

/** A job's title inside a sentence: the employer's words, as written. */
const titleOf = (job: JobRow) => () => <span translate="no">{job.title}</span>;

function StatusBadge({ status }: { status: JobRow['status'] }) {
  const { t } = useTranslation('manageJobs');
  const tone =
    status === 'Active' ? 'bg-emerald-50 text-emerald-700 ring-emerald-600/20' : 'bg-slate-100 text-slate-700 ring-slate-500/20';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}
    >
      <span
        aria-hidden="true"
        className={`h-1.5 w-1.5 rounded-full ${status === 'Active' ? 'bg-emerald-500' : 'bg-slate-400'}`}
      />
      {t(`status.${status}`)}
    </span>
  );
}

/** Active or Closed, and beside it, for a job job seekers cannot see, why (issue 29). */
function StatusBadges({ job }: { job: JobRow }) {
  return (
    <div className="flex flex-col items-start gap-1.5">
      <StatusBadge status={job.status} />
      <ReviewBadge review={job.review} />
    </div>
  );
}

/**
 * Why a job that is not live is not: its reasons and the admin's message; on a phone's card,
 * headed by its status (the card's corner keeps Active or Closed, the title its room).
 */
const reviewNote = (job: JobRow, card = false) => (
  <ReviewNote
    review={job.review}
    reasons={job.reviewReasons}
    message={job.moderationMessage}
    withBadge={card}
    className={card ? 'mt-3' : undefined}
  />
);

function SortHeader({
  column,
  label,
  sort,
  onSort,
  className = '',
}: {
  column: SortColumn;
  label: string;
  sort: Sort;
  onSort: (column: SortColumn) => void;
  className?: string;
}) {
  const state = ariaSort(sort, column);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={state} className={`px-4 py-3 ${className}`}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="-mx-1.5 inline-flex items-center gap-1.5 rounded-md px-1.5 py-1 font-semibold uppercase tracking-wide hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {label}
        <Icon className={`h-3.5 w-3.5 ${state === 'none' ? 'text-slate-400' : 'text-brand-700'}`} aria-hidden="true" />
      </button>
    </th>
  );
}

/** Edit, Close/Active and delete for one job. */
function Actions({
  job,
  onToggle,
  toggling,
  onDelete,
}: {
  job: JobRow;
  onToggle: () => void;
  toggling: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation('manageJobs');
  const closing = job.status === 'Active';
  return (
    <div className="flex items-center gap-1.5">
      <Link
        {...editLink(job)}
        className={buttonClasses('ghost', 'icon', 'h-9 w-9 text-slate-600 hover:text-brand-700')}
        title={t('edit')}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{richText(t('editJob'), { title: titleOf(job) })}</span>
      </Link>
      {/* Spec §4: an Active job shows Close, a Closed one shows Active. */}
      <button
        type="button"
        onClick={onToggle}
        disabled={toggling}
        aria-busy={toggling || undefined}
        className={buttonClasses(
          'outline',
          'sm',
          `h-8 min-w-22 px-2.5 text-xs ${closing ? 'text-amber-800 hover:border-amber-300 hover:bg-amber-50' : 'text-emerald-700 hover:border-emerald-300 hover:bg-emerald-50'}`,
        )}
      >
        {closing ? (
          <Power className="h-3.5 w-3.5" aria-hidden="true" />
        ) : (
          <RotateCcw className="h-3.5 w-3.5" aria-hidden="true" />
        )}
        {closing ? t('close') : t('reopen')}
        <span className="sr-only">
          {' '}
          <span translate="no">{job.title}</span>
        </span>
      </button>
      <button
        type="button"
        onClick={onDelete}
        title={t('delete')}
        className={buttonClasses('ghost', 'icon', 'h-9 w-9 text-slate-500 hover:bg-red-50 hover:text-red-700')}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{richText(t('deleteJob'), { title: titleOf(job) })}</span>
      </button>
    </div>
  );
}

function ApplicationsLink({ job }: { job: JobRow }) {
  const { t } = useTranslation('manageJobs');
  return (
    <Link
      {...applicantsLink(job)}
      className="inline-flex items-center gap-1.5 rounded-lg bg-brand-50 px-2.5 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Users className="h-3.5 w-3.5" aria-hidden="true" />
      <span aria-hidden="true">{job.applicants}</span>
      <span className="sr-only">{richText(t('applicationsFor', { count: job.applicants }), { title: titleOf(job) })}</span>
    </Link>
  );
}

function TitleCell({ job }: { job: JobRow }) {
  const { t } = useTranslation('manageJobs');
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <CompanyLogo name={job.companyName} fileName={job.companyLogo} size="sm" />
      <div className="min-w-0">
        <p translate="no" className="truncate font-semibold text-slate-900" title={job.title}>
          {job.title}
        </p>
        {/* A long company name is cut short; the date keeps its own place after it. */}
        <p className="flex min-w-0 flex-wrap gap-x-1 text-xs text-slate-500">
          <span translate="no" className="min-w-0 max-w-full truncate">
            {job.companyName}
          </span>
          {job.datePosted ? (
            <span className="whitespace-nowrap">
              <span aria-hidden="true">· </span>
              {t('posted', { date: job.datePosted })}
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}

/**
 * The jobs as a table with sortable columns on wider screens (spec §2.16), and as stacked cards
 * on phones, where five columns would not fit.
 */
export function JobsTable({ rows, sort, onSort, onToggle, togglingId, onDelete }: JobsTableProps) {
  const { t } = useTranslation('manageJobs');
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs md:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">{t('yourJobs')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600">
            <tr>
              <SortHeader column="title" label={t('table.title')} sort={sort} onSort={onSort} className="w-[37%]" />
              <SortHeader column="status" label={t('table.status')} sort={sort} onSort={onSort} className="w-[16%]" />
              <th scope="col" className="w-[11%] px-4 py-3 font-semibold uppercase tracking-wide">
                {t('table.positions')}
              </th>
              <SortHeader
                column="applications"
                label={t('table.applications')}
                sort={sort}
                onSort={onSort}
                className="w-[15%]"
              />
              <th scope="col" className="px-4 py-3 font-semibold uppercase tracking-wide">
                {t('table.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((job, i) => (
              <Fragment key={job.id}>
                <tr className={`align-middle ${i > 0 ? 'border-t border-slate-100' : ''}`}>
                  <td className="px-4 py-3.5">
                    <TitleCell job={job} />
                  </td>
                  <td className="px-4 py-3.5">
                    <StatusBadges job={job} />
                  </td>
                  <td className="px-4 py-3.5 font-medium text-slate-700">{job.openPositions}</td>
                  <td className="px-4 py-3.5">
                    <ApplicationsLink job={job} />
                  </td>
                  <td className="px-4 py-3.5">
                    <Actions
                      job={job}
                      onToggle={() => onToggle(job)}
                      toggling={togglingId === job.id}
                      onDelete={() => onDelete(job)}
                    />
                  </td>
                </tr>
                {/* A job seekers cannot see says why, under its row, across the table. */}
                {job.review !== 'live' ? (
                  <tr>
                    <td colSpan={5} className="px-4 pb-3.5 pt-0">
                      {reviewNote(job)}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={t('yourJobs')} className="grid grid-cols-[minmax(0,1fr)] gap-3 md:hidden">
        {rows.map((job) => (
          <li key={job.id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
            <div className="flex items-start justify-between gap-3">
              <TitleCell job={job} />
              <StatusBadge status={job.status} />
            </div>
            {reviewNote(job, true)}
            <dl className="mt-3 grid grid-cols-2 gap-3 border-t border-slate-100 pt-3 text-sm">
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('table.positions')}</dt>
                <dd className="mt-1 font-semibold text-slate-800">{job.openPositions}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('table.applications')}</dt>
                <dd className="mt-1">
                  <ApplicationsLink job={job} />
                </dd>
              </div>
            </dl>
            <div className="mt-3 flex justify-end border-t border-slate-100 pt-3">
              <Actions job={job} onToggle={() => onToggle(job)} toggling={togglingId === job.id} onDelete={() => onDelete(job)} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Five rows shaped like the table's (spec §9), or five cards on phones, while a page loads. */
export function JobsTableSkeleton() {
  const { t } = useTranslation('manageJobs');
  const rows = Array.from({ length: SKELETON_ROWS }, (_, i) => i);
  return (
    <LoadingRegion label={t('loading')}>
      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs md:block">
        <div className="flex h-[41px] items-center border-b border-slate-200 bg-slate-50 px-4">
          <Skeleton className="h-3 w-24" />
        </div>
        <div className="divide-y divide-slate-100">
          {rows.map((i) => (
            <div key={i} data-testid="job-skeleton-row" className="grid grid-cols-[37%_16%_11%_15%_1fr] items-center px-4 py-3.5">
              <div className="flex items-center gap-3 pr-4">
                <Skeleton className="h-10 w-10 shrink-0 rounded-xl" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
              </div>
              <Skeleton className="h-5 w-16 rounded-full" />
              <Skeleton className="h-4 w-6" />
              <Skeleton className="h-7 w-12 rounded-lg" />
              <div className="flex gap-2">
                <Skeleton className="h-8 w-8 rounded-lg" />
                <Skeleton className="h-8 w-20 rounded-lg" />
                <Skeleton className="h-8 w-8 rounded-lg" />
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 md:hidden">
        {rows.map((i) => (
          <div key={i} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
            <div className="flex items-center gap-3">
              <Skeleton className="h-10 w-10 shrink-0 rounded-xl" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </div>
            <Skeleton className="mt-4 h-10 w-full" />
            <Skeleton className="mt-3 ml-auto h-8 w-40" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
