import { describe, expect, it } from 'vitest';
import { relativeTime } from '@/lib/dates';
import { wordsOf } from '@/lib/i18n-testing';
import { postedText } from '@/lib/jobs';
import { postedWhen, relativeWhen } from './when';

const t = await wordsOf('employerDashboard');
const hi = await wordsOf('employerDashboard', 'hi');
const now = new Date(2025, 5, 30, 12);
const daysAgo = (days: number) => new Date(2025, 5, 30 - days, 9);

describe('relativeWhen', () => {
  it("reads in English exactly as lib/dates' relativeTime and lib/jobs' postedText", () => {
    for (const days of [-2, 0, 1, 2, 30, 31, 60, 61, 95, 400]) {
      expect(relativeWhen(daysAgo(days), t, now)).toBe(relativeTime(daysAgo(days), now));
      expect(postedWhen(daysAgo(days), t, now)).toBe(postedText(daysAgo(days), now));
    }
    expect(relativeWhen('nonsense', t, now)).toBeNull();
    expect(postedWhen(null, t, now)).toBeNull();
  });

  it('speaks Hindi', () => {
    expect(relativeWhen(daysAgo(0), hi, now)).toBe('आज');
    expect(relativeWhen(daysAgo(3), hi, now)).toBe('3 दिन पहले');
    expect(relativeWhen(daysAgo(95), hi, now)).toBe('3 महीने पहले');
    expect(postedWhen(daysAgo(0), hi, now)).toBe('आज पोस्ट की गई');
    expect(postedWhen(daysAgo(1), hi, now)).toBe('1 दिन पहले पोस्ट की गई');
  });
});
