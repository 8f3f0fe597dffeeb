import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { FilePicker } from '@/components/file-upload';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { dashboardPath, verifyEmailPath } from '@/config/paths';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { isApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-text';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { setSessionUser } from '@/lib/auth';
import { returnTo } from '@/lib/return-to';
import { SERVER_ERROR, serverError, useZodForm } from '@/lib/form';
import { useUpload } from '@/lib/upload-file';
import type { Role } from '@/types/api';
import { useRegister, type RegisterBody, type RegisterReply } from '../api/register';
import { cooldownStamp, savePendingSignup } from '../pending-signup';
import { imageFileError, signupSchemaFor } from '../schemas';
import { DevMailNote } from '@/components/dev-mail-note';
import { StatusPanel } from './status-panel';

const TO_VERIFY_DELAY_MS = 1_000;
const TO_DASHBOARD_DELAY_MS = 2_000;
const ENGLISH_IMAGE_HINT = 'JPG, PNG or WebP, up to 5MB';

type Done = { kind: 'verify'; email: string; devMode: boolean } | { kind: 'created'; name: string };

type SignupFormProps = {
  role: Role;
  /** Where to go back to once the account exists (a job the person tapped Apply on), if anywhere. */
  origin?: string | null;
  onSignedIn: () => void;
};

export function SignupForm({ role, origin = null, onSignedIn }: SignupFormProps) {
  const isEmployer = role === 'employer';
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const errorText = useErrorText();
  const schema = useMemo(() => signupSchemaFor(role, t), [role, t]);
  const form = useZodForm(schema, {
    defaultValues: { name: '', companyName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  // The picker refuses a wrong file at once (spec §5 Image), so only a valid image gets here.
  const [image, setImage] = useState<File | null>(null);
  const [done, setDone] = useState<Done | null>(null);

  // No account exists yet: the sign-up's own upload route (POST /api/auth/upload-image).
  const upload = useUpload({ kind: 'image', anonymous: true });
  const register = useRegister();
  const client = useQueryClient();
  const navigate = useNavigate();
  const later = useDelayedAction();

  const onSubmit = form.handleSubmit(async (data) => {
    const { name, email: typedEmail, password, confirmPassword } = data;
    const credentials = { name, email: typedEmail, password, confirmPassword };

    let fileName: string | undefined;
    if (image) {
      try {
        fileName = (await upload.mutateAsync(image)).filename;
      } catch {
        const message = isEmployer ? t('signup.logoFailed') : t('signup.avatarFailed');
        return form.setError(SERVER_ERROR, { message });
      }
    }

    const body: RegisterBody = isEmployer
      ? { ...credentials, role: 'employer', companyName: data.companyName ?? '', ...(fileName ? { companyLogo: fileName } : {}) }
      : { ...credentials, role: 'jobseeker', ...(fileName ? { avatar: fileName } : {}) };

    let response: RegisterReply;
    try {
      response = await register.mutateAsync(body);
    } catch (error) {
      // Each error shows once: an existing account marks the e-mail field, anything else the form.
      if (isApiError(error) && error.status === 400 && error.serverMessage === 'User already exists') {
        return form.setError('email', { message: t('signup.userExists') }, { shouldFocus: true });
      }
      return form.setError(SERVER_ERROR, { message: errorText(error, t('signup.failed')) });
    }

    if ('user' in response) {
      // 201: the account exists and is signed in.
      toast.success(t('signup.success'));
      onSignedIn();
      setSessionUser(client, response.user);
      setDone({ kind: 'created', name: response.user.name });
      const target = origin ?? dashboardPath(response.user.role);
      later(() => navigate(target, { replace: true }), TO_DASHBOARD_DELAY_MS);
      return;
    }

    // 200: only a code was sent; the account is created by the code.
    toast.success(t('forgot.codeSent'));
    const { email, devMode } = response;
    savePendingSignup({
      name,
      email,
      role,
      registrationId: response.registrationId,
      ...cooldownStamp(response.cooldownSeconds),
      devMode,
      ...(origin ? { returnTo: origin } : {}),
      ...(isEmployer ? { companyName: data.companyName, companyLogo: fileName } : { avatar: fileName }),
    });
    setDone({ kind: 'verify', email, devMode });
    later(() => navigate(verifyEmailPath(email), { state: origin ? returnTo(origin) : undefined }), TO_VERIFY_DELAY_MS);
  });

  if (done?.kind === 'verify') {
    return (
      <StatusPanel title={t('signup.checkEmail')} icon="mail">
        <p>
          {richText(t('signup.sentTo'), {
            email: () => (
              <span translate="no" className="font-medium text-slate-900">
                {done.email}
              </span>
            ),
          })}
        </p>
        {done.devMode ? (
          <div className="mt-4">
            <DevMailNote />
          </div>
        ) : null}
      </StatusPanel>
    );
  }
  if (done?.kind === 'created') {
    return (
      <StatusPanel title={richText(t('signup.welcome'), { name: () => <span translate="no">{done.name}</span> })}>
        <p>{t('signup.ready')}</p>
      </StatusPanel>
    );
  }

  const busy = upload.isPending || register.isPending;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={t(isEmployer ? 'signup.employer.form' : 'signup.jobseeker.form')}
    >
      <TextField
        label={t('signup.fullName')}
        autoComplete="name"
        placeholder={t('signup.namePlaceholder')}
        error={errors.name?.message}
        required
        {...form.register('name')}
      />
      {isEmployer ? (
        <TextField
          label={t('signup.companyName')}
          autoComplete="organization"
          placeholder={t('signup.companyPlaceholder')}
          error={errors.companyName?.message}
          required
          {...form.register('companyName')}
        />
      ) : null}
      <FilePicker
        kind="image"
        label={isEmployer ? t('signup.companyLogo') : t('signup.profileImage')}
        optional
        file={image}
        onChange={setImage}
        shape={isEmployer ? 'square' : 'round'}
        // Spec §5 Sign-up: the picker takes .jpg, .jpeg, .png and .webp; its type message is its own.
        accept=".jpg,.jpeg,.png,.webp"
        // Spec §5's hint in English; in another language the picker's own (its format names marked English).
        hint={language === 'en' ? ENGLISH_IMAGE_HINT : undefined}
        validate={(file) => imageFileError(file, t)}
      />
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
        autoComplete="new-password"
        error={errors.password?.message}
        hint={t('signup.passwordHint')}
        required
        {...form.register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        required
        {...form.register('confirmPassword')}
      />
      <FormAlert>{serverError(form)}</FormAlert>
      <Button type="submit" size="lg" className="w-full" isLoading={busy}>
        {upload.isPending ? t('signup.uploading') : register.isPending ? t('signup.creating') : t('signup.create')}
      </Button>
    </form>
  );
}
