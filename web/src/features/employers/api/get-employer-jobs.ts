import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/jobs/employer/{id}: the employer's open jobs, 10 a page. */
const getEmployerJobs = (id: string, page: number, signal?: AbortSignal) =>
  api.get('/api/jobs/employer/{id}', { params: { id }, query: { page: String(page) }, signal });

const employerJobsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: ['jobs', 'employer', id, page],
    queryFn: ({ signal }) => getEmployerJobs(id, page, signal),
    placeholderData: keepPreviousData,
  });

/** Runs once the employer is known to exist (`enabled`). */
export const useEmployerJobs = (id: string, page: number, enabled = true) =>
  useQuery({ ...employerJobsQueryOptions(id, page), enabled });
