import { useId } from 'react';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CompanyLogo } from '@/components/company-logo';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useSalaryWords } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { companyDisplayName, jobPath, jobPlace, jobSalary } from '@/lib/jobs';
import type { Job } from '@/types/api';
import { SIMILAR_JOBS, useSimilarJobs } from '../api/get-similar-jobs';

const PANEL = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-xs';

/**
 * Spec §2.8 Similar Jobs: up to 3 jobs like this one, each opening its own page. Its loading,
 * empty and failed states stay inside the panel, so the job itself is never held up.
 */
export function SimilarJobs({ jobId, linkState }: { jobId: string; linkState?: unknown }) {
  const { t } = useTranslation('jobs');
  const headingId = useId();
  const similar = useSimilarJobs(jobId);

  let body;
  if (similar.isPending) {
    body = (
      <LoadingRegion label={t('similar.loading')} className="divide-y divide-slate-100">
        {Array.from({ length: SIMILAR_JOBS }, (_, i) => (
          <SimilarJobSkeleton key={i} />
        ))}
      </LoadingRegion>
    );
  } else if (similar.isError) {
    body = (
      <div className="py-3 text-sm text-slate-600">
        <p>{t('similar.failed')}</p>
        <button
          type="button"
          onClick={() => void similar.refetch()}
          className="mt-1 font-medium text-brand-700 hover:text-brand-800 hover:underline"
        >
          {t('similar.tryAgain')}
        </button>
      </div>
    );
  } else if (similar.data.length === 0) {
    body = <p className="py-3 text-sm text-slate-600">{t('similar.none')}</p>;
  } else {
    body = (
      <ul aria-label={t('similar.list')} className="divide-y divide-slate-100">
        {similar.data.map((job) => (
          <li key={job._id}>
            <SimilarJob job={job} linkState={linkState} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className={PANEL}>
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t('similar.title')}
      </h2>
      <div className="mt-1">{body}</div>
    </section>
  );
}

function SimilarJob({ job, linkState }: { job: Job; linkState?: unknown }) {
  const titleId = useId();
  const words = useSalaryWords();
  const company = companyDisplayName(job.company);
  const salary = jobSalary(job, { short: true, words });
  return (
    <article aria-labelledby={titleId} className="group relative flex gap-3 rounded-xl py-4">
      <CompanyLogo name={company} fileName={job.company.companyLogo} size="sm" />
      <div className="min-w-0 flex-1">
        <h3 id={titleId} translate="no" className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900">
          {/* The link's ::after covers the item, so a click anywhere on it opens the job. */}
          <Link
            to={jobPath(job)}
            state={linkState}
            className="after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {job.title}
          </Link>
        </h3>
        <p translate="no" className="mt-0.5 truncate text-sm text-slate-600">
          {company}
        </p>
        <p className="mt-1.5 flex items-center gap-1 text-xs text-slate-500">
          <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          <span translate="no" className="truncate">
            {jobPlace(job)}
          </span>
        </p>
        <p className={`mt-1 text-xs ${salary.disclosed ? 'font-semibold text-slate-800' : 'text-slate-500'}`}>{salary.text}</p>
      </div>
    </article>
  );
}

/** One similar job's outline, the same height as the item. */
function SimilarJobSkeleton() {
  return (
    <div aria-hidden="true" className="flex gap-3 py-4">
      <Skeleton className="h-10 w-10 shrink-0 rounded-xl" />
      <div className="min-w-0 flex-1 space-y-2 pt-0.5">
        <Skeleton className="h-3.5 w-4/5" />
        <Skeleton className="h-3.5 w-1/2" />
        <Skeleton className="h-3 w-2/5" />
        <Skeleton className="h-3 w-1/3" />
      </div>
    </div>
  );
}
