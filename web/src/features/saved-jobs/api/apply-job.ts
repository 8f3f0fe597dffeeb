import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/applications/{jobId}: applies with the résumé of the profile. */
export const applyToJob = (jobId: string) => api.post('/api/applications/{jobId}', { params: { jobId } });

export const useApplyToJob = () => useMutation({ mutationFn: applyToJob });
