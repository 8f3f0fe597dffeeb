import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/analytics/overview: the employer's figures with trends, 3 newest jobs, 3 latest applications. */
const getEmployerOverview = (signal?: AbortSignal) => api.get('/api/analytics/overview', { signal });

const employerOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['analytics', 'employer-overview'],
    queryFn: ({ signal }) => getEmployerOverview(signal),
    // A dashboard is opened to see what changed: asked again on every visit.
    staleTime: 0,
    retry: false,
  });

export const useEmployerOverview = () => useQuery(employerOverviewQueryOptions());
