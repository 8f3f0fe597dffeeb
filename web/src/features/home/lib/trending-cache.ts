// The last trending list this browser loaded (spec §8: a failed load shows a fallback list). Only
// lists the server sent are kept, so the fallback is never made up.
import type { Job } from '@/types/api';

export const TRENDING_CACHE_KEY = 'kaamsetu:trending-jobs';
/** Spec §9: six trending jobs at most. */
export const TRENDING_LIMIT = 6;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Keeps `jobs` (the first six) with the time they arrived; storage errors (full, blocked) are ignored. */
export function writeTrendingCache(store: Store, jobs: readonly Job[], now: Date = new Date()) {
  try {
    store.setItem(TRENDING_CACHE_KEY, JSON.stringify({ savedAt: now.toISOString(), jobs: jobs.slice(0, TRENDING_LIMIT) }));
  } catch {
    // A cache that cannot be written only means no fallback later.
  }
}

/** Whether `value` has what a trending card reads (the stored text may be old or edited). */
const isCachedJob = (value: unknown): value is Job => {
  if (!value || typeof value !== 'object') return false;
  const job = value as Record<string, unknown>;
  return (
    typeof job._id === 'string' &&
    typeof job.title === 'string' &&
    typeof job.location === 'string' &&
    typeof job.state === 'string' &&
    typeof job.company === 'object' &&
    job.company !== null
  );
};

/** The kept list (empty when there is none, or it cannot be read), and when it was saved. */
export function readTrendingCache(store: Store): { jobs: Job[]; savedAt: string | null } {
  try {
    const raw = store.getItem(TRENDING_CACHE_KEY);
    if (!raw) return { jobs: [], savedAt: null };
    const parsed = JSON.parse(raw) as { jobs?: unknown; savedAt?: unknown };
    if (!Array.isArray(parsed.jobs)) return { jobs: [], savedAt: null };
    const jobs = parsed.jobs.filter(isCachedJob).slice(0, TRENDING_LIMIT);
    return { jobs, savedAt: jobs.length && typeof parsed.savedAt === 'string' ? parsed.savedAt : null };
  } catch {
    return { jobs: [], savedAt: null };
  }
}
