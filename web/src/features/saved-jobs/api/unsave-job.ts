import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /api/save-jobs/{id}: removes a job from the saved jobs. */
const unsaveJob = (jobId: string) => api.delete('/api/save-jobs/{id}', { params: { id: jobId } });

export const useUnsaveJob = () => useMutation({ mutationFn: unsaveJob });
