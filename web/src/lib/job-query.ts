import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// One job, read the same way by the job page, the job form's edit mode and the applicants'
// header, so they share one cache entry and one invalidation.

/** The react-query key of one job. */
export const jobQueryKey = (id: string) => ['jobs', 'detail', id] as const;

/** GET /api/jobs/{id}: the job with the viewer's `isSaved` and `applicationStatus` (a closed job too). */
const getJob = (id: string, signal?: AbortSignal) =>
  api.get('/api/jobs/{id}', { params: { id }, signal }).then((reply) => reply.job);

const jobQueryOptions = (id: string) =>
  queryOptions({ queryKey: jobQueryKey(id), queryFn: ({ signal }) => getJob(id, signal) });

/** The job `id`; asks nothing while there is no id. */
export const useJob = (id: string | null) => useQuery({ ...jobQueryOptions(id ?? ''), enabled: Boolean(id) });
