import type { ComponentType, ReactNode } from 'react';
import {
  ArrowRight,
  Briefcase,
  Building2,
  ClipboardList,
  FilePlus2,
  Inbox,
  Minus,
  TrendingDown,
  TrendingUp,
  UserCheck,
  Users,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { StatusBadge } from '@/components/application-status-badge';
import { CompanyLogo } from '@/components/company-logo';
import { ErrorState } from '@/components/ui/error-state';
import { Head } from '@/components/ui/head';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useTranslation, type Key } from '@/lib/i18n';
import { companyDisplayName, jobPath, jobPlace } from '@/lib/jobs';
import { groupIndian } from '@/lib/money';
import { richText } from '@/lib/rich-text';
import type { Job } from '@/types/api';
import { useEmployerOverview } from '../api/get-overview';
import { trendView, type TrendDirection } from '../lib/trend';
import { postedWhen, relativeWhen } from '../lib/when';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

const card = 'rounded-2xl border border-slate-200 bg-white shadow-xs';

/** Employer dashboard (/employer-dashboard, spec §2.14): figures with trends, recent posts and applications, quick actions. */
export function EmployerDashboard() {
  const { t } = useTranslation('employerDashboard');
  const { data: user } = useUser();
  const overview = useEmployerOverview();

  let body: ReactNode;
  if (overview.isPending) {
    body = <DashboardSkeleton />;
  } else if (overview.isError) {
    body = <ErrorState message={t('loadFailed')} onRetry={() => void overview.refetch()} />;
  } else {
    const { counts, data } = overview.data;
    body = (
      <div className="space-y-6">
        <ul aria-label={t('figures')} className="grid gap-4 sm:grid-cols-3">
          <li>
            <StatCard
              label={t('activeJobs')}
              value={counts.totalActiveJobs}
              trend={counts.trends.activeJobs}
              icon={Briefcase}
              to={`${paths.employer.manageJobs}?status=active`}
              tone="bg-brand-50 text-brand-700"
            />
          </li>
          <li>
            <StatCard
              label={t('totalApplicants')}
              value={counts.totalApplications}
              trend={counts.trends.totalApplicants}
              icon={Users}
              to={paths.employer.manageJobs}
              tone="bg-sky-50 text-sky-700"
            />
          </li>
          <li>
            <StatCard
              label={t('totalHired')}
              value={counts.totalHired}
              trend={counts.trends.totalHired}
              icon={UserCheck}
              to={paths.employer.manageJobs}
              tone="bg-emerald-50 text-emerald-700"
            />
          </li>
        </ul>

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Panel
            title={t('recentJobs.title')}
            id="recent-jobs"
            more={{ label: t('recentJobs.more'), to: paths.employer.manageJobs }}
          >
            {data.recentJobs.length === 0 ? (
              <PanelEmpty
                title={t('recentJobs.emptyTitle')}
                action={{ label: t('recentJobs.emptyAction'), to: paths.employer.postJob }}
              >
                {t('recentJobs.emptyText')}
              </PanelEmpty>
            ) : (
              <ul className="divide-y divide-slate-100">
                {data.recentJobs.slice(0, 3).map((job) => (
                  <RecentJob key={job._id} job={job} />
                ))}
              </ul>
            )}
          </Panel>
          <Panel
            title={t('recentApplications.title')}
            id="recent-applications"
            more={{ label: t('recentApplications.more'), to: paths.employer.manageJobs }}
          >
            {data.recentApplications.length === 0 ? (
              <PanelEmpty title={t('recentApplications.emptyTitle')}>{t('recentApplications.emptyText')}</PanelEmpty>
            ) : (
              <ul className="divide-y divide-slate-100">
                {data.recentApplications.slice(0, 3).map((application) => (
                  <li key={application._id} className="flex items-center gap-3 px-5 py-3.5">
                    <span
                      aria-hidden="true"
                      translate="no"
                      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
                    >
                      {application.applicantName.trim().charAt(0).toUpperCase() || '?'}
                    </span>
                    <div className="min-w-0 flex-1">
                      <p translate="no" className="truncate text-sm font-semibold text-slate-900">
                        {application.applicantName}
                      </p>
                      <p className="truncate text-sm text-slate-600">
                        <span className="sr-only">{t('recentApplications.appliedFor')}</span>
                        <span translate="no">{application.jobTitle}</span>
                      </p>
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1">
                      <StatusBadge status={application.status} />
                      <time dateTime={application.updatedAt} className="text-xs text-slate-500">
                        {relativeWhen(application.updatedAt, t) ?? ''}
                      </time>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Head title={t('title')} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('heading')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {user?.companyName
            ? richText(t('introCompany'), { company: () => <span translate="no">{user.companyName}</span> })
            : t('intro')}
        </p>
      </header>
      {body}
      <QuickActions />
    </div>
  );
}

const TREND_TONES: Record<TrendDirection, string> = {
  up: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  down: 'bg-red-50 text-red-700 ring-red-600/20',
  flat: 'bg-slate-100 text-slate-600 ring-slate-500/15',
};
const TREND_ICONS: Record<TrendDirection, Icon> = { up: TrendingUp, down: TrendingDown, flat: Minus };

/** One figure: a link with its icon, count and the week's trend (spec §2.14). */
function StatCard({
  label,
  value,
  trend,
  icon: FigureIcon,
  to,
  tone,
}: {
  label: string;
  value: number;
  trend: number;
  icon: Icon;
  to: string;
  tone: string;
}) {
  const { t } = useTranslation('employerDashboard');
  const view = trendView(trend, t);
  const TrendIcon = TREND_ICONS[view.direction];
  return (
    <Link
      to={to}
      className={`${card} group flex h-full flex-col gap-3 p-4 transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:gap-4 sm:p-5`}
    >
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm font-medium text-slate-600">{label}</span>
        <span className={`flex h-9 w-9 items-center justify-center rounded-xl sm:h-10 sm:w-10 ${tone}`}>
          <FigureIcon className="h-5 w-5" aria-hidden="true" />
        </span>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <span className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{groupIndian(value)}</span>
        <span className="flex flex-col items-end gap-1">
          <span
            className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TREND_TONES[view.direction]}`}
          >
            <TrendIcon className="h-3.5 w-3.5" aria-hidden="true" />
            <span aria-hidden="true">{view.text}</span>
            <span className="sr-only">{view.label}</span>
          </span>
          <span aria-hidden="true" className="text-xs text-slate-500">
            {t('vsWeekAgo')}
          </span>
        </span>
      </div>
    </Link>
  );
}

/** A titled list of the dashboard with a link to see more. */
function Panel({
  title,
  id,
  more,
  children,
}: {
  title: string;
  id: string;
  more: { label: string; to: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${card} flex flex-col overflow-hidden`}>
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <Link
          to={more.to}
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {more.label}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      <div className="flex-1">{children}</div>
    </section>
  );
}

function PanelEmpty({ title, action, children }: { title: string; action?: { label: string; to: string }; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Inbox className="h-6 w-6" aria-hidden="true" />
      </span>
      <h3 className="mt-3 text-sm font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-600">{children}</p>
      {action ? (
        <Link to={action.to} className="mt-4 text-sm font-semibold text-brand-700 hover:underline">
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}

function RecentJob({ job }: { job: Job }) {
  const { t } = useTranslation('employerDashboard');
  const posted = postedWhen(job.createdAt, t);
  return (
    <li className="flex items-center gap-3 px-5 py-3.5">
      <CompanyLogo name={companyDisplayName(job.company)} fileName={job.company.companyLogo} size="sm" />
      <div className="min-w-0 flex-1">
        <Link
          to={jobPath(job)}
          translate="no"
          className="block truncate text-sm font-semibold text-slate-900 hover:text-brand-700 hover:underline"
        >
          {job.title}
        </Link>
        <p className="truncate text-xs text-slate-500">
          <span translate="no">{jobPlace(job)}</span>
          {posted ? ` · ${posted}` : ''}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${
            job.isClosed ? 'bg-slate-100 text-slate-600 ring-slate-500/15' : 'bg-emerald-50 text-emerald-700 ring-emerald-600/20'
          }`}
        >
          {job.isClosed ? t('recentJobs.closed') : t('recentJobs.active')}
        </span>
        <span className="text-xs text-slate-500">{t('recentJobs.applicants', { count: job.applicationCount })}</span>
      </div>
    </li>
  );
}

type Words = Key<'employerDashboard'>;

const ACTIONS: { label: Words; description: Words; to: string; icon: Icon }[] = [
  { label: 'actions.postJob', description: 'actions.postJobText', to: paths.employer.postJob, icon: FilePlus2 },
  { label: 'actions.review', description: 'actions.reviewText', to: paths.employer.manageJobs, icon: ClipboardList },
  { label: 'actions.company', description: 'actions.companyText', to: paths.employer.companyProfile, icon: Building2 },
];

/** Spec §2.14's quick actions. */
function QuickActions() {
  const { t } = useTranslation('employerDashboard');
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="mb-3 text-base font-semibold text-slate-900">
        {t('actions.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {ACTIONS.map(({ label, description, to, icon: ActionIcon }) => (
          <li key={label}>
            <Link
              to={to}
              className={`${card} group flex h-full items-center gap-4 p-4 transition hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <ActionIcon className="h-5 w-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">{t(label)}</span>
                <span className="block text-xs text-slate-500">{t(description)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The dashboard's outline while it loads: three figure cards and the two lists of three. */
function DashboardSkeleton() {
  const { t } = useTranslation('employerDashboard');
  const row = (i: number) => (
    <div key={i} className="flex items-center gap-3 px-5 py-3.5">
      <Skeleton className="h-10 w-10 shrink-0 rounded-full" />
      <div className="min-w-0 flex-1 space-y-2">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-1/2" />
      </div>
      <div className="flex flex-col items-end gap-1.5">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-3 w-14" />
      </div>
    </div>
  );
  const panel = (key: string) => (
    <div key={key} className={`${card} overflow-hidden`}>
      <div className="flex items-center justify-between border-b border-slate-100 px-5 py-4">
        <Skeleton className="h-5 w-36" />
        <Skeleton className="h-4 w-20" />
      </div>
      <div className="divide-y divide-slate-100">{[0, 1, 2].map(row)}</div>
    </div>
  );
  return (
    <LoadingRegion label={t('loading')} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className={`${card} flex flex-col gap-3 p-4 sm:gap-4 sm:p-5`}>
            <div className="flex items-center justify-between">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-9 w-9 rounded-xl sm:h-10 sm:w-10" />
            </div>
            <div className="flex items-end justify-between">
              <Skeleton className="h-9 w-14" />
              <div className="flex flex-col items-end gap-1.5">
                <Skeleton className="h-5 w-16 rounded-full" />
                <Skeleton className="h-3 w-20" />
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">{['jobs', 'applications'].map(panel)}</div>
    </LoadingRegion>
  );
}
