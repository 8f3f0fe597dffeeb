import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { OtpInput } from '@/components/ui/otp-input';
import { PasswordField } from '@/components/ui/password-field';
import { useCountdown } from '@/hooks/use-countdown';
import { errorMessage, isApiError } from '@/lib/api-client';
import { focusFirstInvalid, validate } from '@/lib/form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { forgotEmailSchema, newPasswordSchema, resetCodeSchema } from '../schemas';

const DEFAULT_COOLDOWN = 60;

type Step = 1 | 2 | 3;

const STEP_TEXT: Record<Step, string> = {
  1: 'Enter the email address of your account and we will send you a 6-digit code.',
  2: 'Enter the 6-digit code we sent to your email. It expires in 10 minutes.',
  3: 'Choose a new password: 8–20 characters with an uppercase letter and a special character.',
};

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
  return (
    <Dialog open={open} onClose={onClose} title="Reset your password">
      {/* The dialog unmounts its content when closed, so every opening starts afresh. */}
      <ForgotPasswordSteps onDone={onClose} initialEmail={initialEmail} />
    </Dialog>
  );
}

function ForgotPasswordSteps({ onDone, initialEmail }: { onDone: () => void; initialEmail: string }) {
  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [passwords, setPasswords] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [devMode, setDevMode] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const cooldown = useCountdown();

  const requestReset = useRequestPasswordReset();
  const verifyCode = useVerifyResetCode();
  const reset = useResetPassword();

  const sendCode = (targetEmail: string, advance: boolean) => {
    setFormError(null);
    requestReset.mutate(targetEmail, {
      onSuccess: (response) => {
        setDevMode(Boolean(response?.devMode));
        toast.success(
          response?.devMode
            ? 'Verification code sent to your email (dev mode: check the console)'
            : 'Verification code sent to your email',
        );
        cooldown.start(response?.cooldownSeconds ?? DEFAULT_COOLDOWN);
        if (advance) setStep(2);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 429) {
          const seconds = typeof error.body.cooldownSeconds === 'number' ? error.body.cooldownSeconds : DEFAULT_COOLDOWN;
          cooldown.start(seconds);
          setFormError(errorMessage(error, 'Failed to send verification code'));
          // A code was sent moments ago: let the user enter it.
          if (advance) setStep(2);
          return;
        }
        setFormError(errorMessage(error, 'Failed to send verification code'));
      },
    });
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(forgotEmailSchema, { email });
    if (!result.success) {
      setErrors(result.errors);
      return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    }
    setErrors({});
    setEmail(result.data.email);
    sendCode(result.data.email, true);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const result = validate(resetCodeSchema, { code });
    if (!result.success) {
      setErrors(result.errors);
      return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    }
    setErrors({});
    verifyCode.mutate(
      { email, code },
      {
        onSuccess: () => {
          toast.success('Verification code is valid');
          setStep(3);
        },
        onError: (error) => setFormError(errorMessage(error, 'Invalid verification code')),
      },
    );
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const result = validate(newPasswordSchema, passwords);
    if (!result.success) {
      setErrors(result.errors);
      return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    }
    setErrors({});
    reset.mutate(
      { email, code, ...result.data },
      {
        onSuccess: () => {
          toast.success('Password reset successfully');
          onDone();
        },
        onError: (error) => setFormError(errorMessage(error, 'Failed to reset password')),
      },
    );
  };

  const back = () => {
    setErrors({});
    setFormError(null);
    setStep((s) => (s > 1 ? ((s - 1) as Step) : s));
  };

  return (
    <div>
      <StepIndicator step={step} />
      <p className="mb-5 text-sm text-slate-600">{STEP_TEXT[step]}</p>

      {step === 1 ? (
        <form onSubmit={submitEmail} noValidate className="space-y-5">
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
            autoFocus
          />
          <FormAlert>{formError}</FormAlert>
          <Button type="submit" className="w-full" isLoading={requestReset.isPending}>
            Send code
          </Button>
        </form>
      ) : null}

      {step === 2 ? (
        <form onSubmit={submitCode} noValidate className="space-y-5">
          <p className="text-sm text-slate-700">
            Code sent to <span className="font-medium text-slate-900">{email}</span>
          </p>
          {devMode ? (
            <p className="rounded-lg bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900">
              Development mode: no e-mail leaves the server. Check the console for the code.
            </p>
          ) : null}
          <OtpInput
            label="Verification code"
            value={code}
            onChange={setCode}
            invalid={Boolean(errors.code)}
            autoFocus
            pasteMode="prefix"
          />
          {errors.code ? <p className="text-sm text-red-600">{errors.code}</p> : null}
          <FormAlert>{formError}</FormAlert>
          <div className="flex items-center justify-between text-sm">
            <Button variant="link" onClick={back}>
              Back
            </Button>
            <Button
              variant="link"
              disabled={cooldown.remaining > 0 || requestReset.isPending}
              onClick={() => sendCode(email, false)}
            >
              {cooldown.remaining > 0 ? `Resend in ${cooldown.remaining}s` : 'Resend code'}
            </Button>
          </div>
          <Button type="submit" className="w-full" isLoading={verifyCode.isPending}>
            Verify code
          </Button>
        </form>
      ) : null}

      {step === 3 ? (
        <form onSubmit={submitPassword} noValidate className="space-y-5">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={passwords.newPassword}
            onChange={(e) => setPasswords((p) => ({ ...p, newPassword: e.target.value }))}
            error={errors.newPassword}
            autoFocus
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            value={passwords.confirmPassword}
            onChange={(e) => setPasswords((p) => ({ ...p, confirmPassword: e.target.value }))}
            error={errors.confirmPassword}
          />
          <FormAlert>{formError}</FormAlert>
          <div className="flex items-center gap-3">
            <Button variant="outline" onClick={back}>
              Back
            </Button>
            <Button type="submit" className="flex-1" isLoading={reset.isPending}>
              Reset password
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

function StepIndicator({ step }: { step: Step }) {
  return (
    <ol className="mb-4 flex items-center gap-2" aria-label={`Step ${step} of 3`}>
      {[1, 2, 3].map((n) => (
        <li key={n} className={`h-1.5 flex-1 rounded-full ${n <= step ? 'bg-brand-600' : 'bg-slate-200'}`}>
          <span className="sr-only">{n < step ? `Step ${n} done` : n === step ? `Step ${n} current` : `Step ${n}`}</span>
        </li>
      ))}
    </ol>
  );
}
