import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { checkForm } from '@/lib/form';
import { confirmFailure, domainCodeSchema, sendFailure, workEmailSchema } from './verify-domain';

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
    expect(sendFailure(new ApiError(400, { code: 'free_mail_domain', message }, 'Bad Request'))).toEqual({
      message,
      cooldownSeconds: null,
    });
  });

  it('gives the cooldown of a code asked for too soon', () => {
    const error = new ApiError(429, { code: 'rate_limited', message: 'Please wait 60 seconds', cooldownSeconds: 42 }, 'Too Many');
    expect(sendFailure(error)).toEqual({ message: 'Please wait 60 seconds', cooldownSeconds: 42 });
    expect(sendFailure(new ApiError(429, {}, 'Too Many Requests')).cooldownSeconds).toBe(60);
  });
});

describe('confirmFailure', () => {
  const invalid = (attemptsLeft?: number, message = 'Invalid verification code') =>
    new ApiError(400, { code: 'invalid_code', message, attemptsLeft }, 'Bad Request');

  it('says how many tries are left', () => {
    expect(confirmFailure(invalid(4))).toEqual({ message: 'Invalid verification code. 4 tries left.', newCodeNeeded: false });
    expect(confirmFailure(invalid(1)).message).toBe('Invalid verification code. 1 try left.');
  });

  it('asks for a new code when none is left, it expired, or none was asked for', () => {
    expect(confirmFailure(invalid(0))).toEqual({
      message: 'Invalid verification code. No tries left: please ask for a new code.',
      newCodeNeeded: true,
    });
    const expired = new ApiError(
      400,
      { code: 'code_expired', message: 'This code has expired. Please ask for a new code.' },
      'Bad',
    );
    expect(confirmFailure(expired)).toEqual({
      message: 'This code has expired. Please ask for a new code.',
      newCodeNeeded: true,
    });
    expect(confirmFailure(invalid(undefined, 'Please ask for a code first')).newCodeNeeded).toBe(true);
  });

  it('keeps the code, with our words, when no answer came', () => {
    expect(confirmFailure(new ApiError(0, {}, 'Network error. Please check your connection and try again.'))).toEqual({
      message: 'Could not check the code. Please try again.',
      newCodeNeeded: false,
    });
  });
});
