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
import { formatDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import type { components } from '@/types/api.gen';
import { isEmployerMissing, useEmployer } from '../api/get-employer';
import { useEmployerJobs } from '../api/get-employer-jobs';
import { employerDisplayName, employerPlace, jobsCount, parsePage } from '../lib/employers';

type Employer = components['schemas']['EmployerView'];

const CARD = 'rounded-2xl border border-slate-200 bg-white shadow-xs';

/** One employer (/employer/{id}, spec §2.20): who they are and their open jobs. */
export function EmployerDetail() {
  const { t } = useTranslation('employers');
  const { id = '' } = useParams();
  const employer = useEmployer(id);

  let content: ReactNode;
  if (employer.isPending) {
    content = (
      <>
        <Head title={t('detail.title')} />
        <EmployerSkeleton />
      </>
    );
  } else if (employer.isError) {
    content = isEmployerMissing(employer.error) ? (
      <>
        <Head title={t('detail.notFound')} />
        <EmptyState
          title={t('detail.notFound')}
          icon={Building2}
          action={{ label: t('browse.title'), to: paths.browseEmployers, icon: Users }}
          className="mt-4"
        >
          {t('detail.notFoundText')}
        </EmptyState>
      </>
    ) : (
      <>
        <Head title={t('detail.title')} />
        <ErrorState message={t('detail.failed')} onRetry={() => void employer.refetch()} className="mt-4" />
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
  const { t } = useTranslation();
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
      {t('ui.back')}
    </Link>
  );
}

function EmployerContent({ employer }: { employer: Employer }) {
  const { t } = useTranslation('employers');
  const language = useLanguage();
  const name = employerDisplayName(employer);
  const person = employer.name.trim();
  const place = employerPlace(employer);
  const joined = formatDate(employer.createdAt, 'MMMM YYYY', language);
  const about = employer.companyDesc?.trim();
  const aboutId = useId();

  return (
    <>
      <Head title={name} description={about ? about.slice(0, 160) : t('detail.description', { name })} />
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
              <h1 translate="no" className="min-w-0 break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {name}
              </h1>
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-600/15">
                <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
                {t('card.employer')}
              </span>
              {employer.verified ? <VerifiedBadge /> : null}
            </div>
            <ul aria-label={t('detail.facts')} className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
              <Fact icon={UserRound}>
                <span translate="no">{person}</span>
              </Fact>
              <Fact icon={MapPin}>{place ? <span translate="no">{place}</span> : t('card.noLocation')}</Fact>
              {joined ? <Fact icon={CalendarDays}>{t('detail.joined', { date: joined })}</Fact> : null}
            </ul>
          </div>
        </div>
      </header>

      <section aria-labelledby={aboutId} className={`${CARD} mt-6 p-5 sm:p-8`}>
        <h2 id={aboutId} className="text-lg font-semibold text-slate-900">
          {t('detail.about')}
        </h2>
        {about ? (
          <p translate="no" className="mt-3 whitespace-pre-line break-words text-sm leading-relaxed text-slate-700 sm:text-base">
            {about}
          </p>
        ) : (
          <p className="mt-3 text-sm text-slate-500">{t('detail.noAbout')}</p>
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
  const { t } = useTranslation('employers');
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const jobs = useEmployerJobs(employerId, page);
  const reply = jobs.data;
  const loading = jobs.isPending || jobs.isPlaceholderData;

  let body: ReactNode;
  if (jobs.isError && !jobs.isFetching) {
    body = <ErrorState message={t('detail.jobsFailed')} onRetry={() => void jobs.refetch()} />;
  } else if (loading || jobs.isError) {
    body = <JobCardSkeletons count={3} variant="list" label={t('detail.loadingJobs')} />;
  } else if (!reply || reply.jobs.length === 0) {
    body = (
      <EmptyState title={t('detail.noJobs')} icon={BriefcaseBusiness} headingLevel={3}>
        {t('detail.noJobsText')}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul aria-label={t('detail.jobsList')} className="grid grid-cols-1 gap-4">
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
          label={t('detail.jobsPages')}
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
          {t('detail.jobsHeading')}
        </h2>
        {total !== null ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700">
            {jobsCount(total, t)}
          </span>
        ) : null}
      </div>
      {body}
    </section>
  );
}

/** The page's outline while the employer loads: the header card, About and a few job rows. */
function EmployerSkeleton() {
  const { t } = useTranslation('employers');
  return (
    <LoadingRegion label={t('detail.loading')}>
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
