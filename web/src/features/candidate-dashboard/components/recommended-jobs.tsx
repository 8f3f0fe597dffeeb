import { Sparkles, TrendingUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { JobCard } from '@/components/job-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { JobCardSkeletons } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { RECOMMENDED_LIMIT, useRecommendedJobs } from '../api/get-recommended-jobs';
import { fixPath } from '../lib/completeness';
import { whyReasons, type WhyReasons } from '../lib/recommendations';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-3';

/**
 * 'Recommended for you': jobs sharing the profile's skills or city, each with why; trending jobs
 * with a note and a link to add skills when the profile says too little.
 */
export function RecommendedJobs({ hasSkills }: { hasSkills: boolean }) {
  const { t } = useTranslation('candidateDashboard');
  const recommended = useRecommendedJobs();
  const reply = recommended.data;

  let body;
  if (recommended.isError) {
    body = <ErrorState message={t('recommended.failed')} onRetry={() => void recommended.refetch()} />;
  } else if (!reply) {
    body = <JobCardSkeletons count={RECOMMENDED_LIMIT} label={t('recommended.loading')} className={GRID} />;
  } else if (reply.recommendations.length === 0) {
    body = (
      <EmptyState
        title={t('recommended.emptyTitle')}
        icon={Sparkles}
        headingLevel={3}
        action={{ label: t('recommended.browse'), to: paths.findJobs }}
      >
        {t('recommended.emptyText')}
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label={t('recommended.list')} className={GRID}>
        {reply.recommendations.map((recommendation) => {
          const why = reply.basis === 'profile' ? whyReasons(recommendation) : null;
          return (
            <li key={recommendation.job._id} className="flex min-w-0 flex-col">
              {why ? (
                <p className="mb-2 flex items-start gap-1.5 text-xs font-medium text-brand-800">
                  <Sparkles className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                  <span className="min-w-0 break-words">
                    <WhyLine reasons={why} />
                  </span>
                </p>
              ) : null}
              <JobCard job={recommendation.job} className="flex-1" />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby="recommended-title">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="recommended-title" className="text-lg font-semibold text-slate-900">
          {t('recommended.title')}
        </h2>
        <Link to={paths.findJobs} className="text-sm font-semibold text-brand-700 hover:text-brand-800">
          {t('recommended.browseAll')}
        </Link>
      </div>
      {reply?.basis === 'trending' && reply.recommendations.length > 0 ? (
        <div className="mt-3 flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2">
            <TrendingUp className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {hasSkills ? t('recommended.trendingNoMatch') : t('recommended.trendingNoSkills')}
          </p>
          <Link
            to={fixPath('skills')}
            className="shrink-0 font-semibold text-amber-900 underline underline-offset-4 hover:text-amber-950"
          >
            {hasSkills ? t('recommended.updateSkills') : t('recommended.addSkills')}
          </Link>
        </div>
      ) : null}
      <div className="mt-4">{body}</div>
    </section>
  );
}

/** 'Matches your skills: React, SQL · Near you': the skills as the job seeker wrote them. */
function WhyLine({ reasons }: { reasons: WhyReasons }) {
  const { t } = useTranslation('candidateDashboard');
  const parts = [];
  if (reasons.skills.length > 0) {
    parts.push(
      <span key="skills">
        {richText(t('recommended.matches'), { skills: () => <span translate="no">{reasons.skills.join(', ')}</span> })}
      </span>,
    );
  }
  if (reasons.nearby) parts.push(<span key="near">{t('recommended.near')}</span>);
  return parts.flatMap((part, i) => (i === 0 ? [part] : [' · ', part]));
}
