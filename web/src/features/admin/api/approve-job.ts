import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from './get-moderation-queue';

/** POST /api/admin/jobs/{id}/approve: the job goes live (searchable while open), its reports resolved. */
const approveJob = (id: string) => api.post('/api/admin/jobs/{id}/approve', { params: { id } });

/** Approves a job; the queue and the audit log load again. */
export function useApproveJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: approveJob,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}
