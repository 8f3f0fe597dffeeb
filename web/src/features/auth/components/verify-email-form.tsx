import { useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CODE_LENGTH, OtpInput } from '@/components/ui/otp-input';
import { dashboardPath, loginPath, paths } from '@/config/paths';
import { useCountdown } from '@/hooks/use-countdown';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { setSessionUser } from '@/lib/auth';
import { originPath, returnTo, safeReturnPath } from '@/lib/return-to';
import { SERVER_ERROR, serverError, useZodForm } from '@/lib/form';
import { useResendVerificationCode } from '../api/resend-verification-code';
import { useVerifyEmailAndCreate } from '../api/verify-email-and-create';
import { clearPendingSignup, cooldownLeft, readPendingSignupFor, recordCooldown } from '../pending-signup';
import { verifyEmailSchema } from '../schemas';
import { DevMailNote } from '@/components/dev-mail-note';
import { StatusPanel } from './status-panel';

const RESEND_COOLDOWN = 60;
const TO_DASHBOARD_DELAY_MS = 2_000;
const ALREADY_VERIFIED_DELAY_MS = 3_000;

/**
 * Spec §2.5: six boxes, paste, Resend with a countdown, submit disabled until six digits. Coming
 * from sign-up, the countdown continues the cooldown the register reply announced, so Resend
 * stays disabled while the server would refuse it.
 */
export function VerifyEmailForm({ email }: { email: string }) {
  const [pending] = useState(() => readPendingSignupFor(email));
  const [startedAt] = useState(() => Date.now());
  const cooldown = useCountdown(cooldownLeft(pending, startedAt));
  const [devMode, setDevMode] = useState(Boolean(pending?.devMode));
  const [verifiedName, setVerifiedName] = useState<string | null>(null);
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const schema = useMemo(() => verifyEmailSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: { verificationCode: '' } });
  const code = useWatch({ control: form.control, name: 'verificationCode' });
  const verify = useVerifyEmailAndCreate();
  const resend = useResendVerificationCode();
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const later = useDelayedAction();
  const errorId = useId();
  // Back to where the person was before signing up (a job they tapped Apply on): from this tab's
  // pending sign-up, which survives a reload, else from the navigation state.
  const origin = safeReturnPath(pending?.returnTo) ?? originPath(location.state);

  const onSubmit = form.handleSubmit(({ verificationCode }) =>
    verify.mutate(
      { email, verificationCode },
      {
        onSuccess: ({ user }) => {
          toast.success(t('verify.verified'));
          const role = user?.role ?? readPendingSignupFor(email)?.role ?? 'jobseeker';
          clearPendingSignup();
          setVerifiedName(user?.name ?? '');
          if (user) {
            setSessionUser(client, user);
            later(() => navigate(origin ?? dashboardPath(role), { replace: true }), TO_DASHBOARD_DELAY_MS);
          } else {
            // Spec §4: if the automatic sign-in fails, go to the login page of the role.
            const state = origin ? returnTo(origin) : undefined;
            later(() => navigate(loginPath(role), { replace: true, state }), TO_DASHBOARD_DELAY_MS);
          }
        },
        // Shown once, under the code boxes (no toast as well).
        onError: (err) => form.setError(SERVER_ERROR, { message: errorText(err, t('verify.failed')) }),
      },
    ),
  );

  const startCooldown = (seconds: number) => {
    cooldown.start(seconds);
    recordCooldown(email, seconds);
  };

  const onResend = () => {
    // The code is resent for this tab's own sign-up (its registrationId), never another one.
    const registrationId = readPendingSignupFor(email)?.registrationId;
    resend.mutate(
      { email, registrationId },
      {
        onSuccess: (response) => {
          toast.success(t('verify.resent'));
          if (response?.devMode) setDevMode(true);
          startCooldown(response?.cooldownSeconds ?? RESEND_COOLDOWN);
        },
        onError: (err) => {
          toast.error(errorText(err, t('verify.resendFailed')));
          if (isApiError(err) && err.status === 429) {
            startCooldown(typeof err.body.cooldownSeconds === 'number' ? err.body.cooldownSeconds : RESEND_COOLDOWN);
          }
          // The server's own (English) message tells an address already verified.
          const alreadyVerified = isApiError(err) && err.body.code === 'already_verified';
          if (alreadyVerified || errorMessage(err, '').includes('already verified'))
            later(() => navigate(paths.loginJobseeker), ALREADY_VERIFIED_DELAY_MS);
        },
      },
    );
  };

  if (verifiedName !== null) {
    return (
      <StatusPanel title={t('verify.doneTitle')}>
        <p>
          {verifiedName
            ? richText(t('verify.readyNamed'), { name: () => <span translate="no">{verifiedName}</span> })
            : t('verify.ready')}
        </p>
      </StatusPanel>
    );
  }

  const error = form.formState.errors.verificationCode?.message ?? serverError(form);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={t('verify.form')}>
      {devMode ? <DevMailNote /> : null}
      <Controller
        control={form.control}
        name="verificationCode"
        render={({ field }) => (
          <OtpInput
            label={t('fields.code')}
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              form.clearErrors('root');
            }}
            invalid={Boolean(error)}
            autoFocus
            pasteMode="exact"
            describedBy={error ? errorId : undefined}
          />
        )}
      />
      {error ? (
        <p id={errorId} role="alert" className="-mt-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={code.length !== CODE_LENGTH} isLoading={verify.isPending}>
        {t('verify.submit')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('verify.noCode')}{' '}
        <Button variant="link" disabled={cooldown.remaining > 0 || resend.isPending} onClick={onResend}>
          {cooldown.remaining > 0 ? t('verify.resendIn', { seconds: cooldown.remaining }) : t('verify.resend')}
        </Button>
      </p>
    </form>
  );
}
