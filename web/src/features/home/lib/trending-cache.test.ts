import { describe, expect, it } from 'vitest';
import type { Job } from '@/types/api';
import { readTrendingCache, TRENDING_CACHE_KEY, writeTrendingCache } from './trending-cache';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

const job = (n: number) =>
  ({
    _id: `id-${n}`,
    title: `Driver ${n}`,
    location: 'Pune',
    state: 'Maharashtra',
    company: { name: 'Asha', companyName: 'Asha Logistics' },
  }) as unknown as Job;

describe('trending cache', () => {
  it('is empty before anything was loaded', () => {
    expect(readTrendingCache(memory())).toEqual({ jobs: [], savedAt: null });
  });

  it('gives back the last list, six at most, with its time', () => {
    const store = memory();
    writeTrendingCache(store, [1, 2, 3, 4, 5, 6, 7].map(job), new Date('2026-11-20T10:00:00Z'));
    const cached = readTrendingCache(store);
    expect(cached.jobs.map((j) => j._id)).toEqual(['id-1', 'id-2', 'id-3', 'id-4', 'id-5', 'id-6']);
    expect(cached.savedAt).toBe('2026-11-20T10:00:00.000Z');
  });

  it('ignores text that is not a kept list, and entries that are not jobs', () => {
    const store = memory();
    store.setItem(TRENDING_CACHE_KEY, '{not json');
    expect(readTrendingCache(store).jobs).toEqual([]);
    store.setItem(TRENDING_CACHE_KEY, JSON.stringify({ jobs: 'x' }));
    expect(readTrendingCache(store).jobs).toEqual([]);
    store.setItem(TRENDING_CACHE_KEY, JSON.stringify({ savedAt: 'then', jobs: [{ title: 'no id' }, job(1)] }));
    expect(readTrendingCache(store).jobs.map((j) => j._id)).toEqual(['id-1']);
  });

  it('survives a storage that refuses to write or read', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => writeTrendingCache(broken, [job(1)])).not.toThrow();
    expect(readTrendingCache(broken).jobs).toEqual([]);
  });
});
