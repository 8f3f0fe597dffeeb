import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { REPORT_REASONS, reasonText, reportReasonLabel, reviewReasons, reviewStatus } from './moderation';
import { wordsOf } from './i18n-testing';

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

describe('reasonText', () => {
  // Every reason of the shipped rules (trust/rules.toml), as the API sends it.
  const shipped = [
    ...readFileSync(new URL('../../../trust/rules.toml', import.meta.url), 'utf8').matchAll(/^\w*reason = "(.+)"$/gm),
  ].map((m) => m[1] ?? '');

  it('has Hindi for every reason of the shipped rules, and English exactly as the API words it', async () => {
    const english = await wordsOf('errors');
    const hindi = await wordsOf('errors', 'hi');
    expect(shipped.length).toBeGreaterThanOrEqual(11);
    for (const reason of shipped) {
      expect(reasonText(reason, english), reason).toBe(reason);
      expect(reasonText(reason, hindi), reason).toMatch(/[\u0900-\u097F]/);
    }
    expect(reasonText('asks job seekers for money (a registration, training, deposit, kit or similar fee)', hindi)).toMatch(/पैसे/);
  });

  it('knows only its own: a rule ops added reads as the API wrote it', async () => {
    expect(reasonText('a rule added later', await wordsOf('errors', 'hi'))).toBeNull();
  });
});
