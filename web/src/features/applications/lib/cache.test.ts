import { describe, expect, it } from 'vitest';
import { buildApplication } from './test-data';
import {
  CACHE_FALLBACK_MS,
  CACHE_FRESH_MS,
  cacheKey,
  cachedWithin,
  dashboardSource,
  readCache,
  writeCache,
  type CacheStorage,
} from './cache';

const memory = (): CacheStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
};

const apps = [buildApplication()];
const T0 = 1_700_000_000_000;

describe('the applications cache', () => {
  it('keeps the data, when and whose, keyed by the user', () => {
    const storage = memory();
    writeCache(storage, 'u1', apps, T0);
    expect(JSON.parse(storage.map.get(cacheKey('u1')) ?? 'null')).toEqual({ data: apps, timestamp: T0, userId: 'u1' });
    expect(readCache(storage, 'u1')).toEqual({ data: apps, timestamp: T0, userId: 'u1' });
  });

  it('is fresh under 2 minutes, a fallback under 5, then unused', () => {
    const storage = memory();
    writeCache(storage, 'u1', apps, T0);
    expect(cachedWithin(storage, 'u1', CACHE_FRESH_MS, T0 + CACHE_FRESH_MS - 1)).not.toBeNull();
    expect(cachedWithin(storage, 'u1', CACHE_FRESH_MS, T0 + CACHE_FRESH_MS)).toBeNull();
    expect(cachedWithin(storage, 'u1', CACHE_FALLBACK_MS, T0 + CACHE_FALLBACK_MS - 1)).not.toBeNull();
    expect(cachedWithin(storage, 'u1', CACHE_FALLBACK_MS, T0 + CACHE_FALLBACK_MS)).toBeNull();
  });

  it('never gives one user the copy of another', () => {
    const storage = memory();
    writeCache(storage, 'u1', apps, T0);
    expect(readCache(storage, 'u2')).toBeNull();
    // A copy stored under u2's key that says it is u1's is refused too.
    storage.setItem(cacheKey('u2'), storage.getItem(cacheKey('u1')) ?? '');
    expect(readCache(storage, 'u2')).toBeNull();
  });

  it('ignores broken, future or missing copies and a failing storage', () => {
    const storage = memory();
    storage.setItem(cacheKey('u1'), '{not json');
    expect(readCache(storage, 'u1')).toBeNull();
    storage.setItem(cacheKey('u1'), JSON.stringify({ data: 'x', timestamp: T0, userId: 'u1' }));
    expect(readCache(storage, 'u1')).toBeNull();
    writeCache(storage, 'u1', apps, T0 + 10_000);
    expect(cachedWithin(storage, 'u1', CACHE_FRESH_MS, T0)).toBeNull();
    expect(readCache(undefined, 'u1')).toBeNull();
    const broken: CacheStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(() => writeCache(broken, 'u1', apps, T0)).not.toThrow();
    expect(readCache(broken, 'u1')).toBeNull();
  });
});

describe('dashboardSource', () => {
  const copy = { data: apps, timestamp: T0, userId: 'u1' };
  const server = [buildApplication({ status: 'Accepted' })];

  it('shows the server reply once it came', () => {
    expect(dashboardSource({ server, failed: false, fresh: copy, fallback: copy })).toEqual({
      kind: 'ready',
      data: server,
      offline: false,
    });
  });
  it('shows a fresh copy at once while loading, else loads', () => {
    expect(dashboardSource({ server: undefined, failed: false, fresh: copy, fallback: copy })).toEqual({
      kind: 'ready',
      data: apps,
      offline: false,
    });
    expect(dashboardSource({ server: undefined, failed: false, fresh: null, fallback: copy })).toEqual({ kind: 'loading' });
  });
  it('falls back to a copy, offline, when the server fails, else errs', () => {
    expect(dashboardSource({ server, failed: true, fresh: null, fallback: copy })).toEqual({
      kind: 'ready',
      data: apps,
      offline: true,
    });
    expect(dashboardSource({ server: undefined, failed: true, fresh: null, fallback: null })).toEqual({ kind: 'error' });
  });
});
