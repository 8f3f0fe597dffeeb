import { describe, expect, it } from 'vitest';
import { REPORT_REASONS, reportReasonLabel, reviewReasons, reviewStatus } from './moderation';

describe('reviewStatus', () => {
  it('says nothing for a live job', () => {
    expect(reviewStatus('live')).toBeNull();
    expect(reviewStatus(undefined)).toBeNull();
  });

  it('names every other state as the employer reads it', () => {
    expect(reviewStatus('held')).toMatchObject({ label: 'Under review', tone: 'amber' });
    expect(reviewStatus('held')?.explanation).toMatch(/until our team approves it/);
    expect(reviewStatus('hidden')?.label).toBe('Hidden after reports');
    expect(reviewStatus('rejected')).toMatchObject({ label: 'Rejected', tone: 'red' });
    expect(reviewStatus('suspended')).toMatchObject({ label: 'Suspended', tone: 'red' });
  });
});

describe('reviewReasons', () => {
  it('keeps each reason once, trimmed, in order', () => {
    expect(reviewReasons([' asks for a fee ', 'telegram only', 'asks for a fee', ' '])).toEqual([
      'asks for a fee',
      'telegram only',
    ]);
    expect(reviewReasons(null)).toEqual([]);
  });
});

describe('reportReasonLabel', () => {
  it("reads each report reason as the report dialog offers it, in the dialog's order", () => {
    expect(REPORT_REASONS.map((r) => reportReasonLabel(r.value))).toEqual([
      'Asked for money / a fee',
      'Fake company',
      'Wrong details',
      'Offensive',
      'Something else',
    ]);
  });
});
