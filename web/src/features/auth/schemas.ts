import { z } from '@/lib/zod';
import type { Translate } from '@/lib/i18n';
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES, uploadError, type PickedFile } from '@/lib/upload-rules';
import type { Role } from '@/types/api';

// Every message is spelled as in the spec (§5), in the app's language (the `auth` catalogue's
// `validation.*`: each schema is a function of `t`); checks are chained in the spec's order, and
// a form shows the first failing check of each field.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Sign-up special characters (spec §5). */
const SIGNUP_SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;
/** The reset dialog's "punctuation set": any ASCII punctuation. */
const PUNCTUATION = /[!-/:-@[-`{-~]/;

export const MAX_IMAGE_BYTES = MAX_UPLOAD_BYTES;

/** The auth screens' words (a unit test passes `wordsOf('auth')`). */
type T = Translate<'auth'>;

const mismatch = (t: T) => ({ message: t('validation.passwordsMismatch'), path: ['confirmPassword'] });

// ---- Sign-up (§5 Sign-up) ----

const confirmPassword = (t: T) => z.string().min(1, t('validation.confirmRequired'));

const signupFields = (t: T) => ({
  name: z.string().trim().min(1, t('validation.nameRequired')).min(2, t('validation.nameMin')),
  email: z.string().trim().min(1, t('validation.emailRequired')).regex(EMAIL_PATTERN, t('validation.emailInvalid')),
  password: z
    .string()
    .min(1, t('validation.passwordRequired'))
    .min(8, t('validation.passwordMin'))
    .regex(/[A-Z]/, t('validation.passwordUpper'))
    .regex(/[a-z]/, t('validation.passwordLower'))
    .regex(/[0-9]/, t('validation.passwordNumber'))
    .regex(SIGNUP_SPECIAL, t('validation.passwordSpecial')),
  confirmPassword: confirmPassword(t),
});

export const jobseekerSignupSchema = (t: T) => {
  const { name, email, password, confirmPassword } = signupFields(t);
  return z.object({ name, email, password, confirmPassword }).refine((v) => v.password === v.confirmPassword, mismatch(t));
};

export const employerSignupSchema = (t: T) => {
  const { name, email, password, confirmPassword } = signupFields(t);
  return z
    .object({
      name,
      companyName: z.string().trim().min(1, t('validation.companyRequired')).min(2, t('validation.companyMin')),
      email,
      password,
      confirmPassword,
    })
    .refine((v) => v.password === v.confirmPassword, mismatch(t));
};

/** The values of either sign-up form (the company name is the employer's only). */
export type SignupValues = {
  name: string;
  companyName?: string;
  email: string;
  password: string;
  confirmPassword: string;
};

/** The sign-up schema of `role`: the job seeker's has no company name. */
export const signupSchemaFor = (role: Role, t: T): z.ZodType<SignupValues, SignupValues> =>
  role === 'employer' ? employerSignupSchema(t) : jobseekerSignupSchema(t);

/**
 * The first problem with a picked profile image or company logo (§5 Sign-up, Image), or null
 * when it may be uploaded: an image type, then at most 5 MB.
 */
export const imageFileError = (file: PickedFile, t: T): string | null => {
  const error = uploadError(file, 'image', { typeMessage: t('validation.imageType') });
  return error === FILE_TOO_LARGE ? t('validation.imageSize') : error;
};

// ---- Login (§5 Login: shared validators) ----

const loginEmail = (t: T) =>
  z.string().trim().min(1, t('validation.emailRequired')).regex(EMAIL_PATTERN, t('validation.emailNotValid'));

export const loginSchema = (t: T) =>
  z.object({
    email: loginEmail(t),
    password: z.string().min(1, t('validation.passwordRequired')),
    rememberMe: z.boolean().optional(),
  });

// ---- Forgot-password dialog (§5) ----

const resetPassword = (t: T) =>
  z
    .string()
    .min(1, t('validation.passwordRequired'))
    .min(8, t('validation.passwordLength'))
    .max(20, t('validation.passwordLength'))
    .regex(/[A-Z]/, t('validation.passwordUpper'))
    .regex(PUNCTUATION, t('validation.passwordSpecial'));

export const forgotEmailSchema = (t: T) => z.object({ email: loginEmail(t) });

export const resetCodeSchema = (t: T) =>
  z.object({
    code: z.string().regex(/^\d{6}$/, t('validation.resetCode')),
  });

export const newPasswordSchema = (t: T) =>
  z
    .object({ newPassword: resetPassword(t), confirmPassword: confirmPassword(t) })
    .refine((v) => v.newPassword === v.confirmPassword, mismatch(t));

// ---- Verify email (§5) ----

export const verifyEmailSchema = (t: T) =>
  z.object({
    verificationCode: z.string().regex(/^\d{6}$/, t('validation.verifyCode')),
  });

// ---- Reset migrated password (§5) ----

export const migratedResetSchema = (t: T) =>
  z
    .object({
      email: z.string().trim().min(1, t('validation.emailRequired')),
      oldPassword: z.string(),
      newPassword: resetPassword(t),
      confirmPassword: confirmPassword(t),
    })
    .refine((v) => v.newPassword === v.confirmPassword, mismatch(t));
