import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { dashboardPath, paths } from '@/config/paths';
import type { Role } from '@/types/api';
import { useUser, type OriginState } from './auth';

/**
 * Route guard for a role group (spec §4): nothing while the session loads, anonymous users
 * go to /login remembering the origin (to the admin login for the moderation console, which the
 * /login chooser does not offer), a user of another role goes to their own dashboard.
 */
export function RequireRole({ role }: { role: Role }) {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return null;
  if (!user) {
    const state: OriginState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to={role === 'admin' ? paths.loginAdmin : paths.login} replace state={state} />;
  }
  if (user.role !== role) return <Navigate to={dashboardPath(user.role)} replace />;
  return <Outlet />;
}
