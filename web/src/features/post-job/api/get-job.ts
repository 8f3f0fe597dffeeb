import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/jobs/{id}: the job to edit. */
export const getJob = (id: string, signal?: AbortSignal) => api.get('/api/jobs/{id}', { params: { id }, signal });

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['jobs', 'detail', id],
    queryFn: ({ signal }) => getJob(id, signal),
    select: (reply) => reply.job,
  });

/** The job `id` (edit mode); asks nothing without an id. */
export const useJob = (id: string | null) => useQuery({ ...jobQueryOptions(id ?? ''), enabled: id !== null });
