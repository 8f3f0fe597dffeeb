import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { InfoNote } from '@/components/ui/alert';
import { Head } from '@/components/ui/head';
import { dashboardPath, loginPath, signupPath } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useUser } from '@/lib/auth';
import { carryOrigin, originPath, sessionExpired } from '@/lib/return-to';
import type { Role } from '@/types/api';

type Copy = {
  title: string;
  subtitle: string;
  /**
   * The other public login page, offered under the form with sign-up; null on the admin login,
   * which offers neither (admins are made by ops only).
   */
  other: { role: Role; label: string } | null;
};

const COPY: Record<Role, Copy> = {
  jobseeker: {
    title: 'Candidate Login',
    subtitle: 'Sign in to search, save and apply to jobs.',
    other: { role: 'employer', label: 'Hiring? Employer Login' },
  },
  employer: {
    title: 'Employer Login',
    subtitle: 'Sign in to post jobs and review applicants.',
    other: { role: 'jobseeker', label: 'Looking for work? Candidate Login' },
  },
  admin: {
    title: 'Admin Login',
    subtitle: 'KaamSetu moderation: review the jobs held by the scam check and those job seekers reported.',
    other: null,
  },
};

/**
 * /login/jobseeker and /login/employer (spec §2.3), and /login/admin (issue 29: the moderation
 * console's, without sign-up or a switch to the other pages). Signed-in users go to their dashboard.
 */
function LoginPage({ role }: { role: Role }) {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  // Set when this page signs the user in, so the welcome screen shows instead of the redirect.
  const [signedInHere, setSignedInHere] = useState(false);
  const copy = COPY[role];

  if (isPending) return null;
  if (user && !signedInHere) return <Navigate to={dashboardPath(user.role)} replace />;

  const origin = originPath(location.state);
  const carried = carryOrigin(location.state);
  let note = null;
  if (sessionExpired(location.state)) {
    note = (
      <InfoNote title="Session expired. Please log in again.">
        {origin ? 'You will be back where you were once you sign in.' : null}
      </InfoNote>
    );
  } else if (origin?.startsWith('/job/')) {
    note = <InfoNote>Log in to apply. We will bring you back to the job.</InfoNote>;
  }

  const footer = copy.other ? (
    <div className="space-y-3">
      <p>
        Don&rsquo;t have an account?{' '}
        <Link to={signupPath(role)} state={carried} className="font-semibold text-brand-700 hover:underline">
          Sign up
        </Link>
      </p>
      <p>
        <Link to={loginPath(copy.other.role)} state={carried} className="text-slate-600 hover:text-slate-900 hover:underline">
          {copy.other.label}
        </Link>
      </p>
    </div>
  ) : (
    <p>Admin accounts are made by the KaamSetu team, not by sign-up.</p>
  );

  return (
    <AuthLayout audience={role} title={copy.title} subtitle={copy.subtitle} footer={footer}>
      <Head title={copy.title} noCache />
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
