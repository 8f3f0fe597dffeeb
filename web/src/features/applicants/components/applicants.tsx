import { useEffect, useState, type ReactNode } from 'react';
import { ArrowLeft, Briefcase, ChevronLeft, ChevronRight, FolderOpen, MapPin, Tag, Users } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { CompanyLogo } from '@/components/company-logo';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Head } from '@/components/ui/head';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCatalogueWords } from '@/lib/catalogue-words';
import { useTranslation } from '@/lib/i18n';
import { jobPlace } from '@/lib/jobs';
import { richText } from '@/lib/rich-text';
import { useMeta } from '@/lib/meta';
import type { ApplicationStatus, Job } from '@/types/api';
import type { components } from '@/types/api.gen';
import { useJob } from '@/lib/job-query';
import { useJobApplications } from '../api/get-job-applications';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import {
  applicantsHref,
  parseApplicants,
  pickJobId,
  SEARCH_DEBOUNCE_MS,
  toApplicantsParams,
  type ApplicantsState,
  type StatusFilter,
} from '../lib/applicants-state';
import { ApplicantDialog } from './applicant-dialog';
import { ApplicantRow, ApplicantRowSkeleton } from './applicant-row';
import { ListToolbar } from '@/components/ui/list-toolbar';

type Application = components['schemas']['ApplicationView'];

/**
 * Applicants (/applicants, spec §2.17). The job comes from `?jobId=` or the navigation state (the
 * URL wins); without either the employer goes back to Manage Jobs. A job from the state alone is
 * written into the URL, so a reload keeps the page.
 */
export function Applicants() {
  const location = useLocation();
  const [params] = useSearchParams();
  const jobId = pickJobId(params, location.state);
  if (!jobId) return <Navigate to={paths.employer.manageJobs} replace />;
  if (!params.get('jobId')?.trim()) {
    const next = new URLSearchParams(params);
    next.set('jobId', jobId);
    return <Navigate to={`?${next.toString()}`} replace state={location.state} />;
  }
  return <ApplicantsPage key={jobId} jobId={jobId} />;
}

function ApplicantsPage({ jobId }: { jobId: string }) {
  const { t } = useTranslation('applicants');
  const words = useCatalogueWords();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const meta = useMeta();
  const statuses = meta.data?.applicationStatuses ?? [];
  const state = parseApplicants(params, jobId, statuses);
  // A status in the URL can be read only with the catalogue; until then the list waits.
  const waitingForCatalogue = !meta.data && Boolean(params.get('status'));
  const applications = useJobApplications(state, { enabled: !waitingForCatalogue });
  const job = useJob(jobId);
  const reply = applications.data;
  const loading = applications.isPending || applications.isPlaceholderData;
  const change = useUpdateApplicationStatus(jobId);

  // The application in the modal: the list's copy while it is there (it shows the optimistic
  // status), else the last one seen (a filter may have taken it off the page).
  const [selected, setSelected] = useState<Application | null>(null);
  const rows = reply?.applications ?? [];
  const shown = selected ? (rows.find((a) => a._id === selected._id) ?? selected) : null;

  const lastPage = reply?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (!loading && reply && lastPage > 0 && state.page > lastPage) {
      void navigate(applicantsHref({ ...state, page: lastPage }), { replace: true, state: location.state });
    }
  }, [loading, reply, lastPage, state, navigate, location.state]);

  const update = (next: Partial<ApplicantsState>) =>
    setParams(toApplicantsParams({ ...state, page: 1, ...next }), { replace: true, state: location.state });

  const onChangeStatus = (status: ApplicationStatus) => {
    if (!shown || status === shown.status) return;
    // Spec §4: optimistic; 'Status updated' on success; a failure restores the previous status (silently, §8).
    change.mutate(
      { id: shown._id, status },
      {
        onSuccess: (saved) => {
          setSelected(saved.application);
          toast.success(t('statusUpdated'));
        },
      },
    );
  };

  const goBack = () => {
    // Back where the employer came from, or to Manage Jobs when this page was opened directly.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.employer.manageJobs);
  };

  let content;
  if (applications.isError && !applications.isFetching) {
    content = <ErrorState message={t('loadFailed')} onRetry={() => void applications.refetch()} />;
  } else if (loading || applications.isError || waitingForCatalogue) {
    content = (
      <LoadingRegion
        label={t('loading')}
        className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-xs"
      >
        {Array.from({ length: 5 }, (_, i) => (
          <ApplicantRowSkeleton key={i} />
        ))}
      </LoadingRegion>
    );
  } else if (rows.length === 0) {
    content = (
      <EmptyState title={t('emptyTitle')} icon={FolderOpen}>
        {t('emptyText')}
      </EmptyState>
    );
  } else {
    content = (
      <ul aria-label={t('list')} className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-xs">
        {rows.map((application) => (
          <li key={application._id}>
            <ApplicantRow application={application} onView={() => setSelected(application)} />
          </li>
        ))}
      </ul>
    );
  }

  const headerJob = job.data ?? reply?.job;
  const pagination = reply?.pagination;
  return (
    <div className="mx-auto max-w-5xl">
      <Head title={t('pageTitle')} />
      <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('back')}
      </Button>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('heading')}</h1>

      <JobHeader job={headerJob} failed={job.isError && !reply} />

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
          options: [
            { value: 'all', label: t('all') },
            ...statuses.map((status) => ({ value: status, label: words.applicationStatus(status) })),
          ],
          onChange: (status: StatusFilter) => update({ status }),
        }}
      />

      <section aria-label={t('section')} className="mt-5">
        {content}
      </section>

      {pagination && !applications.isError && pagination.totalPages > 1 ? (
        <nav aria-label={t('pager.label')} className="mt-6 flex items-center justify-between gap-3 sm:justify-center sm:gap-5">
          <PageLink state={state} page={state.page - 1} disabled={state.page <= 1}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            {t('pager.previous')}
          </PageLink>
          <p className="text-sm text-slate-600">
            {richText(t('pager.page', { page: state.page, total: pagination.totalPages }), {
              b: (figure) => <span className="font-semibold text-slate-900">{figure}</span>,
            })}
          </p>
          <PageLink state={state} page={state.page + 1} disabled={state.page >= pagination.totalPages}>
            {t('pager.next')}
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </PageLink>
        </nav>
      ) : null}

      <ApplicantDialog
        application={shown}
        statuses={statuses}
        saving={change.isPending}
        onChangeStatus={onChangeStatus}
        onClose={() => setSelected(null)}
      />
    </div>
  );
}

function PageLink({
  state,
  page,
  disabled,
  children,
}: {
  state: ApplicantsState;
  page: number;
  disabled: boolean;
  children: ReactNode;
}) {
  const location = useLocation();
  const classes = buttonClasses('outline', 'sm');
  if (disabled) {
    return (
      <span aria-disabled="true" className={`${classes} cursor-not-allowed opacity-50`}>
        {children}
      </span>
    );
  }
  return (
    <Link
      to={applicantsHref({ ...state, page })}
      state={location.state}
      onClick={() => window.scrollTo({ top: 0 })}
      className={classes}
    >
      {children}
    </Link>
  );
}

/** The job's title, place, type and category, and how many applied (spec §2.17). */
function JobHeader({ job, failed }: { job: Job | undefined; failed: boolean }) {
  const { t } = useTranslation('applicants');
  const words = useCatalogueWords();
  if (!job) {
    if (failed) return null;
    return (
      <LoadingRegion label={t('job.loading')} className="mt-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
        <div className="flex items-center gap-4">
          <Skeleton className="h-12 w-12 rounded-xl" />
          <div className="flex-1 space-y-2.5">
            <Skeleton className="h-5 w-64 max-w-full" />
            <Skeleton className="h-4 w-80 max-w-full" />
          </div>
        </div>
      </LoadingRegion>
    );
  }
  const company = job.company.companyName?.trim() || job.company.name;
  const place = jobPlace(job);
  return (
    <section
      aria-label={t('job.label')}
      className="mt-5 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-4">
        <CompanyLogo name={company} fileName={job.company.companyLogo} />
        <div className="min-w-0">
          <h2 translate="no" className="text-lg font-semibold text-slate-900">
            {job.title}
          </h2>
          <ul className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-600">
            <li className="flex items-center gap-1.5">
              <MapPin className="h-4 w-4 text-slate-400" aria-hidden="true" />
              <span translate="no">{place}</span>
            </li>
            <li className="flex items-center gap-1.5">
              <Briefcase className="h-4 w-4 text-slate-400" aria-hidden="true" />
              {words.jobType(job.type)}
            </li>
            <li className="flex items-center gap-1.5">
              <Tag className="h-4 w-4 text-slate-400" aria-hidden="true" />
              {words.category(job.category)}
            </li>
          </ul>
        </div>
      </div>
      <p className="inline-flex items-center gap-2 self-start whitespace-nowrap rounded-full bg-brand-50 px-3.5 py-1.5 text-sm font-semibold text-brand-800 sm:self-auto">
        <Users className="h-4 w-4" aria-hidden="true" />
        {t('job.count', { count: job.applicationCount })}
      </p>
    </section>
  );
}
