import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { InfoNote } from '@/components/ui/alert';
import { Head } from '@/components/ui/head';
import { dashboardPath, loginPath, signupPath } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useUser } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { carryOrigin, originPath, sessionExpired } from '@/lib/return-to';
import type { Role } from '@/types/api';

/**
 * The other public login page, offered under the form with sign-up; none on the admin login,
 * which offers neither (admins are made by ops only).
 */
const OTHER: Record<Role, Role | null> = { jobseeker: 'employer', employer: 'jobseeker', admin: null };

/**
 * /login/jobseeker and /login/employer (spec §2.3), and /login/admin (issue 29: the moderation
 * console's, without sign-up or a switch to the other pages). Signed-in users go to their dashboard.
 */
function LoginPage({ role }: { role: Role }) {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  // Set when this page signs the user in, so the welcome screen shows instead of the redirect.
  const [signedInHere, setSignedInHere] = useState(false);
  const { t } = useTranslation('auth');
  const other = OTHER[role];

  if (isPending) return null;
  if (user && !signedInHere) return <Navigate to={dashboardPath(user.role)} replace />;

  const origin = originPath(location.state);
  const carried = carryOrigin(location.state);
  let note = null;
  if (sessionExpired(location.state)) {
    note = <InfoNote title={t('login.sessionExpired')}>{origin ? t('login.backWhereYouWere') : null}</InfoNote>;
  } else if (origin?.startsWith('/job/')) {
    note = <InfoNote>{t('login.toApply')}</InfoNote>;
  }

  const footer =
    role !== 'admin' && other ? (
      <div className="space-y-3">
        <p>
          {richText(t('login.noAccount'), {
            link: (words) => (
              <Link to={signupPath(role)} state={carried} className="font-semibold text-brand-700 hover:underline">
                {words}
              </Link>
            ),
          })}
        </p>
        <p>
          <Link to={loginPath(other)} state={carried} className="text-slate-600 hover:text-slate-900 hover:underline">
            {t(`login.${role}.other`)}
          </Link>
        </p>
      </div>
    ) : (
      <p>{t('login.adminNote')}</p>
    );

  return (
    <AuthLayout audience={role} title={t(`login.${role}.title`)} subtitle={t(`login.${role}.subtitle`)} footer={footer}>
      <Head title={t(`login.${role}.title`)} noCache />
      {note ? <div className="mb-5">{note}</div> : null}
      {/* Keyed by role so switching between the login pages starts a fresh form. */}
      <LoginForm key={role} role={role} onSignedIn={() => setSignedInHere(true)} />
    </AuthLayout>
  );
}

export function JobseekerLoginPage() {
  return <LoginPage role="jobseeker" />;
}

export function EmployerLoginPage() {
  return <LoginPage role="employer" />;
}

export function AdminLoginPage() {
  return <LoginPage role="admin" />;
}
