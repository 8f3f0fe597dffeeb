import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from './get-moderation-queue';

/** POST /api/admin/jobs/{id}/reject: out of search; the message is mailed and shown in Manage Jobs. */
const rejectJob = ({ id, message }: { id: string; message: string }) =>
  api.post('/api/admin/jobs/{id}/reject', { params: { id }, body: { message } });

/** Rejects a job with a message to its employer; the queue and the audit log load again. */
export function useRejectJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejectJob,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}
