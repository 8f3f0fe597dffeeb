import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { InfoNote } from '@/components/ui/alert';
import { Head } from '@/components/ui/head';
import { dashboardPath, loginPath, signupPath } from '@/config/paths';
import { SignupForm } from '@/features/auth/components/signup-form';
import { useUser } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { carryOrigin, originPath } from '@/lib/return-to';
import type { Role } from '@/types/api';

/** Who may sign up: admins are made by ops only (`kaamsetu-api create-admin`). */
type SignupRole = Exclude<Role, 'admin'>;

/** The other sign-up page, offered under the form. */
const OTHER: Record<SignupRole, SignupRole> = { jobseeker: 'employer', employer: 'jobseeker' };

/** /signup/jobseeker and /signup/employer (spec §2.4). */
function SignupPage({ role }: { role: SignupRole }) {
  const { data: user, isPending } = useUser();
  const [signedInHere, setSignedInHere] = useState(false);
  const location = useLocation();
  const origin = originPath(location.state);
  const carried = carryOrigin(location.state);
  const { t } = useTranslation('auth');

  if (isPending) return null;
  if (user && !signedInHere) return <Navigate to={dashboardPath(user.role)} replace />;

  return (
    <AuthLayout
      audience={role}
      title={t(`signup.${role}.title`)}
      subtitle={t(`signup.${role}.subtitle`)}
      footer={
        <div className="space-y-3">
          <p>
            {richText(t('signup.haveAccount'), {
              link: (words) => (
                <Link to={loginPath(role)} state={carried} className="font-semibold text-brand-700 hover:underline">
                  {words}
                </Link>
              ),
            })}
          </p>
          <p>
            <Link to={signupPath(OTHER[role])} state={carried} className="text-slate-600 hover:text-slate-900 hover:underline">
              {t(`signup.${role}.other`)}
            </Link>
          </p>
        </div>
      }
    >
      <Head title={t(`signup.${role}.pageTitle`)} />
      {origin?.startsWith('/job/') ? (
        <div className="mb-5">
          <InfoNote>{t('signup.toApply')}</InfoNote>
        </div>
      ) : null}
      <SignupForm key={role} role={role} origin={origin} onSignedIn={() => setSignedInHere(true)} />
    </AuthLayout>
  );
}

export function JobseekerSignupPage() {
  return <SignupPage role="jobseeker" />;
}

export function EmployerSignupPage() {
  return <SignupPage role="employer" />;
}
