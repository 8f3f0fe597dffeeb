import { describe, expect, it } from 'vitest';
import { moveActive } from './combobox';

describe('moveActive', () => {
  it('starts at the first option going down and at the last going up', () => {
    expect(moveActive(-1, 1, 5)).toBe(0);
    expect(moveActive(-1, -1, 5)).toBe(4);
  });

  it('moves one step and wraps at both ends', () => {
    expect(moveActive(0, 1, 3)).toBe(1);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(2, -1, 3)).toBe(1);
  });

  it('has nothing to activate without options, and recovers from a stale index', () => {
    expect(moveActive(-1, 1, 0)).toBe(-1);
    expect(moveActive(3, 1, 0)).toBe(-1);
    expect(moveActive(7, 1, 3)).toBe(0);
  });
});
