// Keeping a person where they were across signing in (beyond the spec): a guarded page, a job they
// tapped Apply on, or the page they were on when their session ended travels as `{ from }` in
// navigation state through login, sign-up and email verification (the pending sign-up keeps it
// across the verify page), and they land back there.

/** Navigation state that remembers where to go back to, and why the person was sent away. */
export type OriginState = {
  from?: { pathname: string; search?: string; hash?: string };
  /** Set when the session ended while the app was open (the login page says so). */
  reason?: 'session-expired';
};

// Pages that are never a destination after signing in: they would sign in again or send on.
const AUTH_PAGES = ['/login', '/signup', '/verify-email', '/reset-migrated-password'];

/**
 * `raw` when it is an address of this app worth returning to: a path with one leading slash (so
 * never another site, `//evil.example` or `/\evil.example`), no control characters, not a sign-in
 * page. Else null.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  const path = (raw.split(/[?#]/)[0] ?? '').toLowerCase();
  if (AUTH_PAGES.some((page) => path === page || path.startsWith(`${page}/`))) return null;
  return raw;
}

/** The path remembered in navigation state (`{ from }`), if any and safe. */
export function originPath(state: unknown): string | null {
  const from = (state as OriginState | null | undefined)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname) return null;
  return safeReturnPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
}

/** Navigation state that brings the person back to `path` (`/job/driver/1?x=1#apply`). */
export function returnTo(path: string, reason?: OriginState['reason']): OriginState {
  const safe = safeReturnPath(path);
  if (!safe) return reason ? { reason } : {};
  const url = new URL(safe, 'http://app.invalid');
  return {
    from: { pathname: url.pathname, search: url.search, hash: url.hash },
    ...(reason ? { reason } : {}),
  };
}

/** The origin of `state` carried on to the next sign-in page (the reason is told only once). */
export function carryOrigin(state: unknown): OriginState | undefined {
  const path = originPath(state);
  return path ? returnTo(path) : undefined;
}

/** Whether the person was sent to the login page because their session ended. */
export const sessionExpired = (state: unknown) => (state as OriginState | null | undefined)?.reason === 'session-expired';
