import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs a callback after a delay (the spec's "after 2 s" redirects). Pending timers are
 * cancelled when the component unmounts, so a user who navigates away is not pulled back.
 */
export function useDelayedAction() {
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((id) => window.clearTimeout(id));
  }, []);

  return useCallback((action: () => void, delayMs: number) => {
    timers.current.push(window.setTimeout(action, delayMs));
  }, []);
}
