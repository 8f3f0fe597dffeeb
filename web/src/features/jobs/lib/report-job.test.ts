import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { checkForm } from '@/lib/form';
import { reportFailure, reportSchema, toReportBody } from './report-job';

describe('reportSchema', () => {
  it('asks for a reason first', async () => {
    expect(await checkForm(reportSchema, { details: '' } as never)).toEqual({
      success: false,
      errors: { reason: 'Please choose what is wrong with this job' },
    });
  });

  it('takes details up to 1,000 characters, trimmed', async () => {
    expect(await checkForm(reportSchema, { reason: 'fee_asked', details: '  Asked ₹500  ' })).toEqual({
      success: true,
      data: { reason: 'fee_asked', details: 'Asked ₹500' },
    });
    const long = await checkForm(reportSchema, { reason: 'other', details: 'x'.repeat(1001) });
    expect(long).toEqual({ success: false, errors: { details: 'Please keep the details to 1,000 characters' } });
  });
});

describe('toReportBody', () => {
  it('leaves empty details out', () => {
    expect(toReportBody({ reason: 'offensive', details: '' })).toEqual({ reason: 'offensive' });
    expect(toReportBody({ reason: 'other', details: 'Wrong phone' })).toEqual({ reason: 'other', details: 'Wrong phone' });
  });
});

describe('reportFailure', () => {
  it("shows the API's message, ours when it sent none", () => {
    expect(reportFailure(new ApiError(400, { message: 'You cannot report your own job' }, 'Bad Request'))).toBe(
      'You cannot report your own job',
    );
    expect(reportFailure(new ApiError(429, {}, 'Too Many Requests'))).toMatch(/many reports/);
    expect(reportFailure(new Error('boom'))).toBe('Could not send your report. Please try again.');
  });
});
