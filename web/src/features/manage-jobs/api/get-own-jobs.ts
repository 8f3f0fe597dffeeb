import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toOwnJobsQuery, type ManageState } from '../lib/manage-state';

type OwnJobsQuery = ReturnType<typeof toOwnJobsQuery>;

/** Every key of the employer's own job lists: invalidate it after a toggle or a delete. */
const ownJobsKey = ['jobs', 'own'] as const;

/** GET /api/jobs/get-jobs-employer: a page (8) of the signed-in employer's jobs. */
const getOwnJobs = (query: OwnJobsQuery, signal?: AbortSignal) =>
  api.get('/api/jobs/get-jobs-employer', { query, signal });

const ownJobsQueryOptions = (query: OwnJobsQuery) =>
  queryOptions({
    queryKey: [...ownJobsKey, query],
    queryFn: ({ signal }) => getOwnJobs(query, signal),
    // The table keeps its rows while the next page loads (skeleton rows show meanwhile).
    placeholderData: keepPreviousData,
  });

export const useOwnJobs = (state: ManageState) => useQuery(ownJobsQueryOptions(toOwnJobsQuery(state)));
