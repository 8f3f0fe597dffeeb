import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toApplicationsQuery, type ApplicantsState } from '../lib/applicants-state';

type ApplicationsQuery = ReturnType<typeof toApplicationsQuery>;

/** Every key of one job's applicant lists (under ['applications'], which a status change refreshes). */
export const jobApplicationsKey = (jobId: string) => ['applications', 'job', jobId] as const;

/** GET /api/applications/job/{jobId}: a page (10) of the job's applications, with the job. */
const getJobApplications = (jobId: string, query: ApplicationsQuery, signal?: AbortSignal) =>
  api.get('/api/applications/job/{jobId}', { params: { jobId }, query, signal });

const jobApplicationsQueryOptions = (jobId: string, query: ApplicationsQuery) =>
  queryOptions({
    queryKey: [...jobApplicationsKey(jobId), query],
    queryFn: ({ signal }) => getJobApplications(jobId, query, signal),
    placeholderData: keepPreviousData,
  });

/** The applications of `state`; `enabled` false waits (until the status filter can be read). */
export const useJobApplications = (state: ApplicantsState, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...jobApplicationsQueryOptions(state.jobId, toApplicationsQuery(state)), enabled });
