import { afterEach, describe, expect, it, vi } from 'vitest';
import { meansSessionLost, onSessionLost, reportSessionLost } from './session-lost';

describe('session lost', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('a 401 of any call but the sign-in ones means the session is gone', () => {
    expect(meansSessionLost('/api/applications/my')).toBe(true);
    expect(meansSessionLost('/api/files/simple-resume')).toBe(true);
    expect(meansSessionLost('/api/auth/login')).toBe(false);
    expect(meansSessionLost('/api/auth/verify-email-and-create')).toBe(false);
  });

  it('tells the one listener, and nobody once it unregistered', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onSessionLost(first);
    stop = onSessionLost(second);
    reportSessionLost();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    stopFirst(); // a stale unregister leaves the current listener alone
    reportSessionLost();
    expect(second).toHaveBeenCalledTimes(2);
    stop();
    reportSessionLost();
    expect(second).toHaveBeenCalledTimes(2);
  });
});
