import { useId, useRef, type ReactNode } from 'react';
import { ArrowLeft, BadgeCheck, BriefcaseBusiness, Building2, CalendarDays, MapPin, UserRound, Users } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CompanyLogo } from '@/components/company-logo';
import { VerifiedBadge } from '@/components/verified-badge';
import { JobCard } from '@/components/job-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Head } from '@/components/ui/head';
import { Pagination } from '@/components/ui/pagination';
import { JobCardSkeleton, JobCardSkeletons, LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import type { components } from '@/types/api.gen';
import { isEmployerMissing, useEmployer } from '../api/get-employer';
import { useEmployerJobs } from '../api/get-employer-jobs';
import { employerDisplayName, employerPlace, jobsCount, parsePage } from '../lib/employers';

type Employer = components['schemas']['EmployerView'];

const CARD = 'rounded-2xl border border-slate-200 bg-white shadow-xs';
const LOAD_FAILED = 'Failed to load employer details. Please try again.';
const JOBS_FAILED = 'Failed to load job openings. Please try again.';

/** One employer (/employer/{id}, spec §2.20): who they are and their open jobs. */
export function EmployerDetail() {
  const { id = '' } = useParams();
  const employer = useEmployer(id);

  let content: ReactNode;
  if (employer.isPending) {
    content = (
      <>
        <Head title="Employer Profile" />
        <EmployerSkeleton />
      </>
    );
  } else if (employer.isError) {
    content = isEmployerMissing(employer.error) ? (
      <>
        <Head title="Employer not found" />
        <EmptyState
          title="Employer not found"
          icon={Building2}
          action={{ label: 'Browse Employers', to: paths.browseEmployers, icon: Users }}
          className="mt-4"
        >
          This employer may have left KaamSetu, or the link is not complete.
        </EmptyState>
      </>
    ) : (
      <>
        <Head title="Employer Profile" />
        <ErrorState message={LOAD_FAILED} onRetry={() => void employer.refetch()} className="mt-4" />
      </>
    );
  } else {
    content = <EmployerContent employer={employer.data} />;
  }

  return (
    <div className="mx-auto w-full max-w-5xl">
      <BackButton />
      {content}
    </div>
  );
}

/** Back where the visitor came from (the same page of employers), else to Browse employers. */
function BackButton() {
  const location = useLocation();
  const navigate = useNavigate();
  const canGoBack = location.key !== 'default';
  return (
    <Link
      to={paths.browseEmployers}
      onClick={(event) => {
        if (canGoBack) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
      className="-ml-2 inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Back
    </Link>
  );
}

function EmployerContent({ employer }: { employer: Employer }) {
  const name = employerDisplayName(employer);
  const person = employer.name.trim();
  const place = employerPlace(employer);
  const joined = formatDate(employer.createdAt, 'MMMM YYYY');
  const about = employer.companyDesc?.trim();
  const aboutId = useId();

  return (
    <>
      <Head title={name} description={about ? about.slice(0, 160) : `${name}: open jobs on KaamSetu.`} />
      <header className={`${CARD} mt-4 overflow-hidden`}>
        <div aria-hidden="true" className="h-20 bg-gradient-to-r from-brand-50 via-brand-100/70 to-sky-50 sm:h-24" />
        {/* The logo overlaps the band; the name starts below it. */}
        <div className="-mt-10 flex flex-col gap-4 px-5 pb-6 sm:-mt-12 sm:flex-row sm:items-start sm:gap-6 sm:px-8">
          <CompanyLogo
            name={name}
            fileName={employer.companyLogo}
            size="lg"
            className="h-20! w-20! border-4! border-white text-3xl! shadow-sm sm:h-24! sm:w-24!"
          />
          <div className="min-w-0 flex-1 sm:pt-15">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{name}</h1>
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-600/15">
                <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
                Employer
              </span>
              {employer.verified ? <VerifiedBadge /> : null}
            </div>
            <ul aria-label="About the employer" className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
              <Fact icon={UserRound}>{person}</Fact>
              <Fact icon={MapPin}>{place ?? 'Location not specified'}</Fact>
              {joined ? <Fact icon={CalendarDays}>Joined {joined}</Fact> : null}
            </ul>
          </div>
        </div>
      </header>

      <section aria-labelledby={aboutId} className={`${CARD} mt-6 p-5 sm:p-8`}>
        <h2 id={aboutId} className="text-lg font-semibold text-slate-900">
          About Company
        </h2>
        {about ? (
          <p className="mt-3 whitespace-pre-line break-words text-sm leading-relaxed text-slate-700 sm:text-base">{about}</p>
        ) : (
          <p className="mt-3 text-sm text-slate-500">This employer has not added a description yet.</p>
        )}
      </section>

      <JobOpenings employerId={employer._id} />
    </>
  );
}

function Fact({ icon: Icon, children }: { icon: typeof MapPin; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      <Icon className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/** The employer's open jobs, 10 a page; the page is in the URL (`?page=2`). */
function JobOpenings({ employerId }: { employerId: string }) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const jobs = useEmployerJobs(employerId, page);
  const reply = jobs.data;
  const loading = jobs.isPending || jobs.isPlaceholderData;

  let body: ReactNode;
  if (jobs.isError && !jobs.isFetching) {
    body = <ErrorState message={JOBS_FAILED} onRetry={() => void jobs.refetch()} />;
  } else if (loading || jobs.isError) {
    body = <JobCardSkeletons count={3} variant="list" label="Loading job openings" />;
  } else if (!reply || reply.jobs.length === 0) {
    body = (
      <EmptyState title="No job openings" icon={BriefcaseBusiness} headingLevel={3}>
        This employer doesn&apos;t have any open positions at the moment.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul aria-label="Job openings" className="grid grid-cols-1 gap-4">
          {reply.jobs.map((job) => (
            <li key={job._id} className="min-w-0">
              <JobCard job={job} variant="list" headingLevel={3} showSave={false} />
            </li>
          ))}
        </ul>
        <Pagination
          page={reply.pagination.currentPage}
          totalPages={reply.pagination.totalPages}
          hrefFor={(p) => (p > 1 ? `?page=${p}` : '?')}
          onPageChange={() => sectionRef.current?.scrollIntoView({ block: 'start' })}
          label="Job openings pages"
          className="mt-6"
        />
      </>
    );
  }

  const total = reply && !jobs.isError ? reply.pagination.totalCount : null;
  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="mt-8 scroll-mt-24">
      <div className="mb-4 flex items-center gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Job Openings
        </h2>
        {total !== null ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700">{jobsCount(total)}</span>
        ) : null}
      </div>
      {body}
    </section>
  );
}

/** The page's outline while the employer loads: the header card, About and a few job rows. */
function EmployerSkeleton() {
  return (
    <LoadingRegion label="Loading employer">
      <div className={`${CARD} mt-4 overflow-hidden`}>
        <div className="h-20 bg-slate-100 sm:h-24" />
        <div className="-mt-10 flex flex-col gap-4 px-5 pb-6 sm:-mt-12 sm:flex-row sm:items-start sm:gap-6 sm:px-8">
          <Skeleton className="h-20 w-20 rounded-xl border-4 border-white sm:h-24 sm:w-24" />
          <div className="flex-1 space-y-3 sm:pt-15">
            <Skeleton className="h-7 w-64 max-w-full" />
            <div className="flex flex-wrap gap-4">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-4 w-36" />
            </div>
          </div>
        </div>
      </div>
      <div className={`${CARD} mt-6 space-y-3 p-5 sm:p-8`}>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
      <Skeleton className="mt-8 mb-4 h-6 w-44" />
      <div className="grid grid-cols-1 gap-4">
        {Array.from({ length: 3 }, (_, i) => (
          <JobCardSkeleton key={i} variant="list" />
        ))}
      </div>
    </LoadingRegion>
  );
}
