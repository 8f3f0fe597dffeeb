import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type RequestBody } from '@/lib/api-client';

export type JobBody = RequestBody<'post', '/api/jobs'>;

/** POST /api/jobs (a new job) or PUT /api/jobs/{id} (an edit): 201 or 200 with the stored job. */
const publishJob = ({ id, body }: { id: string | null; body: JobBody }) =>
  id ? api.put('/api/jobs/{id}', { params: { id }, body }) : api.post('/api/jobs', { body });

/** Publishes the job; every job list and the dashboard figures are asked again afterwards. */
export function usePublishJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishJob,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['jobs'] }),
        client.invalidateQueries({ queryKey: ['analytics'] }),
      ]);
    },
  });
}
