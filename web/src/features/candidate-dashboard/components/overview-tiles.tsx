import type { ComponentType } from 'react';
import { BellRing, Bookmark, CircleCheck, CircleX, Clock, FileText, Send } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useJobseekerOverview } from '../api/get-jobseeker-overview';

type Tile = {
  label: string;
  value: number;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  tone: string;
  to: string;
};

/** The overview figures: applications in total and by status, and saved jobs. */
export function OverviewTiles() {
  const { t } = useTranslation('candidateDashboard');
  const overview = useJobseekerOverview();

  if (overview.isError) {
    return <ErrorState message={t('overview.failed')} onRetry={() => void overview.refetch()} className="py-8" />;
  }
  if (!overview.data) {
    return (
      <LoadingRegion label={t('overview.loading')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6 sm:gap-4">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
            <Skeleton className="h-9 w-9 rounded-lg" />
            <Skeleton className="mt-3 h-7 w-12" />
            <Skeleton className="mt-1.5 h-4 w-24" />
          </div>
        ))}
      </LoadingRegion>
    );
  }

  const { counts } = overview.data;
  const tiles: Tile[] = [
    {
      label: t('overview.applications'),
      value: counts.total,
      icon: FileText,
      tone: 'bg-brand-50 text-brand-700',
      to: paths.candidate.myApplications,
    },
    {
      label: t('overview.applied'),
      value: counts.applied,
      icon: Send,
      tone: 'bg-slate-100 text-slate-700',
      to: paths.candidate.applicationDashboard,
    },
    {
      label: t('overview.inReview'),
      value: counts.inReview,
      icon: Clock,
      tone: 'bg-amber-50 text-amber-700',
      to: paths.candidate.applicationDashboard,
    },
    {
      label: t('overview.accepted'),
      value: counts.accepted,
      icon: CircleCheck,
      tone: 'bg-emerald-50 text-emerald-700',
      to: paths.candidate.applicationDashboard,
    },
    {
      label: t('overview.rejected'),
      value: counts.rejected,
      icon: CircleX,
      tone: 'bg-red-50 text-red-700',
      to: paths.candidate.applicationDashboard,
    },
    {
      label: t('overview.saved'),
      value: counts.saved,
      icon: Bookmark,
      tone: 'bg-violet-50 text-violet-700',
      to: paths.candidate.userSavedJobs,
    },
  ];

  return (
    <div className="space-y-4">
      {counts.updates > 0 ? (
        <p
          role="status"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-inset ring-brand-600/15"
        >
          <BellRing className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span className="font-medium">{t('overview.updates', { count: counts.updates })}</span>
          <Link
            to={paths.candidate.myApplications}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('overview.seeChanges')}
          </Link>
        </p>
      ) : null}
      <ul aria-label={t('overview.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-6">
        {tiles.map(({ label, value, icon: Icon, tone, to }) => (
          <li key={label}>
            <Link
              to={to}
              className="block h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className={`flex h-9 w-9 items-center justify-center rounded-lg ${tone}`}>
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <span className="mt-3 block text-2xl font-bold tabular-nums text-slate-900">{formatNumber(value)}</span>
              <span className="mt-0.5 block text-sm text-slate-600">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
