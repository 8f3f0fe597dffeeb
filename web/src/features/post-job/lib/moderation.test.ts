import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { wordsOf } from '@/lib/i18n-testing';
import { postingRefusal, publishedMessage } from './moderation';

const t = await wordsOf('postJob');

const refused = (body: object) =>
  new ApiError(
    400,
    {
      code: 'posting_refused',
      message:
        'This job cannot be published. Please remove: offers task or daily-payout work; asks job seekers for money (a registration fee)',
      ...body,
    },
    'Bad Request',
  );

describe('postingRefusal', () => {
  it('is the sentence and the reasons of a refused posting', () => {
    expect(
      postingRefusal(
        refused({ reasons: ['offers task or daily-payout work', 'asks job seekers for money (a registration fee)'] }),
      ),
    ).toEqual({
      message: 'This job cannot be published.',
      reasons: ['offers task or daily-payout work', 'asks job seekers for money (a registration fee)'],
    });
  });

  it("reads the reasons from the message's tail when the list is missing", () => {
    expect(postingRefusal(refused({}))?.reasons).toEqual([
      'offers task or daily-payout work',
      'asks job seekers for money (a registration fee)',
    ]);
  });

  it('is null for any other failure', () => {
    expect(postingRefusal(new ApiError(400, { code: 'validation_failed', message: 'Job title is required' }, 'Bad'))).toBeNull();
    expect(postingRefusal(new ApiError(403, { code: 'account_suspended', message: 'Suspended' }, 'Forbidden'))).toBeNull();
    expect(postingRefusal(new Error('offline'))).toBeNull();
  });
});

describe('publishedMessage', () => {
  it("announces a live job with the API's words", () => {
    expect(publishedMessage('live', 'Job Posted Successfully', false, t)).toEqual({
      held: false,
      title: 'Job Posted Successfully',
      text: null,
    });
    expect(publishedMessage('live', undefined, true, t).title).toBe('Job Update Successfully');
  });

  it('never calls a held job live', () => {
    const held = publishedMessage('held', 'Job Posted Successfully', false, t);
    expect(held).toMatchObject({ held: true, title: 'Job saved: it is under review' });
    expect(held.text).toMatch(/cannot see it until our team approves it/);
    expect(publishedMessage('held', 'Job Update Successfully', true, t).title).toBe('Changes saved: your job is under review');
  });
});
