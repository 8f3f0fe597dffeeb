import { describe, expect, it } from 'vitest';
import { trendView } from './trend';

describe('trendView', () => {
  it.each([
    [100, 'up', '+100%', 'Up 100% from last week'],
    [12.5, 'up', '+12.5%', 'Up 12.5% from last week'],
    [-66.7, 'down', '-66.7%', 'Down 66.7% from last week'],
    [1500, 'up', '+1,500%', 'Up 1,500% from last week'],
    [0, 'flat', '0%', 'No change from last week'],
    [0.01, 'flat', '0%', 'No change from last week'],
    [Number.NaN, 'flat', '0%', 'No change from last week'],
    [undefined, 'flat', '0%', 'No change from last week'],
  ])('%s', (percent, direction, text, label) => {
    expect(trendView(percent)).toEqual({ direction, text, label });
  });
});
