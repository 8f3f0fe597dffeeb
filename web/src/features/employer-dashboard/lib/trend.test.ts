import { describe, expect, it } from 'vitest';
import { wordsOf } from '@/lib/i18n-testing';
import { trendView } from './trend';

const t = await wordsOf('employerDashboard');

describe('trendView', () => {
  it.each([
    [100, 'up', '+100%', 'Up 100% from a week ago'],
    [12.5, 'up', '+12.5%', 'Up 12.5% from a week ago'],
    [-66.7, 'down', '-66.7%', 'Down 66.7% from a week ago'],
    [1500, 'up', '+1,500%', 'Up 1,500% from a week ago'],
    [0, 'flat', '0%', 'No change from a week ago'],
    [0.01, 'flat', '0%', 'No change from a week ago'],
    [Number.NaN, 'flat', '0%', 'No change from a week ago'],
    [undefined, 'flat', '0%', 'No change from a week ago'],
  ])('%s', (percent, direction, text, label) => {
    expect(trendView(percent, t)).toEqual({ direction, text, label });
  });

  it('speaks Hindi', async () => {
    const hi = await wordsOf('employerDashboard', 'hi');
    expect(trendView(12.5, hi).label).toBe('एक हफ़्ते पहले से 12.5% ज़्यादा');
    expect(trendView(0, hi).label).toBe('एक हफ़्ते पहले जितना ही');
  });
});
