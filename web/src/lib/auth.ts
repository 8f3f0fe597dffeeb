// The session is shared by every layer (header, shells, guards, auth forms), so, as in
// bulletproof-react, its two endpoints live here rather than in a feature.
import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { User } from '@/types/api';
import { api } from './api-client';
import { reportSessionLost } from './session-lost';

export const SESSION_KEY = ['auth', 'me'] as const;

/**
 * GET /api/auth/me: the user, or null for an anonymous visitor (a 200 with `user: null`). Any
 * failure also quietly means anonymous (spec §8).
 */
async function getMe(signal?: AbortSignal): Promise<User | null> {
  try {
    const response = await api.get('/api/auth/me', { signal });
    return response.user ?? null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_KEY,
    queryFn: async ({ signal, client }) => {
      const user = await getMe(signal);
      // A signed-in user found anonymous on a re-check (idle limit, logout elsewhere): the session
      // ended while the app was open, handled like a 401 before the guards see the change.
      if (user === null && client.getQueryData(SESSION_KEY)) reportSessionLost();
      return user;
    },
    staleTime: Infinity,
    retry: false,
  });

/** The signed-in user, `null` when anonymous, `undefined` while the first check runs. */
export const useUser = () => useQuery(sessionQueryOptions());

const RECHECK_AFTER_IDLE_MS = 24 * 60 * 60 * 1000;
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Spec §4: the session is checked again when the user comes back after 24 hours without
 * activity (mouse, keys, scroll, touch), so an expired session shows as signed out.
 */
export function useSessionRecheck() {
  const client = useQueryClient();
  useEffect(() => {
    let lastActivity = Date.now();
    const onActivity = () => {
      const now = Date.now();
      if (now - lastActivity >= RECHECK_AFTER_IDLE_MS) void client.invalidateQueries({ queryKey: SESSION_KEY });
      lastActivity = now;
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [client]);
}

/** Stores the user returned by login, sign-up or verification as the session. */
export const setSessionUser = (client: QueryClient, user: User | null) => client.setQueryData(SESSION_KEY, user);

/** POST /api/auth/logout. */
export const logout = () => api.post('/api/auth/logout');

/**
 * Logs out and lands on home (spec §4 Session). The home page is committed synchronously
 * (flushSync) before the session is forgotten, so the guarded page being left never sees an
 * anonymous user and never bounces to /login.
 */
export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: logout,
    onSettled: async () => {
      await navigate(paths.home, { flushSync: true });
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      setSessionUser(client, null);
    },
  });
}

export { originPath, type OriginState } from './return-to';
