import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown (resend cooldowns): `start(n)` begins it, `remaining` reaches 0.
 * `initialSeconds` starts it already running (a cooldown the server announced on another page).
 */
export function useCountdown(initialSeconds = 0) {
  const [remaining, setRemaining] = useState(() => Math.max(0, Math.ceil(initialSeconds)));

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((s) => Math.max(0, s - 1)), 1_000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  const start = useCallback((seconds: number) => setRemaining(Math.max(0, Math.ceil(seconds))), []);
  const reset = useCallback(() => setRemaining(0), []);

  return { remaining, start, reset };
}
