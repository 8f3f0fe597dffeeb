import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from '@/lib/api-client';
import { checkForm } from '@/lib/form';
import { wordsOf } from '@/lib/i18n-testing';
import { reportFailure, reportSchema as schemaOf, toReportBody } from './report-job';

const t = await wordsOf('jobs');
const reportSchema = schemaOf(t);

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

describe('reportSchema in Hindi', () => {
  it('asks in Hindi', async () => {
    const hindi = schemaOf(await wordsOf('jobs', 'hi'));
    expect(await checkForm(hindi, { details: 'x'.repeat(1001) } as never)).toEqual({
      success: false,
      errors: { reason: 'कृपया चुनें कि इस नौकरी में क्या गलत है', details: 'कृपया ब्योरा 1,000 अक्षरों के अंदर रखें' },
    });
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
    expect(reportFailure(new ApiError(400, { message: 'You cannot report your own job' }, 'Bad Request'), t, errorMessage)).toBe(
      'You cannot report your own job',
    );
    expect(reportFailure(new ApiError(429, {}, 'Too Many Requests'), t, errorMessage)).toMatch(/many reports/);
    expect(reportFailure(new Error('boom'), t, errorMessage)).toBe('Could not send your report. Please try again.');
  });
});
