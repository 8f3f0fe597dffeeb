import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPath } from '@/config/paths';
import type { User } from '@/types/api';
import { SESSION_KEY, setSessionUser } from './auth';
import { returnTo } from './return-to';
import { onSessionLost } from './session-lost';

/**
 * What happens when the session ends while the app is open, once for every screen:
 * the person is taken to the login page of their role, which says the session expired and brings
 * them back to where they were after signing in; then the signed-in state and everything loaded
 * for them is cleared (in that order, so the guarded page being left never bounces to /login).
 * Later 401s of the same moment find nobody signed in and do nothing.
 */
export function SessionLostWatch() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(
    () =>
      onSessionLost(() => {
        const user = client.getQueryData<User | null>(SESSION_KEY);
        if (!user) return;
        const { pathname, search, hash } = here.current;
        void navigate(loginPath(user.role), {
          state: returnTo(`${pathname}${search}${hash}`, 'session-expired'),
          flushSync: true,
        });
        client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
        setSessionUser(client, null);
      }),
    [client, navigate],
  );
  return null;
}
