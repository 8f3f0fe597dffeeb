import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { EMPTY_SEARCH, toApiQuery, type SearchState } from '../lib/search-state';

type SearchQuery = ReturnType<typeof toApiQuery>;

/** GET /api/jobs: a page of jobs with the facet counts of every filter group. */
const searchJobs = (query: SearchQuery, signal?: AbortSignal) => api.get('/api/jobs', { query, signal });

const searchJobsQueryOptions = (query: SearchQuery) =>
  queryOptions({
    queryKey: ['jobs', 'search', query],
    queryFn: ({ signal }) => searchJobs(query, signal),
    // The previous reply stays while the next loads, so the filters keep their counts; the list
    // shows skeletons meanwhile (isPlaceholderData).
    placeholderData: keepPreviousData,
  });

/** The search of `state`; runs once `enabled` (the catalogue has arrived and the URL is read). */
export const useSearchJobs = (state: SearchState | null) =>
  useQuery({
    ...searchJobsQueryOptions(toApiQuery(state ?? EMPTY_SEARCH)),
    enabled: state !== null,
  });
