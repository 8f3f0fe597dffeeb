import { Link, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { buttonClasses } from '@/components/ui/button-styles';
import { Head } from '@/components/ui/head';
import { paths } from '@/config/paths';
import { VerifyEmailForm } from '@/features/auth/components/verify-email-form';
import { readPendingEmail, readPendingSignupFor } from '@/features/auth/pending-signup';

/** /verify-email?email=… (spec §2.5). */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? readPendingEmail() ?? '';
  // An employer arriving from the employer sign-up keeps the employer pitch.
  const audience = (email ? readPendingSignupFor(email)?.role : undefined) ?? 'jobseeker';

  return (
    <AuthLayout
      audience={audience}
      title="Verify your email"
      subtitle={
        email ? (
          <>
            Enter the 6-digit code we sent to <span className="font-semibold text-slate-900">{email}</span>.
          </>
        ) : undefined
      }
    >
      <Head title="Verify Email" />
      {email ? (
        <VerifyEmailForm email={email} />
      ) : (
        <div className="space-y-4">
          <p className="text-slate-600">We could not tell which email address to verify. Please sign up again.</p>
          <Link to={paths.signupJobseeker} className={buttonClasses('primary', 'md')}>
            Go to sign up
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
