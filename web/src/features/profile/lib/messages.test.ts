import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { deleteFailureMessage, PROFILE_SAVE_FAILED, RESUME_DELETE_FAILED, saveFailureMessage } from './messages';

describe('save failure (spec §8)', () => {
  it("the server's message first", () => {
    expect(saveFailureMessage(new ApiError(400, { message: 'Please enter a valid phone number' }, 'Bad Request'))).toBe(
      'Please enter a valid phone number',
    );
  });

  it("a reply without a message: 'Server responded with status {n}'", () => {
    expect(saveFailureMessage(new ApiError(502, {}, 'Bad Gateway'))).toBe('Server responded with status 502');
  });

  it('no reply: the error text, else the generic message', () => {
    expect(saveFailureMessage(new ApiError(0, {}, 'Network error. Please check your connection and try again.'))).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(saveFailureMessage(new Error(''))).toBe(PROFILE_SAVE_FAILED);
    expect(saveFailureMessage('boom')).toBe(PROFILE_SAVE_FAILED);
  });
});

describe('résumé delete failure', () => {
  it("the server's message, else the spec's", () => {
    expect(deleteFailureMessage(new ApiError(404, { message: 'No resume to delete' }, 'Not Found'))).toBe('No resume to delete');
    expect(deleteFailureMessage(new ApiError(500, {}, 'Internal Server Error'))).toBe(RESUME_DELETE_FAILED);
  });
});
