import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The key of the job header of the applicants page. */
export const applicantsJobKey = (id: string) => ['jobs', 'applicants-header', id] as const;

/** GET /api/jobs/{id}: the job whose applicants show (title, place, type, category, count). */
export const getJob = (id: string, signal?: AbortSignal) => api.get('/api/jobs/{id}', { params: { id }, signal });

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: applicantsJobKey(id),
    queryFn: ({ signal }) => getJob(id, signal).then((reply) => reply.job),
  });

export const useJob = (id: string) => useQuery(jobQueryOptions(id));
