import { errorMessage, isApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n';
import type { Role } from '@/types/api';

/** What the login page does with a failed login (spec §4 Login, §8 Login). */
export type LoginFailure =
  | { kind: 'error'; message: string }
  | { kind: 'redirect'; message: string; to: string }
  | { kind: 'reset-password'; message: string; email: string; role: Role }
  | { kind: 'verify-email'; message: string };

/** A failed call's words: lib/error-text's `useErrorText()` on a screen, `errorMessage` (English) by default. */
type ErrorText = (error: unknown, fallback: string) => string;

/**
 * Spec §8: the message shown when an account of the other role signs in on this page (the admin
 * login, issue 29: any account but an admin's).
 */
export const roleMismatchMessage = (pageRole: Role, t: Translate<'auth'>) => t(`login.mismatch.${pageRole}`);

/** The role-mismatch words for a 403 that sends the user to `redirect` (the login page of their role). */
function mismatchFor(redirect: unknown, t: Translate<'auth'>): string {
  if (redirect === '/login/employer') return t('login.mismatch.jobseeker');
  if (redirect === '/login/jobseeker') return t('login.mismatch.employer');
  if (redirect === '/login/admin') return t('login.mismatch.registeredAdmin');
  return t('login.mismatch.other');
}

export function describeLoginFailure(
  error: unknown,
  page: { role: Role; email: string },
  t: Translate<'auth'>,
  errorText: ErrorText = errorMessage,
): LoginFailure {
  if (!isApiError(error)) return { kind: 'error', message: t('login.failed') };
  const { status, body } = error;
  if (status === 403) {
    // In English the server's own message; in another language the words of the page it sends to.
    const message = errorText(error, mismatchFor(body.redirect, t));
    return typeof body.redirect === 'string' && body.redirect
      ? { kind: 'redirect', message, to: body.redirect }
      : { kind: 'error', message };
  }
  if (status === 404) {
    return { kind: 'error', message: errorText(error, t('login.invalidCredentials')) };
  }
  if (status === 401 && body.requiresPasswordReset) {
    return {
      kind: 'reset-password',
      message: t('login.resetRequired'),
      email: typeof body.email === 'string' && body.email ? body.email : page.email,
      role: body.role === 'employer' || body.role === 'jobseeker' ? body.role : page.role,
    };
  }
  if (status === 401 && body.requiresEmailVerification) {
    return { kind: 'verify-email', message: t('login.verifyFirst') };
  }
  return { kind: 'error', message: errorText(error, t('login.failed')) };
}
