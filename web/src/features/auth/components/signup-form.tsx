import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { dashboardPath, verifyEmailPath } from '@/config/paths';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { errorMessage, isApiError } from '@/lib/api-client';
import { setSessionUser } from '@/lib/auth';
import { focusFirstInvalid, validate } from '@/lib/form';
import type { Role } from '@/types/api';
import { useRegister, type RegisterBody } from '../api/register';
import { useUploadImage } from '../api/upload-image';
import { savePendingSignup } from '../pending-signup';
import { employerSignupSchema, jobseekerSignupSchema } from '../schemas';
import { ImagePicker } from './image-picker';
import { StatusPanel } from './status-panel';

const TO_VERIFY_DELAY_MS = 1_000;
const TO_DASHBOARD_DELAY_MS = 2_000;

type Values = { name: string; companyName: string; email: string; password: string; confirmPassword: string };
type Field = keyof Values;

type Done = { kind: 'verify'; email: string } | { kind: 'created'; name: string };

export function SignupForm({ role, onSignedIn }: { role: Role; onSignedIn: () => void }) {
  const isEmployer = role === 'employer';
  const [values, setValues] = useState<Values>({ name: '', companyName: '', email: '', password: '', confirmPassword: '' });
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);

  const upload = useUploadImage();
  const register = useRegister();
  const client = useQueryClient();
  const navigate = useNavigate();
  const later = useDelayedAction();

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    // The job seeker schema strips the (unused) company name.
    const result = validate(isEmployer ? employerSignupSchema : jobseekerSignupSchema, values);
    if (!result.success) {
      setErrors(result.errors);
      return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    }
    setErrors({});
    const data: Omit<Values, 'companyName'> & { companyName?: string } = result.data;
    const { name, email: typedEmail, password, confirmPassword } = data;
    const credentials = { name, email: typedEmail, password, confirmPassword };

    let fileName: string | undefined;
    if (image) {
      try {
        fileName = (await upload.mutateAsync(image)).filename;
      } catch {
        setFormError(
          isEmployer ? 'Failed to upload company logo. Please try again.' : 'Failed to upload avatar. Please try again.',
        );
        return;
      }
    }

    const body: RegisterBody = isEmployer
      ? { ...credentials, role: 'employer', companyName: data.companyName ?? '', ...(fileName ? { companyLogo: fileName } : {}) }
      : { ...credentials, role: 'jobseeker', ...(fileName ? { avatar: fileName } : {}) };

    try {
      const response = await register.mutateAsync(body);
      toast.success('Registration successful!');
      if ('user' in response) {
        onSignedIn();
        setSessionUser(client, response.user);
        setDone({ kind: 'created', name: response.user.name });
        const target = dashboardPath(response.user.role);
        later(() => navigate(target, { replace: true }), TO_DASHBOARD_DELAY_MS);
        return;
      }
      const email = response.email ?? typedEmail;
      savePendingSignup({
        name,
        email,
        role,
        ...(isEmployer ? { companyName: data.companyName, companyLogo: fileName } : { avatar: fileName }),
      });
      setDone({ kind: 'verify', email });
      later(() => navigate(verifyEmailPath(email)), TO_VERIFY_DELAY_MS);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.serverMessage === 'User already exists') {
        setErrors({ email: 'An account with this email already exists' });
      }
      setFormError(errorMessage(error, 'Registration failed. Please try again.'));
    }
  };

  if (done?.kind === 'verify') {
    return (
      <StatusPanel title="Check your email" icon="mail">
        <p>
          We sent a 6-digit verification code to <span className="font-medium text-slate-900">{done.email}</span>.
        </p>
      </StatusPanel>
    );
  }
  if (done?.kind === 'created') {
    return (
      <StatusPanel title={`Welcome to KaamSetu, ${done.name}!`}>
        <p>Your account is ready. Taking you to your dashboard&hellip;</p>
      </StatusPanel>
    );
  }

  const busy = upload.isPending || register.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={isEmployer ? 'Employer sign up' : 'Candidate sign up'}>
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        placeholder="e.g. Asha Verma"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        required
      />
      {isEmployer ? (
        <TextField
          label="Company name"
          name="companyName"
          autoComplete="organization"
          placeholder="e.g. Setu Logistics Pvt Ltd"
          value={values.companyName}
          onChange={set('companyName')}
          error={errors.companyName}
          required
        />
      ) : null}
      <ImagePicker
        label={isEmployer ? 'Company logo' : 'Profile image'}
        file={image}
        onChange={setImage}
        shape={isEmployer ? 'square' : 'round'}
      />
      <TextField
        label="Email address"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        required
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint="At least 8 characters with upper and lower case letters, a number and a special character."
        required
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
        required
      />
      <FormAlert>{formError}</FormAlert>
      <Button type="submit" size="lg" className="w-full" isLoading={busy}>
        {upload.isPending ? 'Uploading image…' : register.isPending ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  );
}
