import { useId } from 'react';
import { Briefcase, CalendarDays, IndianRupee, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CompanyLogo } from '@/components/company-logo';
import { JobRemovedBadge } from '@/components/job-removed-badge';
import { useCatalogueWords } from '@/lib/catalogue-words';
import { formatDate, useSalaryWords } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { companyDisplayName, jobLink, jobPlace, jobSalary } from '@/lib/jobs';
import type { MyApplication } from '@/lib/my-applications';
import { richText } from '@/lib/rich-text';
import { NewUpdateChip, StatusBadge } from '@/components/application-status-badge';
import { ageOf } from '@/lib/dates';
import { agoText } from '../lib/ago';

/**
 * One application on Track Applications (spec §2.11): the job as the job seeker applied to it
 * (logo, title linking to its page, company, place, type, salary), when it was sent and its
 * status. A job its employer removed since keeps its row, its title plain text with a "No longer
 * available" badge (its page would only say it is gone).
 */
export function ApplicationRow({ application }: { application: MyApplication }) {
  const { t } = useTranslation('applications');
  const words = useCatalogueWords();
  const salaryWords = useSalaryWords();
  const language = useLanguage();
  const titleId = useId();
  const job = application.job;
  const ago = ageOf(application.createdAt);
  const sentOn = formatDate(application.createdAt, 'DD-MM-YYYY', language);

  if (!job) {
    return (
      <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={titleId} className="text-base font-semibold text-slate-500">
            {t('row.gone')}
          </h2>
          <StatusBadge status={application.status} />
        </div>
      </article>
    );
  }

  const company = companyDisplayName(job.company);
  const salary = jobSalary(job, { short: true, words: salaryWords });
  const href = jobLink(job);
  const hover = href ? 'transition hover:border-brand-300 hover:shadow-lg hover:shadow-brand-900/5' : '';
  return (
    <article
      aria-labelledby={titleId}
      className={`group relative grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:grid-cols-[auto_minmax(0,1fr)_auto] ${hover}`}
    >
      <CompanyLogo name={company} fileName={job.company.companyLogo} />
      <div className="min-w-0">
        <h2 id={titleId} translate="no" className="line-clamp-2 text-base font-semibold leading-snug text-slate-900">
          {href ? (
            <Link
              to={href}
              className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
            >
              {job.title}
            </Link>
          ) : (
            job.title
          )}
        </h2>
        <p translate="no" className="mt-0.5 truncate text-sm text-slate-600">
          {company}
        </p>
        {href ? null : <JobRemovedBadge className="mt-2" />}
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-600" aria-label={t('row.details')}>
          <li className="flex min-w-0 items-center gap-1.5">
            <MapPin className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span translate="no" className="truncate">
              {jobPlace(job)}
            </span>
          </li>
          <li className="flex items-center gap-1.5">
            <Briefcase className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            {words.jobType(job.type)}
          </li>
          <li className="flex items-center gap-1.5">
            <IndianRupee className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className={salary.disclosed ? 'font-medium text-slate-900' : ''}>{salary.text}</span>
          </li>
        </ul>
      </div>
      <div className="col-span-full flex items-center justify-between gap-3 border-t border-slate-100 pt-3 sm:col-span-1 sm:flex-col sm:items-end sm:justify-start sm:border-0 sm:pt-0">
        <div className="order-2 flex items-center gap-1.5 sm:order-1">
          {application.isNewStatus ? <NewUpdateChip /> : null}
          <StatusBadge status={application.status} />
        </div>
        {ago ? (
          <p className="order-1 flex items-center gap-1.5 text-xs text-slate-500 sm:order-2">
            <CalendarDays className="h-3.5 w-3.5" aria-hidden="true" />
            <span>
              {richText(t('row.applied', { ago: agoText(t, ago) }), {
                time: (when) => (
                  <time dateTime={application.createdAt} title={sentOn ?? undefined}>
                    {when}
                  </time>
                ),
              })}
            </span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
