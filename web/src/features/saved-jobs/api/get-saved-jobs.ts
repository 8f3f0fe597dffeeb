import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SAVED_PAGE_SIZE } from '../lib/saved-page';

/** Every saved-jobs key starts here: a save anywhere invalidates it. */
export const savedJobsKey = ['saved-jobs'] as const;

/** GET /api/save-jobs/my: a page of the job seeker's saved jobs, newest save first. */
const getSavedJobs = (page: number, signal?: AbortSignal) =>
  api.get('/api/save-jobs/my', { query: { page: String(page), limit: String(SAVED_PAGE_SIZE) }, signal });

export const savedJobsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...savedJobsKey, 'my', page],
    queryFn: ({ signal }) => getSavedJobs(page, signal),
    placeholderData: keepPreviousData,
  });

export const useSavedJobs = (page: number) => useQuery(savedJobsQueryOptions(page));
