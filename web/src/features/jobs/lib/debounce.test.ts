import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './debounce';

describe('createDebouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls 500 ms after the last change', () => {
    const call = vi.fn();
    const d = createDebouncer(call);
    d.schedule();
    vi.advanceTimersByTime(300);
    d.schedule();
    vi.advanceTimersByTime(499);
    expect(call).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('calls at most 1000 ms after the first change of a burst', () => {
    const call = vi.fn();
    const d = createDebouncer(call);
    for (let t = 0; t < 1000; t += 200) {
      d.schedule();
      vi.advanceTimersByTime(200);
    }
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('flushes and cancels', () => {
    const call = vi.fn();
    const d = createDebouncer(call);
    d.schedule();
    d.flush();
    expect(call).toHaveBeenCalledTimes(1);
    d.schedule();
    d.cancel();
    vi.advanceTimersByTime(2000);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
