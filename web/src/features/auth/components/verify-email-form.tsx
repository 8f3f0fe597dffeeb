import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CODE_LENGTH, OtpInput } from '@/components/ui/otp-input';
import { dashboardPath, loginPath, paths } from '@/config/paths';
import { useCountdown } from '@/hooks/use-countdown';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { errorMessage, isApiError } from '@/lib/api-client';
import { setSessionUser } from '@/lib/auth';
import { validate } from '@/lib/form';
import { useResendVerificationCode } from '../api/resend-verification-code';
import { useVerifyEmailAndCreate } from '../api/verify-email-and-create';
import { clearPendingSignup, readPendingSignup } from '../pending-signup';
import { verifyEmailSchema } from '../schemas';
import { StatusPanel } from './status-panel';

const RESEND_COOLDOWN = 60;
const TO_DASHBOARD_DELAY_MS = 2_000;
const ALREADY_VERIFIED_DELAY_MS = 3_000;

/** Spec §2.5: six boxes, paste, Resend with a countdown, submit disabled until six digits. */
export function VerifyEmailForm({ email }: { email: string }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifiedName, setVerifiedName] = useState<string | null>(null);
  const cooldown = useCountdown();
  const verify = useVerifyEmailAndCreate();
  const resend = useResendVerificationCode();
  const client = useQueryClient();
  const navigate = useNavigate();
  const later = useDelayedAction();
  const errorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(verifyEmailSchema, { verificationCode: code });
    if (!result.success) return setError(result.errors.verificationCode ?? null);
    setError(null);
    verify.mutate(
      { email, verificationCode: result.data.verificationCode },
      {
        onSuccess: ({ user }) => {
          toast.success('Email verified successfully! Account created.');
          const role = user?.role ?? readPendingSignup()?.role ?? 'jobseeker';
          clearPendingSignup();
          setVerifiedName(user?.name ?? '');
          if (user) {
            setSessionUser(client, user);
            later(() => navigate(dashboardPath(role), { replace: true }), TO_DASHBOARD_DELAY_MS);
          } else {
            // Spec §4: if the automatic sign-in fails, go to the login page of the role.
            later(() => navigate(loginPath(role), { replace: true }), TO_DASHBOARD_DELAY_MS);
          }
        },
        onError: (err) => {
          const message = errorMessage(err, 'Verification failed. Please try again.');
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  const onResend = () => {
    resend.mutate(email, {
      onSuccess: (response) => {
        toast.success('Verification code resent to your email!');
        cooldown.start(response?.cooldownSeconds ?? RESEND_COOLDOWN);
      },
      onError: (err) => {
        const message = errorMessage(err, 'Failed to resend code. Please try again.');
        toast.error(message);
        if (isApiError(err) && err.status === 429) {
          cooldown.start(typeof err.body.cooldownSeconds === 'number' ? err.body.cooldownSeconds : RESEND_COOLDOWN);
        }
        if (message.includes('already verified')) later(() => navigate(paths.loginJobseeker), ALREADY_VERIFIED_DELAY_MS);
      },
    });
  };

  if (verifiedName !== null) {
    return (
      <StatusPanel title="Email verified!">
        <p>{verifiedName ? `Your account is ready, ${verifiedName}.` : 'Your account is ready.'} Taking you onwards&hellip;</p>
      </StatusPanel>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Verify email">
      <OtpInput
        label="Verification code"
        value={code}
        onChange={(next) => {
          setCode(next);
          if (error) setError(null);
        }}
        invalid={Boolean(error)}
        autoFocus
        pasteMode="exact"
        describedBy={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} role="alert" className="-mt-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={code.length !== CODE_LENGTH} isLoading={verify.isPending}>
        Verify email
      </Button>
      <p className="text-center text-sm text-slate-600">
        Didn&rsquo;t get the code?{' '}
        <Button variant="link" disabled={cooldown.remaining > 0 || resend.isPending} onClick={onResend}>
          {cooldown.remaining > 0 ? `Resend in ${cooldown.remaining}s` : 'Resend'}
        </Button>
      </p>
    </form>
  );
}
