import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CompanyLogo } from '@/components/company-logo';
import { JobRemovedBadge } from '@/components/job-removed-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { companyDisplayName, jobLink } from '@/lib/jobs';
import { richText } from '@/lib/rich-text';
import { useRecentApplications } from '../api/get-recent-applications';
import { StatusBadge } from '@/components/application-status-badge';

const frame = 'rounded-2xl border border-slate-200 bg-white shadow-xs';

/**
 * The 5 newest applications: title (a link to the job), company, status, applied date; a job its
 * employer removed since keeps its title (plain text) with a "No longer available" badge.
 */
export function RecentApplications() {
  const { t } = useTranslation('candidateDashboard');
  const language = useLanguage();
  const applications = useRecentApplications();

  let body;
  if (applications.isError) {
    body = <ErrorState message={t('recent.failed')} onRetry={() => void applications.refetch()} className="m-5 py-8" />;
  } else if (!applications.data) {
    body = (
      <LoadingRegion label={t('recent.loading')} className="divide-y divide-slate-100">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="flex items-center gap-4 px-5 py-4">
            <Skeleton className="h-10 w-10 rounded-xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3.5 w-1/3" />
            </div>
            <Skeleton className="h-6 w-20 rounded-full" />
          </div>
        ))}
      </LoadingRegion>
    );
  } else if (applications.data.length === 0) {
    body = (
      <EmptyState
        title={t('recent.emptyTitle')}
        icon={ClipboardList}
        headingLevel={3}
        action={{ label: t('recent.findJobs'), to: paths.findJobs }}
        className="m-5 py-8"
      >
        {t('recent.emptyText')}
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label={t('recent.list')} className="divide-y divide-slate-100">
        {applications.data.map((application) => {
          const { job } = application;
          const applied = formatDate(application.createdAt, 'DD-MM-YYYY', language);
          const company = job ? companyDisplayName(job.company) : null;
          const href = job ? jobLink(job) : null;
          return (
            <li key={application._id} className="flex items-center gap-3 px-5 py-4 sm:gap-4">
              {job && company ? <CompanyLogo name={company} fileName={job.company.companyLogo} size="sm" /> : null}
              <div className="min-w-0 flex-1">
                {job && href ? (
                  <Link
                    to={href}
                    translate="no"
                    className="line-clamp-1 break-words text-sm font-semibold text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {job.title}
                  </Link>
                ) : job ? (
                  <span translate="no" className="line-clamp-1 break-words text-sm font-semibold text-slate-900">
                    {job.title}
                  </span>
                ) : (
                  <span className="text-sm font-semibold text-slate-500">{t('recent.gone')}</span>
                )}
                <p className="mt-0.5 flex flex-wrap gap-x-1.5 text-xs text-slate-500">
                  {company ? (
                    <>
                      <span translate="no" className="max-w-full truncate">
                        {company}
                      </span>
                      <span aria-hidden="true">·</span>
                    </>
                  ) : null}
                  {applied ? (
                    <span className="whitespace-nowrap">
                      {richText(t('recent.applied', { date: applied }), {
                        time: (date) => <time dateTime={application.createdAt}>{date}</time>,
                      })}
                    </span>
                  ) : null}
                </p>
                {job && !href ? <JobRemovedBadge className="mt-1.5" /> : null}
              </div>
              <StatusBadge status={application.status} className="shrink-0" />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby="recent-applications-title" className={frame}>
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <h2 id="recent-applications-title" className="text-base font-semibold text-slate-900">
          {t('recent.title')}
        </h2>
        <Link to={paths.candidate.myApplications} className="text-sm font-semibold text-brand-700 hover:text-brand-800">
          {t('recent.viewAll')}
        </Link>
      </div>
      {body}
    </section>
  );
}
