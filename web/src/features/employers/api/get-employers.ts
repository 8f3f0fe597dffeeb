import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toEmployersQuery, type BrowseState } from '../lib/employers';

type EmployersQuery = ReturnType<typeof toEmployersQuery>;

/** GET /api/users: a page of employers (12 a page), filtered by person or company name or location. */
const getEmployers = (query: EmployersQuery, signal?: AbortSignal) => api.get('/api/users', { query, signal });

const employersQueryOptions = (query: EmployersQuery) =>
  queryOptions({
    queryKey: ['employers', 'list', query],
    queryFn: ({ signal }) => getEmployers(query, signal),
    // The grid keeps its height while the next page loads (skeletons show meanwhile).
    placeholderData: keepPreviousData,
  });

export const useEmployers = (state: BrowseState) => useQuery(employersQueryOptions(toEmployersQuery(state)));
