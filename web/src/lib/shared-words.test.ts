// The shared label modules speak a translated screen's language through the `common` words they
// are given, and their English is word for word what they say without them (issue 30).
import { beforeAll, describe, expect, it } from 'vitest';
import { alertFrequencies, ALERT_FREQUENCIES, frequencyText, newMatchesText, sentAgo } from './alerts';
import { applyFailure, RESUME_NEEDED } from './apply';
import { statusLabel } from './application-status';
import { relativeTime } from './dates';
import type { Translate } from './i18n';
import { wordsOf } from './i18n-testing';
import { postedText, REMOVED_JOB_LABEL } from './jobs';
import { REPORT_REASONS, reportReasonLabel, reportReasons, reviewStatus } from './moderation';
import { ApiError } from './api-client';
import { storedFileLabel } from './upload-file';
import { FILE_TOO_LARGE, uploadError } from './upload-rules';

const NOW = new Date(2025, 5, 15, 12, 0);
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const AGES = [0, 1, 3, 30, 45, 61, 200].map(daysBefore);
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

let en: Translate;
let hi: Translate;
beforeAll(async () => {
  en = await wordsOf('common');
  hi = await wordsOf('common', 'hi');
});

describe('the English of the common words is the modules’ own', () => {
  it('relative times and posted dates', () => {
    for (const date of AGES) {
      expect(relativeTime(date, NOW, en)).toBe(relativeTime(date, NOW));
      expect(postedText(date, NOW, en)).toBe(postedText(date, NOW));
    }
    expect(postedText('not a date', NOW, en)).toBeNull();
    expect(en('jobs.removed')).toBe(REMOVED_JOB_LABEL);
  });

  it('alerts', () => {
    expect(alertFrequencies(en)).toEqual(ALERT_FREQUENCIES);
    for (const { value } of ALERT_FREQUENCIES) expect(frequencyText(value, en)).toBe(frequencyText(value));
    for (const count of [0, 1, 5]) expect(newMatchesText(count, en)).toBe(newMatchesText(count));
    for (const minutes of [0, 1, 5, 60, 180, 60 * 24 * 3]) {
      expect(sentAgo(minutesBefore(minutes), NOW, en)).toBe(sentAgo(minutesBefore(minutes), NOW));
    }
  });

  it('statuses and moderation', () => {
    for (const status of ['Applied', 'In Review', 'Interview', 'Accepted', 'Hired', 'Rejected', 'Shortlisted', '', null]) {
      expect(statusLabel(status, en)).toBe(statusLabel(status));
    }
    for (const review of ['held', 'hidden', 'rejected', 'suspended', 'live'] as const) {
      expect(reviewStatus(review, en)).toEqual(reviewStatus(review));
    }
    expect(reportReasons(en)).toEqual(REPORT_REASONS);
    for (const { value } of REPORT_REASONS) expect(reportReasonLabel(value, en)).toBe(reportReasonLabel(value));
  });

  it('applying and uploads', () => {
    const resume = new ApiError(400, { message: 'Please upload your resume first', code: 'resume_required' }, 'Bad Request');
    expect(applyFailure(resume, en)).toEqual({ message: RESUME_NEEDED, toProfile: true });
    expect(applyFailure(new Error(''), en).message).toBe(applyFailure(new Error('')).message);
    expect(uploadError({ type: 'image/png', size: 6_000_000 }, 'image', { t: en })).toBe(FILE_TOO_LARGE);
    expect(uploadError({ type: 'text/plain', size: 10 }, 'document', { t: en })).toBe(
      uploadError({ type: 'text/plain', size: 10 }, 'document'),
    );
    for (const name of ['a.pdf', 'b']) {
      expect(storedFileLabel('document', 'Resume', name, en)).toBe(storedFileLabel('document', 'Resume', name));
    }
    expect(storedFileLabel('image', 'Company logo', 'x.png', en)).toBe('Company logo uploaded');
  });
});

describe('in Hindi', () => {
  it('reads the shared labels in Hindi', () => {
    expect(postedText(daysBefore(3), NOW, hi)).toBe('3 दिन पहले पोस्ट की गई');
    expect(postedText(daysBefore(0), NOW, hi)).toBe('आज पोस्ट की गई');
    expect(relativeTime(daysBefore(61), NOW, hi)).toBe('2 महीने पहले');
    expect(newMatchesText(0, hi)).toBe('कोई नई नौकरी नहीं');
    expect(statusLabel('In Review', hi)).toBe('समीक्षा में');
    expect(statusLabel('Shortlisted', hi)).toBe('Shortlisted');
    expect(reviewStatus('held', hi)?.label).toBe('समीक्षा में');
  });
});
