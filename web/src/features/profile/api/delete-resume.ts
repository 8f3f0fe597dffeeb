import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { User } from '@/types/api';
import { PROFILE_KEY } from './get-profile';
import { profileChanged } from './update-profile';

/** DELETE /api/users/resume: removes the résumé from the profile. */
const deleteResume = () => api.delete('/api/users/resume');

export function useDeleteResume() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'delete-resume'],
    mutationFn: deleteResume,
    onSuccess: () => {
      const user = client.getQueryData<User>(PROFILE_KEY);
      if (user) profileChanged(client, { ...user, resume: null });
      void client.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
}
