import { describe, expect, it } from 'vitest';
import { alertSchema, guestAlertSchema } from '@/lib/alert-form';
import { checkForm } from '@/lib/form';
import { wordsOf } from '@/lib/i18n-testing';
import { alertFieldError } from './alert-field-error';

const english = await wordsOf('jobs');
const hindi = await wordsOf('jobs', 'hi');

/** Every message the alert forms give, as lib/alert-form words it. */
async function messages(): Promise<string[]> {
  const found: string[] = [];
  for (const [schema, values] of [
    [guestAlertSchema, { email: '', name: '', frequency: 'hourly' }],
    [guestAlertSchema, { email: 'not-an-address', name: 'x'.repeat(101), frequency: 'daily' }],
    [alertSchema, { name: ' ', frequency: 'daily' }],
  ] as const) {
    const result = await checkForm(schema as typeof guestAlertSchema, values as never);
    if (!result.success) found.push(...Object.values(result.errors));
  }
  return found;
}

describe('alertFieldError', () => {
  it('keeps every message of lib/alert-form word for word in English', async () => {
    const all = await messages();
    expect(all).toEqual(
      expect.arrayContaining([
        'Email is required',
        'Alert name is required',
        'Choose how often to email you',
        'Please enter a valid email',
        'Alert name must be at most 100 characters',
      ]),
    );
    for (const message of all) expect(alertFieldError(message, english)).toBe(message);
  });

  it('has Hindi for every one of them', async () => {
    for (const message of await messages()) expect(alertFieldError(message, hindi)).toMatch(/[\u0900-\u097F]/);
    expect(alertFieldError('Alert name must be at most 100 characters', hindi)).toBe(
      'अलर्ट का नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है',
    );
    expect(alertFieldError(undefined, hindi)).toBeUndefined();
  });
});
