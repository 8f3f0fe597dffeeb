import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from './get-moderation-queue';

/**
 * POST /api/admin/employers/{id}/suspend: every job of the employer leaves search, they cannot
 * post or edit jobs, and the message is mailed.
 */
const suspendEmployer = ({ id, message }: { id: string; message: string }) =>
  api.post('/api/admin/employers/{id}/suspend', { params: { id }, body: { message } });

/** Suspends an employer with a message; the queue and the audit log load again. */
export function useSuspendEmployer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: suspendEmployer,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}
