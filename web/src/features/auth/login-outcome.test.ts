import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { wordsOf } from '@/lib/i18n-testing';
import { describeLoginFailure, roleMismatchMessage } from './login-outcome';

const t = await wordsOf('auth');

const page = { role: 'jobseeker' as const, email: 'asha@example.in' };

describe('describeLoginFailure (spec §8 Login)', () => {
  it('403: the server message, followed to its redirect', () => {
    const error = new ApiError(403, { message: roleMismatchMessage('jobseeker', t), redirect: '/login/employer' }, 'Forbidden');
    expect(describeLoginFailure(error, page, t)).toEqual({
      kind: 'redirect',
      message: 'This email is registered as an employer. Please use the employer login.',
      to: '/login/employer',
    });
  });

  it('403 without a message or redirect', () => {
    expect(describeLoginFailure(new ApiError(403, {}, 'Forbidden'), page, t)).toEqual({
      kind: 'error',
      message: 'Role mismatch. Please use the correct login page.',
    });
  });

  it('404: the server message, else the invalid-credentials text', () => {
    expect(describeLoginFailure(new ApiError(404, {}, 'Not Found'), page, t)).toEqual({
      kind: 'error',
      message: 'Invalid credentials. Please check your email and password.',
    });
  });

  it('401 requiresPasswordReset: to the reset page with the email and role', () => {
    const error = new ApiError(401, { requiresPasswordReset: true, email: 'old@example.in', role: 'employer' }, 'Unauthorized');
    expect(describeLoginFailure(error, page, t)).toEqual({
      kind: 'reset-password',
      message: 'Password reset required. Please reset your password to continue.',
      email: 'old@example.in',
      role: 'employer',
    });
  });

  it('401 requiresEmailVerification', () => {
    const error = new ApiError(401, { requiresEmailVerification: true, email: page.email }, 'Unauthorized');
    expect(describeLoginFailure(error, page, t)).toEqual({
      kind: 'verify-email',
      message: 'Please verify your email address to login.',
    });
  });

  it('429 and anything else: the server message, else the login-page fallback', () => {
    const throttled = new ApiError(429, { message: 'Too many failed login attempts. Please try again in 15 minutes.' }, '');
    expect(describeLoginFailure(throttled, page, t)).toEqual({ kind: 'error', message: throttled.message });
    expect(describeLoginFailure(new ApiError(500, {}, ''), page, t)).toEqual({
      kind: 'error',
      message: 'Login failed. Please check your credentials.',
    });
    expect(describeLoginFailure(new TypeError('boom'), page, t)).toEqual({
      kind: 'error',
      message: 'Login failed. Please check your credentials.',
    });
  });

  it('mirrors the role-mismatch message for the employer page', () => {
    expect(roleMismatchMessage('employer', t)).toBe('This email is registered as a job seeker. Please use the job seeker login.');
  });

  it('on the admin login, points everyone else to the public login pages', () => {
    expect(roleMismatchMessage('admin', t)).toBe(
      'Only admin accounts can sign in here. Please use the candidate or employer login.',
    );
  });

  it("403 on the candidate page for an admin: the server's message, to the admin login", () => {
    const message = 'This email is registered as an admin. Please use the admin login.';
    const error = new ApiError(403, { message, code: 'role_mismatch', redirect: '/login/admin' }, 'Forbidden');
    expect(describeLoginFailure(error, page, t)).toEqual({ kind: 'redirect', message, to: '/login/admin' });
  });

  it('in Hindi, a 403 reads as the page it sends to (the server’s message is English)', async () => {
    const hindi = await wordsOf('auth', 'hi');
    const fallbackOnly = (_error: unknown, fallback: string) => fallback;
    const error = new ApiError(403, { message: 'English', code: 'role_mismatch', redirect: '/login/employer' }, 'Forbidden');
    expect(describeLoginFailure(error, page, hindi, fallbackOnly)).toEqual({
      kind: 'redirect',
      message: hindi('login.mismatch.jobseeker'),
      to: '/login/employer',
    });
    expect(hindi('login.mismatch.jobseeker')).toMatch(/एम्प्लॉयर/);
  });
});
