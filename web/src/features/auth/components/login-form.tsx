import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { dashboardPath, resetMigratedPasswordPath, signupPath } from '@/config/paths';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { logout, originPath, setSessionUser } from '@/lib/auth';
import { useErrorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { SERVER_ERROR, serverError, useZodForm } from '@/lib/form';
import type { Role, User } from '@/types/api';
import { useLogin } from '../api/login';
import { followRedirect } from '../follow-redirect';
import { describeLoginFailure, roleMismatchMessage } from '../login-outcome';
import { loginSchema } from '../schemas';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { StatusPanel } from './status-panel';

const REDIRECT_DELAY_MS = 2_000;
const SIGNUP_DELAY_MS = 1_000;

type LoginFormProps = {
  role: Role;
  /** Called as soon as the login succeeded, before the welcome screen. */
  onSignedIn: () => void;
};

export function LoginForm({ role, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const schema = useMemo(() => loginSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: { email: '', password: '', rememberMe: false } });
  const { errors } = form.formState;
  const setFormError = (message: string) => form.setError(SERVER_ERROR, { message });
  const [welcome, setWelcome] = useState<User | null>(null);

  const login = useLogin();
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const later = useDelayedAction();
  // `?forgot=1` (where a failed migrated-password reset sends the user) opens the dialog at once.
  const [searchParams] = useSearchParams();
  const [forgotOpen, setForgotOpen] = useState(() => searchParams.get('forgot') === '1');

  const handleError = (error: unknown, email: string) => {
    const failure = describeLoginFailure(error, { role, email }, t, errorText);
    switch (failure.kind) {
      case 'redirect':
        if (failure.to === location.pathname) return setFormError(failure.message);
        // The page changes, so the message travels as a toast.
        toast.error(failure.message);
        return followRedirect(failure.to, navigate);
      case 'reset-password':
        toast.info(failure.message);
        return navigate(resetMigratedPasswordPath(failure.email, failure.role), {
          state: { email: failure.email, role: failure.role },
        });
      case 'verify-email':
        toast.error(failure.message);
        return later(() => navigate(signupPath(role)), SIGNUP_DELAY_MS);
      case 'error':
        return setFormError(failure.message);
    }
  };

  const onSubmit = form.handleSubmit(({ email, password, rememberMe = false }) =>
    login.mutate(
      { email, password, rememberMe, loginType: role, role },
      {
        onSuccess: ({ user }) => {
          if (user.role !== role) {
            // Do not keep a session opened through the wrong door.
            void logout().catch(() => undefined);
            return setFormError(roleMismatchMessage(role, t));
          }
          onSignedIn();
          setSessionUser(client, user);
          setWelcome(user);
          const target = originPath(location.state) ?? dashboardPath(user.role);
          later(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
        },
        onError: (error) => handleError(error, email),
      },
    ),
  );

  if (welcome) {
    return (
      <StatusPanel title={richText(t('login.welcome'), { name: () => <span translate="no">{welcome.name}</span> })}>
        <p>
          {originPath(location.state)
            ? t('login.toOrigin')
            : welcome.role === 'admin'
              ? t('login.toConsole')
              : t('login.toDashboard')}
        </p>
      </StatusPanel>
    );
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t(`login.${role}.form`)}>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          required
          {...form.register('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          error={errors.password?.message}
          required
          {...form.register('password')}
        />
        <div className="flex items-center justify-between gap-3">
          <Checkbox label={t('login.rememberMe')} {...form.register('rememberMe')} />
          <Button variant="link" className="text-sm" onClick={() => setForgotOpen(true)}>
            {t('login.forgot')}
          </Button>
        </div>
        <FormAlert>{serverError(form)}</FormAlert>
        <Button type="submit" size="lg" className="w-full" isLoading={login.isPending}>
          {login.isPending ? t('login.signingIn') : t('login.signIn')}
        </Button>
      </form>
      <ForgotPasswordDialog
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={forgotOpen ? form.getValues('email') : ''}
      />
    </>
  );
}
