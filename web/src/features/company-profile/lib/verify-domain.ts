// Verifying the company (issue 29): an address at the company's own domain gets a 6-digit code
// by mail; the code makes the employer Verified. The forms' rules, and what the API's refusals
// tell the employer.
import { z } from 'zod';
import { errorMessage, isApiError } from '@/lib/api-client';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Step 1: the work address to mail the code to. */
export const workEmailSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your work email').regex(EMAIL_PATTERN, 'Please enter a valid email'),
});

/** Step 2: the code from the mail (spaces a mail app adds are dropped). */
export const domainCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code from the email')),
});

/** The cooldown the API names when it refuses another code so soon (60 s when it names none). */
const DEFAULT_COOLDOWN_SECONDS = 60;

const SEND_FAILED = 'Could not send the code. Please try again.';
const CONFIRM_FAILED = 'Could not check the code. Please try again.';

/**
 * A refused "Send code": the API's message (a free-mail domain says which and why), and the
 * seconds to wait when it was too soon.
 */
export function sendFailure(error: unknown): { message: string; cooldownSeconds: number | null } {
  const message = errorMessage(error, SEND_FAILED);
  if (isApiError(error) && error.status === 429) {
    const seconds = error.body.cooldownSeconds;
    return { message, cooldownSeconds: typeof seconds === 'number' && seconds > 0 ? seconds : DEFAULT_COOLDOWN_SECONDS };
  }
  return { message, cooldownSeconds: null };
}

const tries = (n: number) => (n === 1 ? '1 try left' : `${n} tries left`);

/**
 * A refused code: the API's message with the tries left ('Invalid verification code. 4 tries
 * left.'), and whether a new code is needed (none left, expired, or none asked for).
 */
export function confirmFailure(error: unknown): { message: string; newCodeNeeded: boolean } {
  const message = errorMessage(error, CONFIRM_FAILED).replace(/\.\s*$/, '');
  if (!isApiError(error)) return { message: `${message}.`, newCodeNeeded: false };
  const { code, attemptsLeft } = error.body;
  if (code === 'code_expired' || code === 'code_locked') return { message: `${message}.`, newCodeNeeded: true };
  if (code === 'invalid_code' && typeof attemptsLeft === 'number') {
    if (attemptsLeft <= 0) return { message: `${message}. No tries left: please ask for a new code.`, newCodeNeeded: true };
    return { message: `${message}. ${tries(attemptsLeft)}.`, newCodeNeeded: false };
  }
  // "Please ask for a code first": the code this page asked for is gone.
  return { message: `${message}.`, newCodeNeeded: code === 'invalid_code' };
}
