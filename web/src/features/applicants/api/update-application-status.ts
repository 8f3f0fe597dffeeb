import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApplicationStatus } from '@/types/api';
import type { components } from '@/types/api.gen';
import { withStatus } from '../lib/applicants-state';
import { jobApplicationsKey } from './get-job-applications';
import { jobQueryKey } from '@/lib/job-query';

type JobApplicationsReply = components['schemas']['JobApplicationsReply'];
type StatusChange = { id: string; status: ApplicationStatus };

/** PUT /api/applications/{id}/status: the employer sets an application's status. */
const updateApplicationStatus = ({ id, status }: StatusChange) =>
  api.put('/api/applications/{id}/status', { params: { id }, body: { status } });

/**
 * Spec §4: the new status shows at once in the list and the modal (optimistic); a failure puts
 * the previous one back. Afterwards every application list (this job's, the job seeker views
 * under ['applications']), the job header and the dashboard figures are asked again.
 */
export function useUpdateApplicationStatus(jobId: string) {
  const client = useQueryClient();
  const listKey = jobApplicationsKey(jobId);
  return useMutation({
    mutationFn: updateApplicationStatus,
    onMutate: async ({ id, status }) => {
      await client.cancelQueries({ queryKey: listKey });
      const before = client.getQueriesData<JobApplicationsReply>({ queryKey: listKey });
      client.setQueriesData<JobApplicationsReply>({ queryKey: listKey }, (reply) =>
        reply ? withStatus(reply, id, status) : reply,
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [key, reply] of context?.before ?? []) client.setQueryData(key, reply);
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['applications'] }),
        client.invalidateQueries({ queryKey: jobQueryKey(jobId) }),
        client.invalidateQueries({ queryKey: ['analytics'] }),
      ]),
  });
}
