import { Head } from '@/components/ui/head';
import { useUser } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { AlertsCard } from './alerts-card';
import { OverviewTiles } from './overview-tiles';
import { ProfileCompletenessCard } from './profile-completeness-card';
import { RecentApplications } from './recent-applications';
import { RecommendedJobs } from './recommended-jobs';

/**
 * The job seeker dashboard (/userDashboard, spec §2.9): the overview figures, profile
 * completeness with what is missing, the job alerts (beyond the spec), the newest applications
 * and jobs recommended for the profile. Each part loads, fails and retries on its own.
 */
export function CandidateDashboard() {
  const { t } = useTranslation('candidateDashboard');
  const { data: user } = useUser();
  if (!user) return null;
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;

  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <Head title={t('title')} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {richText(t('welcome'), { name: () => <span translate="no">{firstName}</span> })}
        </p>
      </div>

      <OverviewTiles />

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <RecentApplications />
        </div>
        <div className="min-w-0 space-y-6">
          <ProfileCompletenessCard user={user} />
          <AlertsCard />
        </div>
      </div>

      <RecommendedJobs hasSkills={user.skills.length > 0} />
    </div>
  );
}
