// The Application Dashboard's cache (spec §3 "Cached applications", §4, §9): the last
// applications the server sent, kept in localStorage with when they came and whose they are.
// Under 2 minutes old they show at once while the server is asked again; when the server fails,
// a copy under 5 minutes old is shown with the note 'Using cached data (offline mode)'. Another
// user's copy is never used.
import type { MyApplication } from '@/lib/my-applications';

/** Spec §9: fresh for 2 minutes, usable as a fallback for 5. */
export const CACHE_FRESH_MS = 120_000;
export const CACHE_FALLBACK_MS = 300_000;

export type CachedApplications = { data: MyApplication[]; timestamp: number; userId: string };

/** What the cache needs of localStorage (a fake in tests). */
export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const cacheKey = (userId: string) => `kaamsetu:applications:${userId}`;

/** The stored copy of `userId`, whatever its age; null when none, unreadable, or another user's. */
export function readCache(storage: CacheStorage | undefined, userId: string): CachedApplications | null {
  if (!storage || !userId) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(cacheKey(userId));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<CachedApplications>;
    if (parsed.userId !== userId || typeof parsed.timestamp !== 'number' || !Array.isArray(parsed.data)) return null;
    return { data: parsed.data, timestamp: parsed.timestamp, userId };
  } catch {
    return null;
  }
}

/** The copy of `userId` if it is under `maxAgeMs` old at `now` (a copy from the future is not trusted). */
export function cachedWithin(
  storage: CacheStorage | undefined,
  userId: string,
  maxAgeMs: number,
  now: number = Date.now(),
): CachedApplications | null {
  const cached = readCache(storage, userId);
  if (!cached) return null;
  const age = now - cached.timestamp;
  return age >= 0 && age < maxAgeMs ? cached : null;
}

/** Keeps `data` as the copy of `userId` at `now`; a full or blocked storage is ignored. */
export function writeCache(storage: CacheStorage | undefined, userId: string, data: MyApplication[], now: number = Date.now()) {
  if (!storage || !userId) return;
  try {
    storage.setItem(cacheKey(userId), JSON.stringify({ data, timestamp: now, userId } satisfies CachedApplications));
  } catch {
    // Private mode or a full storage: the dashboard works without its cache.
  }
}

/** The browser's localStorage, or undefined where there is none (or it is blocked). */
export function browserStorage(): CacheStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export type DashboardSource =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: MyApplication[]; offline: boolean };

/**
 * What the dashboard shows: the server's applications when they came; while they load, a fresh
 * copy (else skeletons); after a failure, a fallback copy marked offline (else the error).
 */
export function dashboardSource({
  server,
  failed,
  fresh,
  fallback,
}: {
  server: MyApplication[] | undefined;
  failed: boolean;
  fresh: CachedApplications | null;
  fallback: CachedApplications | null;
}): DashboardSource {
  if (failed) return fallback ? { kind: 'ready', data: fallback.data, offline: true } : { kind: 'error' };
  if (server) return { kind: 'ready', data: server, offline: false };
  if (fresh) return { kind: 'ready', data: fresh.data, offline: false };
  return { kind: 'loading' };
}
