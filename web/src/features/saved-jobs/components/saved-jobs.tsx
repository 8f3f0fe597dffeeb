import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, Bookmark, LayoutGrid, List } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { JobCard } from '@/components/job-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Head } from '@/components/ui/head';
import { Pagination } from '@/components/ui/pagination';
import { JobCardSkeletons } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { applyFailure, useApplyToJob } from '@/lib/apply';
import { useErrorText } from '@/lib/error-text';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { jobPath } from '@/lib/jobs';
import { pageRange } from '@/lib/pagination';
import { returnTo } from '@/lib/return-to';
import type { Job } from '@/types/api';
import { savedJobsKey, savedJobsQueryOptions, useSavedJobs } from '../api/get-saved-jobs';
import { useUnsaveJob } from '../api/unsave-job';
import {
  pageAfterRemoval,
  parseSavedParams,
  SAVED_PAGE_SIZE,
  toSavedParams,
  withoutJob,
  type SavedJobsReply,
  type SavedPageState,
} from '../lib/saved-page';
import { ApplicationStatusNote } from './application-status-note';

/** `record` without `key`. */
const without = <T,>(record: Record<string, T>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

const PROFILE_DELAY_MS = 2000;

/** Bold figures of the count. */
const bold = { b: (words: string) => <span className="font-semibold text-slate-900">{words}</span> };

/** Saved Jobs (/user-saved-jobs and /saved-jobs, spec §2.13): the page and view are the URL. */
export function SavedJobs() {
  const { t } = useTranslation('savedJobs');
  const language = useLanguage();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const state = parseSavedParams(params);
  const saved = useSavedJobs(state.page);
  const client = useQueryClient();
  const navigate = useNavigate();
  const unsave = useUnsaveJob();
  const apply = useApplyToJob();
  const [removing, setRemoving] = useState<Record<string, boolean>>({});
  const [applied, setApplied] = useState<Record<string, boolean>>({});
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const go = (patch: Partial<SavedPageState>) => setParams(toSavedParams({ ...state, ...patch }), { replace: true });

  /** Spec §4: removed at once; on failure put back (and the page with it). */
  const onUnsave = (job: Job) => {
    const page = state.page;
    const key = savedJobsQueryOptions(page).queryKey;
    const before = client.getQueryData<SavedJobsReply>(key);
    if (!before || removing[job._id]) return;
    void client.cancelQueries({ queryKey: key });
    const after = withoutJob(before, job._id);
    client.setQueryData(key, after);
    setRemoving((r) => ({ ...r, [job._id]: true }));
    const target = pageAfterRemoval(page, after.savedJobs.length, after.pagination.totalCount);
    if (target !== page) go({ page: target });
    unsave.mutate(job._id, {
      onSuccess: () => {
        toast.success(t('removed'));
        void client.invalidateQueries({ queryKey: savedJobsKey });
        void client.invalidateQueries({ queryKey: ['jobs'] });
        void client.invalidateQueries({ queryKey: ['jobseeker-overview'] });
      },
      onError: () => {
        client.setQueryData(key, before);
        if (target !== page) go({ page });
        toast.error(t('removeFailed'));
      },
      onSettled: () => setRemoving((r) => without(r, job._id)),
    });
  };

  /** Spec §4: Applied shows at once; on success the list reloads, on failure it reverts (§8 messages). */
  const onApply = (job: Job) => {
    setApplied((a) => ({ ...a, [job._id]: true }));
    apply.mutate(job._id, {
      onSuccess: (reply) => {
        // The moment an employer may get in touch: the safety line comes with the good news (issue 29).
        // The server's words in English (the spec's), ours in another language.
        const applied = (language === 'en' && reply.message) || t('applied');
        toast.success(applied, { description: t('neverPay'), duration: 6000 });
        void client.invalidateQueries({ queryKey: savedJobsKey }).finally(() => setApplied((a) => without(a, job._id)));
      },
      onError: (error) => {
        setApplied((a) => without(a, job._id));
        const failure = applyFailure(error);
        if (!failure.toProfile) {
          toast.error(errorText(error, t('applyFailed')));
          return;
        }
        // The profile offers a simple résumé and brings the job seeker back to the job.
        toast.info(t('resumeNeeded'), { duration: 5000 });
        const state = returnTo(jobPath(job));
        timers.current.push(setTimeout(() => void navigate(paths.candidate.userProfile, { state }), PROFILE_DELAY_MS));
      },
    });
  };

  const reply = saved.data;
  const view = state.view;
  const gridClasses = view === 'list' ? 'grid grid-cols-1 gap-4' : 'grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-3';
  const loading = saved.isPending || (saved.isPlaceholderData && saved.isFetching);
  const total = reply?.pagination.totalCount ?? 0;
  const page = reply?.pagination.currentPage ?? state.page;
  const totalPages = reply?.pagination.totalPages ?? 0;

  // A page past the end (an old link, or the last one emptied elsewhere): show the last page.
  const pastTheEnd = !!reply && !loading && reply.savedJobs.length === 0 && totalPages > 0 && state.page > totalPages;
  useEffect(() => {
    if (pastTheEnd) setParams(toSavedParams({ page: totalPages, view: state.view }), { replace: true });
  }, [pastTheEnd, totalPages, state.view, setParams]);

  let content;
  if (saved.isError && !saved.isFetching) {
    content = <ErrorState message={t('loadFailed')} onRetry={() => void saved.refetch()} />;
  } else if (loading || saved.isError || (reply && reply.savedJobs.length === 0 && total > 0)) {
    content = (
      <JobCardSkeletons count={view === 'grid' ? 6 : 4} variant={view} withSave label={t('loading')} className={gridClasses} />
    );
  } else if (!reply || reply.savedJobs.length === 0) {
    content = (
      <EmptyState title={t('emptyTitle')} icon={Bookmark} action={{ label: t('browse'), to: paths.findJobs }}>
        {t('emptyText')}
      </EmptyState>
    );
  } else {
    content = (
      <>
        <ul aria-label={t('list')} className={gridClasses}>
          {reply.savedJobs.map(({ _id, job }) => {
            const hasApplied = applied[job._id] ?? job.applicationStatus !== 'null';
            return (
              <li key={_id} className="flex min-w-0 flex-col gap-2">
                <JobCard
                  job={job}
                  variant={view}
                  headingLevel={2}
                  showSave
                  saved
                  saving={removing[job._id] ?? false}
                  onSave={onUnsave}
                  applied={hasApplied}
                  onApply={onApply}
                  className="flex-1"
                />
                {job.applicationStatus !== 'null' ? <ApplicationStatusNote status={job.applicationStatus} /> : null}
              </li>
            );
          })}
        </ul>
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={(p) => {
            go({ page: p });
            window.scrollTo({ top: 0 });
          }}
          label={t('pages')}
          className="mt-8"
        />
      </>
    );
  }

  const { from, to } = pageRange(page, SAVED_PAGE_SIZE, total);

  return (
    <div className="mx-auto max-w-7xl">
      <Head title={t('headTitle')} />
      <BackLink />
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {reply && !loading && total > 0 ? richText(t('showing', { from, to, total }), bold) : t('intro')}
          </p>
        </div>
        <div role="group" aria-label={t('view')} className="flex rounded-lg border border-slate-200 bg-white p-0.5">
          {(
            [
              ['grid', 'gridView', LayoutGrid],
              ['list', 'listView', List],
            ] as const
          ).map(([value, label, Icon]) => (
            <button
              key={value}
              type="button"
              aria-label={t(label)}
              aria-pressed={view === value}
              onClick={() => go({ view: value })}
              className={`inline-flex h-9 w-9 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                view === value ? 'bg-brand-700 text-white' : 'text-slate-500 hover:bg-slate-100'
              }`}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>
      <section aria-label={t('listRegion')} className="mt-6">
        {content}
      </section>
    </div>
  );
}

/** Back: one step back in the app's history, else to the dashboard. */
function BackLink() {
  const { t } = useTranslation('savedJobs');
  const location = useLocation();
  const navigate = useNavigate();
  const canGoBack = location.key !== 'default';
  return (
    <Link
      to={paths.candidate.dashboard}
      onClick={(event) => {
        if (canGoBack) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
      className="-ml-2 inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t('back')}
    </Link>
  );
}
