import { describe, expect, it } from 'vitest';
import { checkForm } from '@/lib/form';
import { wordsOf } from '@/lib/i18n-testing';
import {
  employerSignupSchema,
  forgotEmailSchema,
  imageFileError,
  jobseekerSignupSchema,
  loginSchema,
  MAX_IMAGE_BYTES,
  migratedResetSchema,
  newPasswordSchema,
  resetCodeSchema,
  signupSchemaFor,
  verifyEmailSchema,
} from './schemas';

const GOOD_PASSWORD = 'Str0ng!Pass';

// The forms' schemas in English (the spec's messages, as the English catalogue has them).
const t = await wordsOf('auth');

type Schema = Parameters<typeof checkForm>[0];

// Every check goes through the forms' own resolver (react-hook-form + zod), so these are the
// messages the forms show.

/** The message the form shows under `field`, or undefined when the field passes. */
const errorFor = async (schema: Schema, values: Record<string, unknown>, field: string) => {
  const result = await checkForm(schema, values);
  return result.success ? undefined : result.errors[field];
};

/** All messages the form shows, in the order of the fields. */
const errorList = async (schema: Schema, values: Record<string, unknown>) => {
  const result = await checkForm(schema, values);
  return result.success ? [] : Object.values(result.errors);
};

const validate = (schema: Schema, values: Record<string, unknown>) => checkForm(schema, values);

describe('sign-up (spec §5): each rule in order, first failure shows', () => {
  const valid = { name: 'Asha Verma', email: 'asha@example.in', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD };

  it('accepts a valid job seeker and trims the name and email', async () => {
    const result = await validate(jobseekerSignupSchema(t), { ...valid, name: '  Asha Verma ', email: ' asha@example.in ' });
    expect(result).toEqual({ success: true, data: { ...valid } });
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['name', ' A ', 'Name must be at least 2 characters'],
    ['email', '', 'Email is required'],
    ['email', 'asha@example', 'Email address is invalid'],
    ['email', 'not an email', 'Email address is invalid'],
    ['password', '', 'Password is required'],
    ['password', 'Ab1!', 'Password must be at least 8 characters long'],
    ['password', 'abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['password', 'ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['password', 'Abcdefgh!', 'Password must contain at least one number'],
    ['password', 'Abcdefgh1', 'Password must contain at least one special character'],
  ])('%s = %j → %s', async (field, value, message) => {
    const values = { ...valid, [field]: value };
    if (field === 'password') values.confirmPassword = value;
    expect(await errorFor(jobseekerSignupSchema(t), values, field)).toBe(message);
  });

  it('confirm password: required, then must match', async () => {
    expect(await errorFor(jobseekerSignupSchema(t), { ...valid, confirmPassword: '' }, 'confirmPassword')).toBe(
      'Please confirm your password',
    );
    expect(await errorFor(jobseekerSignupSchema(t), { ...valid, confirmPassword: 'Str0ng!Pas' }, 'confirmPassword')).toBe(
      'Passwords do not match',
    );
  });

  it('an empty job seeker form reports the fields in the spec order', async () => {
    expect(await errorList(jobseekerSignupSchema(t), { name: '', email: '', password: '', confirmPassword: '' })).toEqual([
      'Name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
    ]);
  });

  it('employer: company name rules come after the name and before the email', async () => {
    const employer = { ...valid, companyName: 'Setu Logistics' };
    expect((await validate(employerSignupSchema(t), employer)).success).toBe(true);
    expect(await errorFor(employerSignupSchema(t), { ...employer, companyName: '' }, 'companyName')).toBe(
      'Company name is required',
    );
    expect(await errorFor(employerSignupSchema(t), { ...employer, companyName: ' S ' }, 'companyName')).toBe(
      'Company name must be at least 2 characters',
    );
    expect(
      await errorList(employerSignupSchema(t), { name: '', companyName: '', email: '', password: '', confirmPassword: '' }),
    ).toEqual([
      'Name is required',
      'Company name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
    ]);
  });

  it('image: must be an image, then at most 5 MB', async () => {
    expect(imageFileError({ type: 'image/png', size: 1024 }, t)).toBeNull();
    expect(imageFileError({ type: 'image/webp', size: MAX_IMAGE_BYTES }, t)).toBeNull();
    expect(imageFileError({ type: 'application/pdf', size: 1024 }, t)).toBe('Please select an image file (JPEG, PNG, GIF)');
    expect(imageFileError({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 }, t)).toBe('File size should be less than 5MB');
    expect(imageFileError(new File([new Uint8Array(8)], 'logo.png', { type: 'image/png' }), t)).toBeNull();
  });
});

describe('login', () => {
  it.each([
    ['email', '', 'Email is required'],
    ['email', 'nobody', 'Please enter a valid email'],
    ['password', '', 'Password is required'],
  ])('%s = %j → %s', async (field, value, message) => {
    expect(await errorFor(loginSchema(t), { email: 'a@b.in', password: 'x', [field]: value }, field)).toBe(message);
  });
});

describe('forgot-password dialog (spec §5)', () => {
  it('email: required, then valid', async () => {
    expect(await errorFor(forgotEmailSchema(t), { email: '' }, 'email')).toBe('Email is required');
    expect(await errorFor(forgotEmailSchema(t), { email: 'a@b' }, 'email')).toBe('Please enter a valid email');
    expect((await validate(forgotEmailSchema(t), { email: 'a@b.in' })).success).toBe(true);
  });

  it.each([
    ['', 'Password is required'],
    ['Ab!defg', 'Password must be 8–20 characters long'],
    ['Ab!defghijklmnopqrstu', 'Password must be 8–20 characters long'],
    ['abcdefg!', 'Password must contain at least one uppercase letter'],
    ['Abcdefgh', 'Password must contain at least one special character'],
  ])('new password %j → %s', async (value, message) => {
    expect(await errorFor(newPasswordSchema(t), { newPassword: value, confirmPassword: value }, 'newPassword')).toBe(message);
  });

  it('accepts 8 and 20 characters with an uppercase letter and punctuation', async () => {
    expect((await validate(newPasswordSchema(t), { newPassword: 'Abcdefg-', confirmPassword: 'Abcdefg-' })).success).toBe(true);
    const twenty = 'A_' + 'x'.repeat(18);
    expect((await validate(newPasswordSchema(t), { newPassword: twenty, confirmPassword: twenty })).success).toBe(true);
  });

  it('confirm: required, then must match', async () => {
    expect(await errorFor(newPasswordSchema(t), { newPassword: GOOD_PASSWORD, confirmPassword: '' }, 'confirmPassword')).toBe(
      'Please confirm your password',
    );
    expect(
      await errorFor(newPasswordSchema(t), { newPassword: GOOD_PASSWORD, confirmPassword: 'Other!Pass1' }, 'confirmPassword'),
    ).toBe('Passwords do not match');
  });

  it('code: exactly six digits', async () => {
    for (const code of ['', '12345', '1234567', '12a456', ' 123456']) {
      expect(await errorFor(resetCodeSchema(t), { code }, 'code')).toBe('Please enter a valid 6-digit verification code');
    }
    expect((await validate(resetCodeSchema(t), { code: '012345' })).success).toBe(true);
  });
});

describe('verify email (spec §5)', () => {
  it('needs six digits', async () => {
    expect(await errorFor(verifyEmailSchema(t), { verificationCode: '12345' }, 'verificationCode')).toBe(
      'Please enter the 6-digit verification code',
    );
    expect((await validate(verifyEmailSchema(t), { verificationCode: '123456' })).success).toBe(true);
  });
});

describe('reset migrated password (spec §5)', () => {
  const valid = { email: 'old@example.in', oldPassword: '', newPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD };

  it('old password is optional', async () => {
    expect((await validate(migratedResetSchema(t), valid)).success).toBe(true);
  });

  it('reports email, new password and confirm in order', async () => {
    expect(await errorList(migratedResetSchema(t), { email: '', oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual(
      ['Email is required', 'Password is required', 'Please confirm your password'],
    );
    expect(await errorFor(migratedResetSchema(t), { ...valid, newPassword: 'short' }, 'newPassword')).toBe(
      'Password must be 8–20 characters long',
    );
    expect(await errorFor(migratedResetSchema(t), { ...valid, confirmPassword: 'Nope!1234' }, 'confirmPassword')).toBe(
      'Passwords do not match',
    );
  });
});

describe('sign-up schema by role', () => {
  it('the job seeker form ignores a company name; the employer form requires one', async () => {
    const values = { name: 'Asha Verma', email: 'asha@example.in', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD };
    expect(await checkForm(signupSchemaFor('jobseeker', t), { ...values, companyName: '' })).toEqual({
      success: true,
      data: values,
    });
    expect(await errorFor(signupSchemaFor('employer', t), { ...values, companyName: '' }, 'companyName')).toBe(
      'Company name is required',
    );
  });
});

describe('in Hindi', () => {
  it('the same checks speak Hindi', async () => {
    const hindi = await wordsOf('auth', 'hi');
    expect(await errorFor(loginSchema(hindi), { email: '', password: 'x' }, 'email')).toBe('ईमेल लिखना ज़रूरी है');
    expect(
      await errorFor(
        jobseekerSignupSchema(hindi),
        { name: 'Asha', email: 'a@b.in', password: 'Str0ng!Pass', confirmPassword: 'x' },
        'confirmPassword',
      ),
    ).toBe('दोनों पासवर्ड एक जैसे नहीं हैं');
  });
});
