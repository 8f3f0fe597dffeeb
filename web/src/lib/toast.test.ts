import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, DEFAULT_DURATION_MS, dismiss, pause, resume, subscribeToasts, toast } from './toast';

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    currentToasts().forEach((t) => dismiss(t.id));
    vi.useRealTimers();
  });

  it('shows, notifies and goes after its duration', () => {
    const seen: number[] = [];
    const stop = subscribeToasts(() => seen.push(currentToasts().length));
    toast.success('Job saved successfully');
    toast.error('Something went wrong', { duration: 10_000 });
    expect(currentToasts().map((t) => [t.kind, t.message])).toEqual([
      ['success', 'Job saved successfully'],
      ['error', 'Something went wrong'],
    ]);
    vi.advanceTimersByTime(DEFAULT_DURATION_MS);
    expect(currentToasts().map((t) => t.message)).toEqual(['Something went wrong']);
    vi.advanceTimersByTime(6_000);
    expect(currentToasts()).toEqual([]);
    expect(seen).toEqual([1, 2, 1, 0]);
    stop();
  });

  it('stops its clock while paused and keeps the time it had left', () => {
    const id = toast.success('Email verified successfully! Account created.');
    vi.advanceTimersByTime(3_000);
    pause(id);
    vi.advanceTimersByTime(60_000);
    expect(currentToasts().map((t) => t.id)).toEqual([id]);
    pause(id); // a second pause (focus after the pointer) changes nothing
    resume(id);
    vi.advanceTimersByTime(DEFAULT_DURATION_MS - 3_000 - 1);
    expect(currentToasts().map((t) => t.id)).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toEqual([]);
    resume(id); // a gone toast stays gone
    expect(currentToasts()).toEqual([]);
  });

  it('replaces a toast with the same id and restarts its time', () => {
    toast.error('first', { id: 'profile', duration: 1000 });
    vi.advanceTimersByTime(900);
    toast.error('second', { id: 'profile', duration: 1000 });
    vi.advanceTimersByTime(900);
    expect(currentToasts().map((t) => t.message)).toEqual(['second']);
    vi.advanceTimersByTime(100);
    expect(currentToasts()).toEqual([]);
  });

  it('keeps the newest four and can be dismissed', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'].map((m) => toast.info(m));
    expect(currentToasts().map((t) => t.message)).toEqual(['b', 'c', 'd', 'e']);
    dismiss(ids[2] ?? '');
    expect(currentToasts().map((t) => t.message)).toEqual(['b', 'd', 'e']);
  });
});
