import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { User } from '@/types/api';

export const PROFILE_KEY = ['profile', 'me'] as const;

/**
 * GET /api/auth/me read afresh for the profile page. Unlike the session check it fails loudly,
 * so the page can show 'Failed to load profile data' (spec §8) with Try Again.
 */
export async function getProfile(signal?: AbortSignal): Promise<User> {
  const reply = await api.get('/api/auth/me', { signal });
  if (!reply.user) throw new Error('Not signed in');
  return reply.user;
}

const profileQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => getProfile(signal),
    retry: false,
  });

export const useProfile = () => useQuery(profileQueryOptions());
