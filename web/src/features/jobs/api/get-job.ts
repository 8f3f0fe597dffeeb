import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/jobs/{id}: one job with the viewer's `isSaved` and `applicationStatus` (a closed job too). */
export const getJob = (id: string, signal?: AbortSignal) => api.get('/api/jobs/{id}', { params: { id }, signal });

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['jobs', 'detail', id],
    queryFn: ({ signal }) => getJob(id, signal).then((reply) => reply.job),
  });

export const useJob = (id: string) => useQuery(jobQueryOptions(id));
