import { ChevronRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import type { User } from '@/types/api';
import { profileCompleteness } from '../lib/completeness';

/** How complete the profile is, what is missing and a link to fix each. */
export function ProfileCompletenessCard({ user }: { user: User }) {
  const { t } = useTranslation('candidateDashboard');
  const { percent, missing } = profileCompleteness(user);
  const complete = missing.length === 0;
  return (
    <section aria-labelledby="completeness-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="completeness-title" className="text-base font-semibold text-slate-900">
          {t('completeness.title')}
        </h2>
        <span className="text-2xl font-bold tabular-nums text-brand-700">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('completeness.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full rounded-full transition-[width] ${complete ? 'bg-emerald-500' : 'bg-brand-600'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {complete ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-emerald-700">
          <CircleCheck className="h-4 w-4" aria-hidden="true" />
          {t('completeness.complete')}{' '}
          <Link to={paths.candidate.userProfile} className="font-semibold underline-offset-4 hover:underline">
            {t('completeness.viewProfile')}
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-600">{t('completeness.intro')}</p>
          <ul aria-label={t('completeness.missingList')} className="mt-3 divide-y divide-slate-100">
            {missing.map((item) => (
              <li key={item.field}>
                <Link
                  to={item.to}
                  className="group flex items-center justify-between gap-3 rounded-lg px-1 py-2.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900 group-hover:text-brand-700">
                      {t(`completeness.action.${item.field}`)}
                    </span>
                    <span className="block text-xs text-slate-500">
                      {t('completeness.missing', { field: t(`completeness.field.${item.field}`) })}
                    </span>
                  </span>
                  <ChevronRight className="h-4 w-4 shrink-0 text-slate-400 group-hover:text-brand-700" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
