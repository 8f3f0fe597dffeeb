import { errorMessage, isApiError } from '@/lib/api-client';
import type { Role } from '@/types/api';

/** What the login page does with a failed login (spec §4 Login, §8 Login). */
export type LoginFailure =
  | { kind: 'error'; message: string }
  | { kind: 'redirect'; message: string; to: string }
  | { kind: 'reset-password'; message: string; email: string; role: Role }
  | { kind: 'verify-email'; message: string };

/**
 * Spec §8: the message shown when an account of the other role signs in on this page (the admin
 * login, issue 29: any account but an admin's).
 */
export const roleMismatchMessage = (pageRole: Role) =>
  pageRole === 'jobseeker'
    ? 'This email is registered as an employer. Please use the employer login.'
    : pageRole === 'admin'
      ? 'Only admin accounts can sign in here. Please use the candidate or employer login.'
      : 'This email is registered as a job seeker. Please use the job seeker login.';

export function describeLoginFailure(error: unknown, page: { role: Role; email: string }): LoginFailure {
  if (!isApiError(error)) return { kind: 'error', message: 'Login failed. Please check your credentials.' };
  const { status, body } = error;
  if (status === 403) {
    const message = errorMessage(error, 'Role mismatch. Please use the correct login page.');
    return typeof body.redirect === 'string' && body.redirect
      ? { kind: 'redirect', message, to: body.redirect }
      : { kind: 'error', message };
  }
  if (status === 404) {
    return { kind: 'error', message: errorMessage(error, 'Invalid credentials. Please check your email and password.') };
  }
  if (status === 401 && body.requiresPasswordReset) {
    return {
      kind: 'reset-password',
      message: 'Password reset required. Please reset your password to continue.',
      email: typeof body.email === 'string' && body.email ? body.email : page.email,
      role: body.role === 'employer' || body.role === 'jobseeker' ? body.role : page.role,
    };
  }
  if (status === 401 && body.requiresEmailVerification) {
    return { kind: 'verify-email', message: 'Please verify your email address to login.' };
  }
  return { kind: 'error', message: errorMessage(error, 'Login failed. Please check your credentials.') };
}
