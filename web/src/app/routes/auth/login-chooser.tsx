import { BriefcaseBusiness, ChevronRight, UserRound } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Head } from '@/components/ui/head';
import { dashboardPath, paths, roleOfPath } from '@/config/paths';
import { originPath, useUser, type OriginState } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';

/**
 * /login: where guarded routes send anonymous users (spec §2.1). It asks which kind of account
 * to sign in with and forwards the remembered origin to that login page.
 */
export default function LoginChooserPage() {
  const { t } = useTranslation('auth');
  const { data: user, isPending } = useUser();
  const location = useLocation();
  const state = location.state as OriginState | null;
  const origin = originPath(state);
  const suggested = origin ? roleOfPath(origin) : null;

  if (isPending) return null;
  if (user) return <Navigate to={dashboardPath(user.role)} replace />;

  const options = [
    {
      role: 'jobseeker',
      to: paths.loginJobseeker,
      label: t('chooser.jobseeker'),
      text: t('chooser.jobseekerText'),
      icon: UserRound,
    },
    {
      role: 'employer',
      to: paths.loginEmployer,
      label: t('chooser.employer'),
      text: t('chooser.employerText'),
      icon: BriefcaseBusiness,
    },
  ] as const;

  return (
    <AuthLayout title={t('chooser.title')} subtitle={origin ? t('chooser.subtitleOrigin') : t('chooser.subtitle')}>
      <Head title={t('chooser.pageTitle')} noCache />
      <ul className="space-y-3">
        {options.map(({ role, to, label, text, icon: Icon }) => (
          <li key={role}>
            <Link
              to={to}
              state={state}
              className={`group flex items-center gap-4 rounded-2xl border p-5 transition hover:border-brand-400 hover:shadow-md ${
                suggested === role ? 'border-brand-400 bg-brand-50/60' : 'border-slate-200 bg-white'
              }`}
            >
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <span className="flex-1">
                <span className="block font-semibold text-slate-900">{label}</span>
                <span className="block text-sm text-slate-600">{text}</span>
              </span>
              <ChevronRight
                className="h-5 w-5 text-slate-400 transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </AuthLayout>
  );
}
