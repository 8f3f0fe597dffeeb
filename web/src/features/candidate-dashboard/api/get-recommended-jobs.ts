import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Recommendations shown on the dashboard. */
export const RECOMMENDED_LIMIT = 6;

/**
 * GET /api/jobs/recommended: open jobs for the profile (shared skills, then the city) with why,
 * or trending jobs (`basis: 'trending'`) when the profile says too little.
 */
const getRecommendedJobs = (limit: number, signal?: AbortSignal) =>
  api.get('/api/jobs/recommended', { query: { limit: String(limit) }, signal });

/** Under ['jobs', 'recommended']: a profile save or an application refreshes it. */
const recommendedJobsQueryOptions = (limit = RECOMMENDED_LIMIT) =>
  queryOptions({
    queryKey: ['jobs', 'recommended', limit],
    queryFn: ({ signal }) => getRecommendedJobs(limit, signal),
  });

export const useRecommendedJobs = (limit = RECOMMENDED_LIMIT) => useQuery(recommendedJobsQueryOptions(limit));
