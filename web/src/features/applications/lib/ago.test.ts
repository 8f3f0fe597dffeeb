import { describe, expect, it } from 'vitest';
import { relativeTime } from '@/lib/dates';
import { wordsOf } from '@/lib/i18n-testing';
import { ageOf } from '@/lib/dates';
import { agoText } from './ago';

const NOW = new Date(2025, 5, 15, 12, 0);
const daysBefore = (days: number) => new Date(2025, 5, 15 - days, 9, 30);

describe('ageOf', () => {
  it('reads as lib/dates relativeTime in English', async () => {
    const t = await wordsOf('applications');
    for (const days of [-2, 0, 1, 2, 30, 31, 60, 61, 95, 400]) {
      const ago = ageOf(daysBefore(days), NOW);
      if (!ago) throw new Error('expected a date');
      const english = relativeTime(daysBefore(days), NOW);
      expect(agoText(t, ago)).toBe(english === 'Today' ? 'today' : english);
    }
  });

  it('is null for no date', () => {
    expect(ageOf(null, NOW)).toBeNull();
    expect(ageOf('not a date', NOW)).toBeNull();
  });

  it('reads in Hindi', async () => {
    const t = await wordsOf('applications', 'hi');
    expect(agoText(t, { unit: 'today' })).toBe('आज');
    expect(agoText(t, { unit: 'days', count: 3 })).toBe('3 दिन पहले');
    expect(agoText(t, { unit: 'months', count: 1 })).toBe('1 महीने पहले');
  });
});
