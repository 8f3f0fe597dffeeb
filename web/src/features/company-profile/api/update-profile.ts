import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type RequestBody } from '@/lib/api-client';
import { sessionQueryOptions, setSessionUser } from '@/lib/auth';

type ProfileBody = RequestBody<'put', '/api/users/profile'>;

/** PUT /api/users/profile: the employer's company body (spec §7 Users). */
const updateProfile = (body: ProfileBody) => api.put('/api/users/profile', { body });

/**
 * Saves the company profile, then refreshes the auth state (spec §4): the saved user at once,
 * then the session asked again, so the header, the shell and the job form see the new values.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (reply) => {
      setSessionUser(client, reply.user);
      await client.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    },
  });
}
