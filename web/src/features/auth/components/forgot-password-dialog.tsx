import { useEffect, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { OtpInput } from '@/components/ui/otp-input';
import { PasswordField } from '@/components/ui/password-field';
import { useCountdown } from '@/hooks/use-countdown';
import { isApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-text';
import { useTranslation, type Key } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { SERVER_ERROR, serverError, useZodForm } from '@/lib/form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { forgotEmailSchema, newPasswordSchema, resetCodeSchema } from '../schemas';
import { DevMailNote } from '@/components/dev-mail-note';

const DEFAULT_COOLDOWN = 60;

type Step = 1 | 2 | 3;

const STEP_TEXT: Record<Step, Key<'auth'>> = {
  1: 'forgot.step1',
  2: 'forgot.step2',
  3: 'forgot.step3',
};

/** The outcome of asking for a code: whether the code step may follow, and what to show. */
type SendResult = { advance: boolean; error: string | null };

/** The three-step forgot-password dialog (spec §4, §5, §8). Closing it resets everything. */
export function ForgotPasswordDialog({
  open,
  onClose,
  initialEmail = '',
}: {
  open: boolean;
  onClose: () => void;
  initialEmail?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open={open} onClose={onClose} title={t('forgot.title')}>
      {/* The dialog unmounts its content when closed, so every opening starts afresh. */}
      <ForgotPasswordSteps onDone={onClose} initialEmail={initialEmail} />
    </Dialog>
  );
}

function ForgotPasswordSteps({ onDone, initialEmail }: { onDone: () => void; initialEmail: string }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [devMode, setDevMode] = useState(false);
  // A message the code step shows on arrival (a 429 when the code was sent moments ago).
  const [arrivalError, setArrivalError] = useState<string | null>(null);
  const cooldown = useCountdown();
  const requestReset = useRequestPasswordReset();

  const sendCode = async (target: string): Promise<SendResult> => {
    try {
      const response = await requestReset.mutateAsync(target);
      setDevMode(Boolean(response?.devMode));
      toast.success(t('forgot.codeSent'));
      cooldown.start(response?.cooldownSeconds ?? DEFAULT_COOLDOWN);
      return { advance: true, error: null };
    } catch (error) {
      const message = errorText(error, t('forgot.sendFailed'));
      if (isApiError(error) && error.status === 429) {
        cooldown.start(typeof error.body.cooldownSeconds === 'number' ? error.body.cooldownSeconds : DEFAULT_COOLDOWN);
        // A code was sent moments ago: let the user enter it.
        return { advance: true, error: message };
      }
      return { advance: false, error: message };
    }
  };

  const back = () => {
    setArrivalError(null);
    setStep((s) => (s > 1 ? ((s - 1) as Step) : s));
  };

  return (
    <div>
      <StepIndicator step={step} />
      <p className="mb-5 text-sm text-slate-600">{t(STEP_TEXT[step])}</p>

      {step === 1 ? (
        <EmailStep
          initialEmail={email}
          sending={requestReset.isPending}
          onSubmit={async (target) => {
            setEmail(target);
            const result = await sendCode(target);
            if (result.advance) {
              setArrivalError(result.error);
              setStep(2);
              return null;
            }
            return result.error;
          }}
        />
      ) : null}

      {step === 2 ? (
        <CodeStep
          email={email}
          initialCode={code}
          devMode={devMode}
          arrivalError={arrivalError}
          cooldown={cooldown.remaining}
          sending={requestReset.isPending}
          onResend={async () => (await sendCode(email)).error}
          onVerified={(verified) => {
            setCode(verified);
            setArrivalError(null);
            setStep(3);
          }}
          onBack={back}
        />
      ) : null}

      {step === 3 ? <PasswordStep email={email} code={code} onDone={onDone} onBack={back} /> : null}
    </div>
  );
}

/** Step 1: the account's e-mail. `onSubmit` resolves with an error to show, or null. */
function EmailStep({
  initialEmail,
  sending,
  onSubmit,
}: {
  initialEmail: string;
  sending: boolean;
  onSubmit: (email: string) => Promise<string | null>;
}) {
  const { t } = useTranslation('auth');
  const schema = useMemo(() => forgotEmailSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: { email: initialEmail } });

  const submit = form.handleSubmit(async ({ email }) => {
    const error = await onSubmit(email);
    if (error) form.setError(SERVER_ERROR, { message: error });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        autoFocus
        {...form.register('email')}
      />
      <FormAlert>{serverError(form)}</FormAlert>
      <Button type="submit" className="w-full" isLoading={sending}>
        {t('forgot.sendCode')}
      </Button>
    </form>
  );
}

/** Step 2: the e-mailed code, with Resend once the cooldown is over. */
function CodeStep({
  email,
  initialCode,
  devMode,
  arrivalError,
  cooldown,
  sending,
  onResend,
  onVerified,
  onBack,
}: {
  email: string;
  initialCode: string;
  devMode: boolean;
  arrivalError: string | null;
  cooldown: number;
  sending: boolean;
  onResend: () => Promise<string | null>;
  onVerified: (code: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const schema = useMemo(() => resetCodeSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: { code: initialCode } });
  const verifyCode = useVerifyResetCode();
  const { setError } = form;

  useEffect(() => {
    if (arrivalError) setError(SERVER_ERROR, { message: arrivalError });
  }, [arrivalError, setError]);

  const submit = form.handleSubmit(({ code }) =>
    verifyCode.mutate(
      { email, code },
      {
        onSuccess: () => {
          toast.success(t('forgot.codeValid'));
          onVerified(code);
        },
        onError: (error) => setError(SERVER_ERROR, { message: errorText(error, t('forgot.invalidCode')) }),
      },
    ),
  );

  const resend = async () => {
    form.clearErrors('root');
    const error = await onResend();
    if (error) setError(SERVER_ERROR, { message: error });
  };

  const codeError = form.formState.errors.code?.message;

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">
        {richText(t('forgot.codeSentTo'), {
          email: () => (
            <span translate="no" className="font-medium text-slate-900">
              {email}
            </span>
          ),
        })}
      </p>
      {devMode ? <DevMailNote /> : null}
      <Controller
        control={form.control}
        name="code"
        render={({ field }) => (
          <OtpInput
            label={t('fields.code')}
            value={field.value}
            onChange={field.onChange}
            invalid={Boolean(codeError)}
            autoFocus
            pasteMode="prefix"
          />
        )}
      />
      {codeError ? <p className="text-sm text-red-600">{codeError}</p> : null}
      <FormAlert>{serverError(form)}</FormAlert>
      <div className="flex items-center justify-between text-sm">
        <Button variant="link" onClick={onBack}>
          {t('forgot.back')}
        </Button>
        <Button variant="link" disabled={cooldown > 0 || sending} onClick={() => void resend()}>
          {cooldown > 0 ? t('forgot.resendIn', { seconds: cooldown }) : t('forgot.resendCode')}
        </Button>
      </div>
      <Button type="submit" className="w-full" isLoading={verifyCode.isPending}>
        {t('forgot.verifyCode')}
      </Button>
    </form>
  );
}

/** Step 3: the new password and its confirmation. */
function PasswordStep({ email, code, onDone, onBack }: { email: string; code: string; onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const schema = useMemo(() => newPasswordSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const reset = useResetPassword();

  const submit = form.handleSubmit((passwords) =>
    reset.mutate(
      { email, code, ...passwords },
      {
        onSuccess: () => {
          toast.success(t('forgot.resetDone'));
          onDone();
        },
        onError: (error) => form.setError(SERVER_ERROR, { message: errorText(error, t('forgot.resetFailed')) }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        autoFocus
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <FormAlert>{serverError(form)}</FormAlert>
      <div className="flex items-center gap-3">
        <Button variant="outline" onClick={onBack}>
          {t('forgot.back')}
        </Button>
        <Button type="submit" className="flex-1" isLoading={reset.isPending}>
          {t('forgot.resetPassword')}
        </Button>
      </div>
    </form>
  );
}

function StepIndicator({ step }: { step: Step }) {
  const { t } = useTranslation('auth');
  return (
    <ol className="mb-4 flex items-center gap-2" aria-label={t('forgot.steps', { step })}>
      {[1, 2, 3].map((n) => (
        <li key={n} className={`h-1.5 flex-1 rounded-full ${n <= step ? 'bg-brand-600' : 'bg-slate-200'}`}>
          <span className="sr-only">
            {t(n < step ? 'forgot.stepDone' : n === step ? 'forgot.stepCurrent' : 'forgot.step', { step: n })}
          </span>
        </li>
      ))}
    </ol>
  );
}
