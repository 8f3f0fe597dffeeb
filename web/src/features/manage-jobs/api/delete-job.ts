import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /api/jobs/{id}: the job goes with its applications and saves. */
const deleteJob = (id: string) => api.delete('/api/jobs/{id}', { params: { id } });

/** Deletes a job; job lists, applications and the dashboard figures are asked again afterwards. */
export function useDeleteJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['jobs'] }),
        client.invalidateQueries({ queryKey: ['applications'] }),
        client.invalidateQueries({ queryKey: ['analytics'] }),
      ]),
  });
}
