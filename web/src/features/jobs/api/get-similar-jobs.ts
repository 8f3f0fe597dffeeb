import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec §9: at most 3 similar jobs. */
export const SIMILAR_JOBS = 3;

/** GET /api/jobs/{id}/similar: jobs like this one, same category first, never the job itself. */
const getSimilarJobs = (id: string, signal?: AbortSignal) =>
  api.get('/api/jobs/{id}/similar', { params: { id }, query: { limit: String(SIMILAR_JOBS) }, signal });

const similarJobsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['jobs', 'similar', id],
    // The server already leaves the job out; the filter and the cut keep the promise if it changes.
    queryFn: ({ signal }) =>
      getSimilarJobs(id, signal).then((reply) => reply.jobs.filter((job) => job._id !== id).slice(0, SIMILAR_JOBS)),
  });

/** Similar jobs of `id` (`enabled`: once the job itself has loaded). */
export const useSimilarJobs = (id: string, enabled = true) => useQuery({ ...similarJobsQueryOptions(id), enabled });
