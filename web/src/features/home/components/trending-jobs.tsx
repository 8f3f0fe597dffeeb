import { useState } from 'react';
import { Flame, MapPin, TrendingUp } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { CompanyLogo } from '@/components/company-logo';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { findJobsPath } from '@/config/paths';
import { useSalaryWords } from '@/lib/format';
import { companyDisplayName, jobPath, jobPlace, jobSalary } from '@/lib/jobs';
import type { Job } from '@/types/api';
import { lastTrendingJobs, useTrendingJobs } from '../api/get-trending-jobs';
import { TRENDING_LIMIT } from '../lib/trending-cache';

const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';
const frame = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-xs';

/** Trending This Week (spec §2.2, §4, §8): six jobs, a skeleton while they load, Try Again on failure. */
export function TrendingJobs() {
  const { t } = useTranslation('home');
  const trending = useTrendingJobs();
  // Read once when a load fails: the list this browser last loaded, never an invented one.
  const [fallback] = useState(lastTrendingJobs);

  let body;
  if (trending.isPending) {
    body = (
      <LoadingRegion label={t('trending.loading')} className={grid}>
        {Array.from({ length: TRENDING_LIMIT }, (_, i) => (
          <TrendingCardSkeleton key={i} />
        ))}
      </LoadingRegion>
    );
  } else if (trending.isError) {
    body = (
      <>
        <ErrorState
          message={t('trending.failed')}
          onRetry={() => void trending.refetch()}
          retryLabel={t('trending.tryAgain')}
          className={fallback.jobs.length ? 'py-8' : ''}
        >
          {trending.isFetching ? t('trending.retrying') : null}
        </ErrorState>
        {fallback.jobs.length ? (
          <>
            <p className="mt-6 text-sm text-slate-600">{t('trending.lastTime')}</p>
            <TrendingList jobs={fallback.jobs} label={t('trending.lastTimeList')} className="mt-3" />
          </>
        ) : null}
      </>
    );
  } else if (trending.data.length === 0) {
    body = (
      <EmptyState
        title={t('trending.emptyTitle')}
        headingLevel={3}
        icon={TrendingUp}
        action={{ label: t('trending.browseAll'), to: findJobsPath() }}
      >
        {t('trending.emptyText')}
      </EmptyState>
    );
  } else {
    body = <TrendingList jobs={trending.data.slice(0, TRENDING_LIMIT)} label={t('trending.list')} />;
  }

  return (
    <section aria-labelledby="trending-jobs" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h2 id="trending-jobs" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('trending.title')}
          </h2>
          <p className="mt-2 text-slate-600">{t('trending.intro')}</p>
        </div>
        <Link to={findJobsPath()} className={buttonClasses('link', 'md', 'text-sm')}>
          {t('trending.viewAll')}
        </Link>
      </div>
      <div className="mt-8">{body}</div>
    </section>
  );
}

function TrendingList({ jobs, label, className = '' }: { jobs: readonly Job[]; label: string; className?: string }) {
  return (
    <ul aria-label={label} className={`${grid} ${className}`}>
      {jobs.map((job) => (
        <li key={job._id} className="min-w-0">
          <TrendingCard job={job} />
        </li>
      ))}
    </ul>
  );
}

/** One trending job: the whole card is the link to its page (spec §2.1 job detail). */
function TrendingCard({ job }: { job: Job }) {
  const words = useSalaryWords();
  const salary = jobSalary(job, { short: true, words });
  const company = companyDisplayName(job.company);
  return (
    <Link
      to={jobPath(job)}
      className={`${frame} group flex h-full flex-col transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg hover:shadow-brand-900/5`}
    >
      <div className="flex items-start gap-4">
        <CompanyLogo name={company} fileName={job.company.companyLogo} />
        <div className="min-w-0 flex-1">
          <h3
            translate="no"
            className="line-clamp-2 text-base font-semibold leading-snug text-slate-900 group-hover:text-brand-700"
          >
            {job.title}
          </h3>
          <p translate="no" className="mt-0.5 truncate text-sm text-slate-600">
            {company}
          </p>
        </div>
        <TrendBadge />
      </div>
      <p className="mt-4 flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
        <MapPin className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
        <span translate="no" className="truncate">
          {jobPlace(job)}
        </span>
      </p>
      <p className={`mt-auto pt-4 text-sm ${salary.disclosed ? 'font-semibold text-slate-900' : 'text-slate-500'}`}>
        {salary.text}
      </p>
    </Link>
  );
}

/** Spec §2.2's fixed trend badge. */
function TrendBadge() {
  const { t } = useTranslation('home');
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-orange-50 px-2 py-0.5 text-xs font-semibold text-orange-700 ring-1 ring-inset ring-orange-600/20">
      <Flame className="h-3.5 w-3.5" aria-hidden="true" />
      {t('trending.badge')}
    </span>
  );
}

function TrendingCardSkeleton() {
  return (
    <div aria-hidden="true" className={`${frame} flex h-full flex-col`}>
      <div className="flex items-start gap-4">
        <Skeleton className="h-12 w-12 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1 space-y-2 pt-1">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3.5 w-1/2" />
        </div>
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-4 w-36" />
      <Skeleton className="mt-5 h-4 w-44" />
    </div>
  );
}
