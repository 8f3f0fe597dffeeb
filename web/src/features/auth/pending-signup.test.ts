import { describe, expect, it } from 'vitest';
import { cooldownLeft, cooldownStamp } from './pending-signup';

describe('cooldownLeft: what remains of the resend cooldown the server announced', () => {
  const from = Date.UTC(2025, 0, 1, 10, 0, 0);

  it('counts down from when the reply arrived', () => {
    const stored = cooldownStamp(60, from);
    expect(cooldownLeft(stored, from)).toBe(60);
    expect(cooldownLeft(stored, from + 1_500)).toBe(59);
    expect(cooldownLeft(stored, from + 59_001)).toBe(1);
    expect(cooldownLeft(stored, from + 60_000)).toBe(0);
    expect(cooldownLeft(stored, from + 600_000)).toBe(0);
  });

  it('keeps a shorter cooldown the server announced (a code sent moments before)', () => {
    expect(cooldownLeft(cooldownStamp(12, from), from + 2_000)).toBe(10);
  });

  it('is 0 without a recorded cooldown', () => {
    expect(cooldownLeft(null, from)).toBe(0);
    expect(cooldownLeft({}, from)).toBe(0);
    expect(cooldownLeft({ cooldownSeconds: 60 }, from)).toBe(0);
  });

  it('a clock that went backwards does not lengthen the cooldown', () => {
    expect(cooldownLeft(cooldownStamp(60, from), from - 30_000)).toBe(60);
  });
});
