import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { readTrendingCache, writeTrendingCache } from '../lib/trending-cache';

/** GET /api/jobs/trending: the six jobs of the week (spec §2.2, §9). */
const getTrendingJobs = (signal?: AbortSignal) => api.get('/api/jobs/trending', { signal });

const trendingJobsQueryOptions = () =>
  queryOptions({
    queryKey: ['jobs', 'trending'],
    queryFn: ({ signal }) => getTrendingJobs(signal),
    select: (reply) => reply.jobs,
  });

/**
 * The trending jobs; every list that arrives is kept in this browser (localStorage), so a later
 * failure can show the last real list as its fallback (spec §8) instead of invented jobs.
 */
export function useTrendingJobs() {
  const query = useQuery(trendingJobsQueryOptions());
  const jobs = query.data;
  useEffect(() => {
    if (jobs) writeTrendingCache(window.localStorage, jobs);
  }, [jobs]);
  return query;
}

/** The last trending list this browser loaded, read when a load fails. */
export const lastTrendingJobs = () => readTrendingCache(window.localStorage);
