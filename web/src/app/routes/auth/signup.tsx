import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { InfoNote } from '@/components/ui/alert';
import { Head } from '@/components/ui/head';
import { dashboardPath, loginPath, signupPath } from '@/config/paths';
import { SignupForm } from '@/features/auth/components/signup-form';
import { useUser } from '@/lib/auth';
import { carryOrigin, originPath } from '@/lib/return-to';
import type { Role } from '@/types/api';

/** Who may sign up: admins are made by ops only (`kaamsetu-api create-admin`). */
type SignupRole = Exclude<Role, 'admin'>;

const COPY: Record<SignupRole, { title: string; subtitle: string; other: SignupRole; otherLabel: string }> = {
  jobseeker: {
    title: 'Create your candidate account',
    subtitle: 'Build your profile and start applying in minutes.',
    other: 'employer',
    otherLabel: 'Hiring? Create an employer account',
  },
  employer: {
    title: 'Create your employer account',
    subtitle: 'Post jobs and reach candidates across India.',
    other: 'jobseeker',
    otherLabel: 'Looking for work? Create a candidate account',
  },
};

/** /signup/jobseeker and /signup/employer (spec §2.4). */
function SignupPage({ role }: { role: SignupRole }) {
  const { data: user, isPending } = useUser();
  const [signedInHere, setSignedInHere] = useState(false);
  const location = useLocation();
  const origin = originPath(location.state);
  const carried = carryOrigin(location.state);
  const copy = COPY[role];

  if (isPending) return null;
  if (user && !signedInHere) return <Navigate to={dashboardPath(user.role)} replace />;

  return (
    <AuthLayout
      audience={role}
      title={copy.title}
      subtitle={copy.subtitle}
      footer={
        <div className="space-y-3">
          <p>
            Already have an account?{' '}
            <Link to={loginPath(role)} state={carried} className="font-semibold text-brand-700 hover:underline">
              Log in
            </Link>
          </p>
          <p>
            <Link to={signupPath(copy.other)} state={carried} className="text-slate-600 hover:text-slate-900 hover:underline">
              {copy.otherLabel}
            </Link>
          </p>
        </div>
      }
    >
      <Head title={role === 'employer' ? 'Employer Sign Up' : 'Candidate Sign Up'} />
      {origin?.startsWith('/job/') ? (
        <div className="mb-5">
          <InfoNote>Create your account to apply. We will bring you back to the job.</InfoNote>
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
