import { useId, useState } from 'react';
import { ChevronLeft, ChevronRight, CircleCheck, CircleX, Clock, MapPin, RefreshCw, Rocket, Send, WifiOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { NewUpdateChip } from '@/components/application-status-badge';
import { CompanyLogo } from '@/components/company-logo';
import { JobRemovedBadge } from '@/components/job-removed-badge';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { ErrorState } from '@/components/ui/error-state';
import { Head } from '@/components/ui/head';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCatalogueWords } from '@/lib/catalogue-words';
import { useSalaryWords } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { companyDisplayName, jobLink, jobPlace, jobSalary } from '@/lib/jobs';
import { useSeeNewStatuses, type MyApplication } from '@/lib/my-applications';
import { richText } from '@/lib/rich-text';
import { carouselPage, SECTIONS, sectionWords, type DashboardSection } from '../lib/dashboard';
import { useDashboardApplications } from './use-dashboard-applications';

/** Each section's colours (spec §2.12: colour-coded): its accent, tile and heading. */
const TONES: Record<DashboardSection['tone'], { tile: string; icon: string; bar: string; heading: string }> = {
  blue: { tile: 'border-sky-200 bg-sky-50/60', icon: 'bg-sky-100 text-sky-700', bar: 'bg-sky-500', heading: 'text-sky-900' },
  yellow: {
    tile: 'border-amber-200 bg-amber-50/60',
    icon: 'bg-amber-100 text-amber-700',
    bar: 'bg-amber-500',
    heading: 'text-amber-900',
  },
  green: {
    tile: 'border-emerald-200 bg-emerald-50/60',
    icon: 'bg-emerald-100 text-emerald-700',
    bar: 'bg-emerald-500',
    heading: 'text-emerald-900',
  },
  red: { tile: 'border-red-200 bg-red-50/60', icon: 'bg-red-100 text-red-700', bar: 'bg-red-500', heading: 'text-red-900' },
  grey: {
    tile: 'border-slate-200 bg-white',
    icon: 'bg-slate-100 text-slate-700',
    bar: 'bg-slate-400',
    heading: 'text-slate-900',
  },
};

const ICONS = { Applied: Send, 'In Review': Clock, Accepted: CircleCheck, Rejected: CircleX } as const;

/** Application Dashboard (/application-dashboard, spec §2.12). */
export function ApplicationDashboard() {
  const { t } = useTranslation('applications');
  const data = useDashboardApplications();
  const { source } = data;
  useSeeNewStatuses(source.kind === 'ready' && !source.offline ? data.applications : undefined);

  let body;
  if (source.kind === 'error') {
    body = <ErrorState message={t('dashboard.loadFailed')} onRetry={data.retry} className="mt-8" />;
  } else if (source.kind === 'loading') {
    body = <DashboardSkeleton />;
  } else {
    body = (
      <>
        {source.offline ? (
          <p
            role="status"
            className="mt-6 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-inset ring-amber-600/20"
          >
            <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t('dashboard.offline')}
          </p>
        ) : null}
        <ul aria-label={t('dashboard.byStatus')} className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {SECTIONS.map((section) => {
            const Icon = ICONS[section.status];
            const tone = TONES[section.tone];
            const words = sectionWords(t, section);
            return (
              <li key={section.status} className={`rounded-2xl border p-4 shadow-xs ${tone.tile}`}>
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm font-medium text-slate-700">{words.tile}</p>
                  <span className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-lg ${tone.icon}`}>
                    <Icon className="h-4 w-4" aria-hidden="true" />
                  </span>
                </div>
                <p
                  className="text-2xl font-bold tabular-nums text-slate-900"
                  aria-label={t('dashboard.tileCount', { label: words.tile, count: data.count(section.status) })}
                >
                  {data.count(section.status)}
                </p>
                <p className="mt-0.5 text-xs font-medium text-slate-500">{words.tileNote}</p>
              </li>
            );
          })}
        </ul>
        {data.applications.length === 0 ? (
          <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-12 text-center">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Rocket className="h-7 w-7" aria-hidden="true" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('dashboard.emptyTitle')}</h2>
            <p className="mt-1.5 max-w-md text-sm text-slate-600">{t('dashboard.emptyText')}</p>
            <Link to={paths.findJobs} className={buttonClasses('primary', 'md', 'mt-6')}>
              {t('dashboard.findJobs')}
            </Link>
          </div>
        ) : (
          <div className="mt-8 space-y-8">
            {SECTIONS.map((section) => (
              <StatusSection
                key={section.status}
                section={section}
                applications={data.groups[section.status] ?? []}
                canLoadMore={data.canLoadMore(section.status)}
                loadingMore={data.loadingStatus === section.status}
                onLoadMore={() => data.loadMoreOf(section.status)}
              />
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl">
      <Head title={t('dashboard.title')} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('dashboard.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('dashboard.intro')}</p>
        </div>
        <Button variant="outline" onClick={data.refresh} disabled={data.refreshing || source.kind === 'loading'}>
          <RefreshCw className={`h-4 w-4 ${data.refreshing ? 'motion-safe:animate-spin' : ''}`} aria-hidden="true" />
          {data.refreshing ? t('dashboard.refreshing') : t('dashboard.refresh')}
        </Button>
      </div>
      {body}
    </div>
  );
}

type SectionProps = {
  section: DashboardSection;
  applications: MyApplication[];
  canLoadMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** One status: 3 cards a page, a carousel when there are more (spec §2.12). */
function StatusSection({ section, applications, canLoadMore, loadingMore, onLoadMore }: SectionProps) {
  const { t } = useTranslation('applications');
  const headingId = useId();
  const [page, setPage] = useState(1);
  const view = carouselPage(applications, page);
  const tone = TONES[section.tone];
  const words = sectionWords(t, section);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <h2 id={headingId} className={`flex items-center gap-2.5 text-lg font-semibold ${tone.heading}`}>
          <span aria-hidden="true" className={`h-5 w-1.5 rounded-full ${tone.bar}`} />
          {words.heading}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
            {applications.length}
          </span>
        </h2>
        {view.total > 1 ? (
          <div className="flex items-center gap-2" role="group" aria-label={t('dashboard.pages', { heading: words.heading })}>
            <Button
              variant="outline"
              size="icon"
              className="h-9 w-9 pointer-coarse:h-11 pointer-coarse:w-11"
              aria-label={t('dashboard.previous', { heading: words.heading })}
              disabled={view.page <= 1}
              onClick={() => setPage(view.page - 1)}
            >
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            </Button>
            <span className="min-w-12 text-center text-sm font-medium tabular-nums text-slate-700" aria-live="polite">
              {view.page} / {view.total}
            </span>
            <Button
              variant="outline"
              size="icon"
              className="h-9 w-9 pointer-coarse:h-11 pointer-coarse:w-11"
              aria-label={t('dashboard.next', { heading: words.heading })}
              disabled={view.page >= view.total}
              onClick={() => setPage(view.page + 1)}
            >
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </div>
      <div className="p-5">
        {applications.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-200 bg-slate-50/60 px-4 py-8 text-center">
            <h3 className="text-sm font-semibold text-slate-900">{words.emptyTitle}</h3>
            <p className="mt-1 text-sm text-slate-600">{words.emptyText}</p>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {view.items.map((application) => (
              <li key={application._id} className="min-w-0">
                <DashboardCard application={application} />
              </li>
            ))}
          </ul>
        )}
        {canLoadMore ? (
          <div className="mt-4 flex justify-center">
            <Button variant="ghost" size="sm" isLoading={loadingMore} onClick={onLoadMore}>
              {richText(t('dashboard.loadMore', { heading: words.heading }), {
                hidden: (text) => <span className="sr-only">{text}</span>,
              })}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * A dashboard card: logo, title, company, place, type, salary or 'Not specified' (the job as
 * applied to), View Details; for a job its employer removed since, a "No longer available" badge
 * and a note in View Details' place.
 */
function DashboardCard({ application }: { application: MyApplication }) {
  const { t } = useTranslation('applications');
  const words = useCatalogueWords();
  const salaryWords = useSalaryWords();
  const titleId = useId();
  const job = application.job;
  if (!job) {
    return (
      <article aria-labelledby={titleId} className="h-full rounded-xl border border-slate-200 p-4">
        <h3 id={titleId} className="text-sm font-semibold text-slate-500">
          {t('card.gone')}
        </h3>
      </article>
    );
  }
  const company = companyDisplayName(job.company);
  const salary = jobSalary(job, { short: true, words: salaryWords });
  const href = jobLink(job);
  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col rounded-xl border border-slate-200 p-4 ${href ? 'transition hover:border-brand-300' : ''}`}
    >
      <div className="flex items-start gap-3">
        <CompanyLogo name={company} fileName={job.company.companyLogo} size="sm" />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} translate="no" className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900">
            {job.title}
          </h3>
          {application.isNewStatus ? <NewUpdateChip className="mt-1" /> : null}
          <p className="mt-0.5 truncate text-sm text-slate-600">
            {company ? <span translate="no">{company}</span> : t('card.notSpecified')}
          </p>
          {href ? null : <JobRemovedBadge className="mt-2" />}
        </div>
      </div>
      <dl className="mt-4 grid flex-1 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-slate-500">
          <MapPin className="inline h-3.5 w-3.5" aria-hidden="true" /> {t('card.location')}
        </dt>
        <dd className="truncate text-slate-800">
          {jobPlace(job) ? <span translate="no">{jobPlace(job)}</span> : t('card.notSpecified')}
        </dd>
        <dt className="text-slate-500">{t('card.type')}</dt>
        <dd className="text-slate-800">{job.type ? words.jobType(job.type) : t('card.notSpecified')}</dd>
        <dt className="text-slate-500">{t('card.salary')}</dt>
        <dd className={salary.disclosed ? 'font-medium text-slate-900' : 'text-slate-500'}>
          {salary.disclosed ? salary.text : t('card.notSpecified')}
        </dd>
      </dl>
      {href ? (
        <Link to={href} className={buttonClasses('secondary', 'sm', 'mt-4 w-full')}>
          {t('card.viewDetails')}
          <span className="sr-only">{richText(t('card.of'), { title: () => <span translate="no">{job.title}</span> })}</span>
        </Link>
      ) : (
        <p className="mt-4 flex h-9 items-center justify-center rounded-lg bg-slate-50 px-3 text-center text-sm text-slate-500">
          {t('card.removed')}
        </p>
      )}
    </article>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation('applications');
  return (
    <LoadingRegion label={t('dashboard.loading')} className="mt-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
            <div className="flex items-start justify-between">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-8 w-8 rounded-lg" />
            </div>
            <Skeleton className="h-7 w-10" />
            <Skeleton className="mt-1.5 h-3 w-16" />
          </div>
        ))}
      </div>
      <div className="mt-8 space-y-8">
        {Array.from({ length: 2 }, (_, i) => (
          <div key={i} className="rounded-2xl border border-slate-200 bg-white shadow-xs">
            <div className="border-b border-slate-100 px-5 py-4">
              <Skeleton className="h-6 w-40" />
            </div>
            <div className="grid gap-4 p-5 md:grid-cols-2 xl:grid-cols-3">
              {Array.from({ length: 3 }, (_, j) => (
                <div key={j} className="space-y-3 rounded-xl border border-slate-200 p-4">
                  <div className="flex gap-3">
                    <Skeleton className="h-10 w-10 rounded-xl" />
                    <div className="flex-1 space-y-2">
                      <Skeleton className="h-4 w-3/4" />
                      <Skeleton className="h-3.5 w-1/2" />
                    </div>
                  </div>
                  <Skeleton className="h-16 w-full" />
                  <Skeleton className="h-9 w-full rounded-lg" />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
