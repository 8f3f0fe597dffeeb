import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { applyFailure, RESUME_NEEDED } from './apply';

describe('applyFailure (spec §8)', () => {
  it('sends a job seeker without a résumé to their profile', () => {
    const error = new ApiError(400, { message: 'Please upload your resume in your profile before applying' }, 'x');
    expect(applyFailure(error)).toEqual({ message: RESUME_NEEDED, toProfile: true });
  });

  it("shows the server's reason otherwise, and a fallback without one", () => {
    expect(applyFailure(new ApiError(400, { message: 'You have already applied to this job' }, 'x'))).toEqual({
      message: 'You have already applied to this job',
      toProfile: false,
    });
    expect(applyFailure(new ApiError(0, {}, 'x'))).toEqual({ message: 'Something went wrong! Try later', toProfile: false });
  });
});
