import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept up to date as the window changes. Read
 * synchronously on the first render, so a wide screen never draws its narrow layout first.
 */
export function useMediaQuery(query: string): boolean {
  // Stable for a query, so React subscribes once rather than on every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `md` breakpoint (768 px): side panels instead of drawers from here up. */
export const MEDIUM_UP = '(min-width: 768px)';
