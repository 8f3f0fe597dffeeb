import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/save-jobs/{id} saves a job; DELETE removes it from the saved jobs. */
export const saveJob = ({ id, save }: { id: string; save: boolean }) =>
  save ? api.post('/api/save-jobs/{id}', { params: { id } }) : api.delete('/api/save-jobs/{id}', { params: { id } });

export const useSaveJob = () => useMutation({ mutationFn: saveJob });
