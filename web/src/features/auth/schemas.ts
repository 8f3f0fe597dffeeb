import { z } from 'zod';
import { MAX_UPLOAD_BYTES, uploadError, type PickedFile } from '@/lib/upload-rules';
import type { Role } from '@/types/api';

// Every message is spelled as in the spec (§5); checks are chained in the spec's order, and a
// form shows the first failing check of each field.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Sign-up special characters (spec §5). */
const SIGNUP_SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;
/** The reset dialog's "punctuation set": any ASCII punctuation. */
const PUNCTUATION = /[!-/:-@[-`{-~]/;

export const MAX_IMAGE_BYTES = MAX_UPLOAD_BYTES;

const mismatch = (path: 'confirmPassword') => ({ message: 'Passwords do not match', path: [path] });

// ---- Sign-up (§5 Sign-up) ----

const signupName = z.string().trim().min(1, 'Name is required').min(2, 'Name must be at least 2 characters');
const signupCompanyName = z
  .string()
  .trim()
  .min(1, 'Company name is required')
  .min(2, 'Company name must be at least 2 characters');
const signupEmail = z.string().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, 'Email address is invalid');
const signupPassword = z
  .string()
  .min(1, 'Password is required')
  .min(8, 'Password must be at least 8 characters long')
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number')
  .regex(SIGNUP_SPECIAL, 'Password must contain at least one special character');
const confirmPassword = z.string().min(1, 'Please confirm your password');

export const jobseekerSignupSchema = z
  .object({ name: signupName, email: signupEmail, password: signupPassword, confirmPassword })
  .refine((v) => v.password === v.confirmPassword, mismatch('confirmPassword'));

export const employerSignupSchema = z
  .object({
    name: signupName,
    companyName: signupCompanyName,
    email: signupEmail,
    password: signupPassword,
    confirmPassword,
  })
  .refine((v) => v.password === v.confirmPassword, mismatch('confirmPassword'));

/** The values of either sign-up form (the company name is the employer's only). */
export type SignupValues = {
  name: string;
  companyName?: string;
  email: string;
  password: string;
  confirmPassword: string;
};

/** The sign-up schema of `role`: the job seeker's has no company name. */
export const signupSchemaFor = (role: Role): z.ZodType<SignupValues, SignupValues> =>
  role === 'employer' ? employerSignupSchema : jobseekerSignupSchema;

/**
 * The first problem with a picked profile image or company logo (§5 Sign-up, Image), or null
 * when it may be uploaded: an image type, then at most 5 MB.
 */
export const imageFileError = (file: PickedFile): string | null =>
  uploadError(file, 'image', { typeMessage: 'Please select an image file (JPEG, PNG, GIF)' });

// ---- Login (§5 Login: shared validators) ----

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, 'Please enter a valid email'),
  password: z.string().min(1, 'Password is required'),
  rememberMe: z.boolean().optional(),
});

// ---- Forgot-password dialog (§5) ----

const resetEmail = z.string().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, 'Please enter a valid email');
const resetPassword = z
  .string()
  .min(1, 'Password is required')
  .min(8, 'Password must be 8–20 characters long')
  .max(20, 'Password must be 8–20 characters long')
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(PUNCTUATION, 'Password must contain at least one special character');

export const forgotEmailSchema = z.object({ email: resetEmail });
export const resetCodeSchema = z.object({
  code: z.string().regex(/^\d{6}$/, 'Please enter a valid 6-digit verification code'),
});
export const newPasswordSchema = z
  .object({ newPassword: resetPassword, confirmPassword })
  .refine((v) => v.newPassword === v.confirmPassword, mismatch('confirmPassword'));

// ---- Verify email (§5) ----

export const verifyEmailSchema = z.object({
  verificationCode: z.string().regex(/^\d{6}$/, 'Please enter the 6-digit verification code'),
});

// ---- Reset migrated password (§5) ----

export const migratedResetSchema = z
  .object({
    email: z.string().trim().min(1, 'Email is required'),
    oldPassword: z.string(),
    newPassword: resetPassword,
    confirmPassword,
  })
  .refine((v) => v.newPassword === v.confirmPassword, mismatch('confirmPassword'));
