import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { loginPath } from '@/config/paths';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { errorMessage, isApiError } from '@/lib/api-client';
import { SERVER_ERROR, serverError, useZodForm } from '@/lib/form';
import type { Role } from '@/types/api';
import { useResetMigratedPassword } from '../api/reset-migrated-password';
import { followRedirect } from '../follow-redirect';
import { migratedResetSchema } from '../schemas';
import { StatusPanel } from './status-panel';

const TO_LOGIN_DELAY_MS = 3_000;

/** Spec §2.6: set a new password for an account moved from the old system. */
export function ResetMigratedPasswordForm({ initialEmail, role }: { initialEmail: string; role: Role }) {
  const form = useZodForm(migratedResetSchema, {
    defaultValues: { email: initialEmail, oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const [done, setDone] = useState(false);
  const reset = useResetMigratedPassword();
  const navigate = useNavigate();
  const later = useDelayedAction();

  const onSubmit = form.handleSubmit((data) =>
    reset.mutate(
      { ...data, role },
      {
        onSuccess: () => {
          toast.success('Password reset successfully! You can now login with your new password.');
          setDone(true);
          later(() => navigate(loginPath(role), { replace: true }), TO_LOGIN_DELAY_MS);
        },
        onError: (error) => {
          const message = errorMessage(error, 'Failed to reset password');
          const redirect = isApiError(error) && error.status === 403 ? error.body.redirect : undefined;
          if (typeof redirect === 'string' && redirect) {
            toast.error(message);
            return followRedirect(redirect, navigate);
          }
          form.setError(SERVER_ERROR, { message });
        },
      },
    ),
  );

  if (done) {
    return (
      <StatusPanel title="Password updated">
        <p>You can now sign in with your new password. Taking you to the login page&hellip;</p>
      </StatusPanel>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Reset password">
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        readOnly={Boolean(initialEmail)}
        error={errors.email?.message}
        required
        {...form.register('email')}
      />
      <PasswordField
        label="Old password"
        autoComplete="current-password"
        hint="Optional: the password you used before."
        {...form.register('oldPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        hint="8-20 characters with uppercase and special characters."
        required
        {...form.register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        required
        {...form.register('confirmPassword')}
      />
      <FormAlert>{serverError(form)}</FormAlert>
      <Button type="submit" size="lg" className="w-full" isLoading={reset.isPending}>
        Reset password
      </Button>
    </form>
  );
}
