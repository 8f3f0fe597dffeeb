import { describe, expect, it } from 'vitest';
import { loopCopies, TILES_PER_HALF } from './logo-strip';

describe('loopCopies', () => {
  it('repeats a short list until a half holds enough tiles', () => {
    expect(loopCopies(3)).toBe(4);
    expect(loopCopies(5)).toBe(3);
    expect(loopCopies(5) * 5).toBeGreaterThanOrEqual(TILES_PER_HALF);
  });

  it('keeps a long list once', () => {
    expect(loopCopies(12)).toBe(1);
    expect(loopCopies(24)).toBe(1);
  });

  it('has nothing to repeat without logos', () => {
    expect(loopCopies(0)).toBe(0);
  });
});
