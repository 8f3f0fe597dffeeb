import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSessionUser } from '@/lib/auth';
import type { User } from '@/types/api';
import type { ProfileBody } from '../lib/profile-form';
import { PROFILE_KEY } from './get-profile';

/** PUT /api/users/profile: the job seeker body; the reply names the saved user. */
const updateProfile = (body: ProfileBody) => api.put('/api/users/profile', { body });

/**
 * After the profile changed: the session (header, shell, guards) and the profile page take the
 * saved user, and what is computed from the profile (dashboard overview, recommendations) reloads.
 */
export function profileChanged(client: QueryClient, user: User) {
  setSessionUser(client, user);
  client.setQueryData(PROFILE_KEY, user);
  void client.invalidateQueries({ queryKey: ['jobseeker-overview'] });
  void client.invalidateQueries({ queryKey: ['jobs', 'recommended'] });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'update'],
    mutationFn: updateProfile,
    onSuccess: (reply) => profileChanged(client, reply.user),
  });
}
