import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from '@/lib/api-client';
import { checkForm } from '@/lib/form';
import { wordsOf } from '@/lib/i18n-testing';
import { confirmFailure, domainCodeSchema as codeSchema, sendFailure, workEmailSchema as emailSchema } from './verify-domain';

const t = await wordsOf('companyProfile');
const hi = await wordsOf('companyProfile', 'hi');
const workEmailSchema = emailSchema(t);
const domainCodeSchema = codeSchema(t);
/** What lib/error-text gives in Hindi for a code it does not know: the screen's fallback. */
const hindiText = (_error: unknown, fallback: string) => fallback;

describe('the forms', () => {
  it('asks for a work email that looks like one', async () => {
    expect(await checkForm(workEmailSchema, { email: ' ' })).toEqual({
      success: false,
      errors: { email: 'Please enter your work email' },
    });
    expect(await checkForm(workEmailSchema, { email: 'hr@setu' })).toEqual({
      success: false,
      errors: { email: 'Please enter a valid email' },
    });
    expect(await checkForm(workEmailSchema, { email: ' hr@setu.in ' })).toEqual({ success: true, data: { email: 'hr@setu.in' } });
  });

  it('takes six digits, spaces dropped', async () => {
    expect(await checkForm(domainCodeSchema, { code: '718 194' })).toEqual({ success: true, data: { code: '718194' } });
    expect(await checkForm(domainCodeSchema, { code: '7181' })).toEqual({
      success: false,
      errors: { code: 'Please enter the 6-digit code from the email' },
    });
  });
});

describe('sendFailure', () => {
  it('shows the free-mail refusal as the API words it', () => {
    const message =
      "gmail.com is a free e-mail service. Please use an address at your company's own domain (like hr@yourcompany.in).";
    const error = new ApiError(400, { code: 'free_mail_domain', message }, 'Bad Request');
    expect(sendFailure(error, 'hr@gmail.com', t, errorMessage)).toEqual({ message, cooldownSeconds: null });
    // Hindi has its own words for it, naming the address.
    expect(sendFailure(error, 'hr@gmail.com', hi, hindiText).message).toMatch(/^hr@gmail\.com एक मुफ़्त ईमेल सेवा का पता है/);
  });

  it('gives the cooldown of a code asked for too soon', () => {
    const error = new ApiError(429, { code: 'rate_limited', message: 'Please wait 60 seconds', cooldownSeconds: 42 }, 'Too Many');
    expect(sendFailure(error, 'hr@setu.in', t, errorMessage)).toEqual({ message: 'Please wait 60 seconds', cooldownSeconds: 42 });
    expect(sendFailure(new ApiError(429, {}, 'Too Many Requests'), 'hr@setu.in', t, errorMessage).cooldownSeconds).toBe(60);
  });
});

describe('confirmFailure', () => {
  const invalid = (attemptsLeft?: number, message = 'Invalid verification code') =>
    new ApiError(400, { code: 'invalid_code', message, attemptsLeft }, 'Bad Request');

  it('says how many tries are left', () => {
    expect(confirmFailure(invalid(4), t, errorMessage)).toEqual({ message: 'Invalid verification code. 4 tries left.', newCodeNeeded: false });
    expect(confirmFailure(invalid(1), t, errorMessage).message).toBe('Invalid verification code. 1 try left.');
    // In Hindi: the code's words (lib/error-text), the sentence ended with a danda.
    expect(confirmFailure(invalid(4), hi, () => 'सत्यापन कोड गलत है').message).toBe('सत्यापन कोड गलत है। 4 कोशिशें बाकी हैं।');
  });

  it('asks for a new code when none is left, it expired, or none was asked for', () => {
    expect(confirmFailure(invalid(0), t, errorMessage)).toEqual({
      message: 'Invalid verification code. No tries left: please ask for a new code.',
      newCodeNeeded: true,
    });
    const expired = new ApiError(
      400,
      { code: 'code_expired', message: 'This code has expired. Please ask for a new code.' },
      'Bad',
    );
    expect(confirmFailure(expired, t, errorMessage)).toEqual({
      message: 'This code has expired. Please ask for a new code.',
      newCodeNeeded: true,
    });
    expect(confirmFailure(invalid(undefined, 'Please ask for a code first'), t, errorMessage).newCodeNeeded).toBe(true);
  });

  it('keeps the code, with our words, when no answer came', () => {
    expect(confirmFailure(new ApiError(0, {}, 'Network error. Please check your connection and try again.'), t, errorMessage)).toEqual({
      message: 'Could not check the code. Please try again.',
      newCodeNeeded: false,
    });
  });
});
