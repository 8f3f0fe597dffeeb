import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/analytics/jobseekrOverview (the spec's spelling): applications by status and saved jobs. */
const getJobseekerOverview = (signal?: AbortSignal) => api.get('/api/analytics/jobseekrOverview', { signal });

/** Its key starts with 'jobseeker-overview': applying, saving and profile saves invalidate it. */
const jobseekerOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['jobseeker-overview'],
    queryFn: ({ signal }) => getJobseekerOverview(signal),
  });

export const useJobseekerOverview = () => useQuery(jobseekerOverviewQueryOptions());
