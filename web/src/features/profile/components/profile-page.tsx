import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { Head } from '@/components/ui/head';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useMeta } from '@/lib/meta';
import { carryOrigin, originPath } from '@/lib/return-to';
import { toast } from '@/lib/toast';
import { useProfile } from '../api/get-profile';
import { isEditField } from '../lib/profile-form';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileView } from './profile-view';
import { SimpleResumeForm } from './simple-resume-form';

/**
 * My Profile (spec §2.10): /user-profile and /profile show the view mode, /edit-profile the edit
 * mode (?field=skills or ?field=resume focuses that part, for 'Add Skills' and 'Upload Resume').
 * /user-profile?resume=create is 'Create a simple résumé'. A job seeker sent here from
 * a job for want of a résumé carries the job in navigation state and goes back to it once a
 * résumé is made or uploaded.
 */
export function ProfilePage({ mode }: { mode: 'view' | 'edit' }) {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const meta = useMeta();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const field = params.get('field');
  const editing = mode === 'edit';
  const creatingResume = !editing && params.get('resume') === 'create';
  const origin = originPath(location.state);

  let body;
  if (profile.isError || (editing && meta.isError)) {
    body = (
      <ErrorState
        message={t('messages.loadFailed')}
        onRetry={() => {
          if (profile.isError) void profile.refetch();
          if (meta.isError) void meta.refetch();
        }}
      />
    );
  } else if (!profile.data || (editing && !meta.data)) {
    body = <ProfileSkeleton />;
  } else if (creatingResume) {
    body = (
      <SimpleResumeForm
        user={profile.data}
        onCreated={(message) => {
          toast.success(message);
          // Back to the job, where one tap applies; else to the profile, which shows the résumé.
          void navigate(origin ?? paths.candidate.userProfile, { replace: true });
        }}
        onCancel={() => void navigate(paths.candidate.userProfile, { replace: true, state: carryOrigin(location.state) })}
      />
    );
  } else if (editing && meta.data) {
    body = <ProfileEditForm user={profile.data} statuses={meta.data.profileStatuses} focus={isEditField(field) ? field : null} />;
  } else {
    body = <ProfileView user={profile.data} />;
  }

  return (
    <div className="mx-auto max-w-4xl">
      <Head title={editing ? t('page.editProfile') : creatingResume ? t('page.createResume') : t('page.myProfile')} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {editing ? t('page.editProfile') : t('page.myProfile')}
      </h1>
      <p className="mt-1 text-sm text-slate-600">{editing ? t('page.editIntro') : t('page.viewIntro')}</p>
      <div className="mt-6">{body}</div>
    </div>
  );
}

/** The outline of the profile card, résumé and skills while the profile loads. */
function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6';
  return (
    <LoadingRegion label={t('page.loading')} className="space-y-5">
      <div className={card}>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <div className="h-20 w-20 shrink-0 overflow-hidden rounded-full">
            <Skeleton className="h-full w-full" />
          </div>
          <div className="flex-1 space-y-2.5">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-64 max-w-full" />
            <Skeleton className="h-3 w-32" />
          </div>
        </div>
        <div className="mt-6 grid grid-cols-1 gap-x-6 gap-y-5 border-t border-slate-100 pt-5 sm:grid-cols-2">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="space-y-2">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-4 w-40" />
            </div>
          ))}
        </div>
      </div>
      {[0, 1].map((i) => (
        <div key={i} className={card}>
          <Skeleton className="h-5 w-24" />
          <Skeleton className="mt-4 h-16 w-full rounded-xl" />
        </div>
      ))}
    </LoadingRegion>
  );
}
