import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { loginPath } from '@/config/paths';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { isApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n';
import { SERVER_ERROR, serverError, useZodForm } from '@/lib/form';
import type { Role } from '@/types/api';
import { useResetMigratedPassword } from '../api/reset-migrated-password';
import { followRedirect } from '../follow-redirect';
import { migratedResetSchema } from '../schemas';
import { StatusPanel } from './status-panel';

const TO_LOGIN_DELAY_MS = 3_000;

/** Spec §2.6: set a new password for an account moved from the old system. */
export function ResetMigratedPasswordForm({ initialEmail, role }: { initialEmail: string; role: Role }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const schema = useMemo(() => migratedResetSchema(t), [t]);
  const form = useZodForm(schema, {
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
          toast.success(t('migrated.success'));
          setDone(true);
          later(() => navigate(loginPath(role), { replace: true }), TO_LOGIN_DELAY_MS);
        },
        onError: (error) => {
          const message = errorText(error, t('migrated.failed'));
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
      <StatusPanel title={t('migrated.doneTitle')}>
        <p>{t('migrated.doneText')}</p>
      </StatusPanel>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('migrated.form')}>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        readOnly={Boolean(initialEmail)}
        error={errors.email?.message}
        required
        {...form.register('email')}
      />
      <PasswordField
        label={t('migrated.oldPassword')}
        autoComplete="current-password"
        hint={t('migrated.oldHint')}
        {...form.register('oldPassword')}
      />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        hint={t('migrated.newHint')}
        required
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        required
        {...form.register('confirmPassword')}
      />
      <FormAlert>{serverError(form)}</FormAlert>
      <Button type="submit" size="lg" className="w-full" isLoading={reset.isPending}>
        {t('migrated.submit')}
      </Button>
    </form>
  );
}
