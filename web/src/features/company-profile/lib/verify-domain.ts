// Verifying the company (issue 29): an address at the company's own domain gets a 6-digit code
// by mail; the code makes the employer Verified. The forms' rules, and what the API's refusals
// tell the employer.
import { z } from '@/lib/zod';
import { isApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Words = Translate<'companyProfile'>;

/**
 * A failed call's words (lib/error-text's `useErrorText`; `errorMessage` of lib/api-client in
 * English): the server's message, or in another language the words of its code, else `fallback`.
 */
type ErrorText = (error: unknown, fallback: string) => string;

/** Step 1: the work address to mail the code to. */
export const workEmailSchema = (t: Words) =>
  z.object({
    email: z.string().trim().min(1, t('verify.emailRequired')).regex(EMAIL_PATTERN, t('verify.emailInvalid')),
  });

/** Step 2: the code from the mail (spaces a mail app adds are dropped). */
export const domainCodeSchema = (t: Words) =>
  z.object({
    code: z
      .string()
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, t('verify.codeInvalid'))),
  });

/** The cooldown the API names when it refuses another code so soon (60 s when it names none). */
const DEFAULT_COOLDOWN_SECONDS = 60;

/**
 * A refused "Send code" of `email`: the API's message (a free-mail domain says which and why;
 * in another language than English, `t`'s words of it, naming the address rather than its
 * domain: an address reads as one in any language), and the seconds to wait when it was too soon.
 */
export function sendFailure(
  error: unknown,
  email: string,
  t: Words,
  errorText: ErrorText,
): { message: string; cooldownSeconds: number | null } {
  const freeMail = isApiError(error) && error.body.code === 'free_mail_domain';
  const message = errorText(error, freeMail ? t('verify.freeMail', { email: email.trim() }) : t('verify.sendFailed'));
  if (isApiError(error) && error.status === 429) {
    const seconds = error.body.cooldownSeconds;
    return { message, cooldownSeconds: typeof seconds === 'number' && seconds > 0 ? seconds : DEFAULT_COOLDOWN_SECONDS };
  }
  return { message, cooldownSeconds: null };
}

/**
 * A refused code: the API's message with the tries left ('Invalid verification code. 4 tries
 * left.'), and whether a new code is needed (none left, expired, or none asked for).
 */
export function confirmFailure(error: unknown, t: Words, errorText: ErrorText): { message: string; newCodeNeeded: boolean } {
  // The sentence's own full stop (or Hindi's danda) goes: the template ends it.
  const message = errorText(error, t('verify.confirmFailed')).replace(/[.।]\s*$/, '');
  const failed = { message: t('verify.failed', { message }), newCodeNeeded: false };
  if (!isApiError(error)) return failed;
  const { code, attemptsLeft } = error.body;
  if (code === 'code_expired' || code === 'code_locked') return { ...failed, newCodeNeeded: true };
  if (code === 'invalid_code' && typeof attemptsLeft === 'number') {
    if (attemptsLeft <= 0) return { message: t('verify.noTriesLeft', { message }), newCodeNeeded: true };
    return { message: t('verify.triesLeft', { message, count: attemptsLeft }), newCodeNeeded: false };
  }
  // "Please ask for a code first": the code this page asked for is gone.
  return { ...failed, newCodeNeeded: code === 'invalid_code' };
}
