import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n';
import { wordsOf } from '@/lib/i18n-testing';
import { saveFailureMessage } from './messages';

let t: Translate<'profile'>;
beforeAll(async () => {
  t = await wordsOf('profile');
});

describe('save failure (spec §8)', () => {
  it("the server's message first", () => {
    expect(saveFailureMessage(new ApiError(400, { message: 'Please enter a valid phone number' }, 'Bad Request'), t)).toBe(
      'Please enter a valid phone number',
    );
  });

  it("a reply without a message: 'Server responded with status {n}'", () => {
    expect(saveFailureMessage(new ApiError(502, {}, 'Bad Gateway'), t)).toBe('Server responded with status 502');
  });

  it('no reply: the error text, else the generic message', () => {
    expect(saveFailureMessage(new ApiError(0, {}, 'Network error. Please check your connection and try again.'), t)).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(saveFailureMessage(new Error(''), t)).toBe('Failed to update profile. Please try again.');
    expect(saveFailureMessage('boom', t)).toBe('Failed to update profile. Please try again.');
  });
});

describe('the messages in Hindi', () => {
  it('are the profile catalogue’s', async () => {
    const hindi = await wordsOf('profile', 'hi');
    expect(hindi('messages.saved')).toBe('प्रोफ़ाइल की जानकारी सेव हो गई!');
    expect(t('messages.saved')).toBe('Profile details updated successfully!');
    expect(t('messages.deleteConfirm')).toBe('Are you sure you want to delete your resume?');
  });
});
