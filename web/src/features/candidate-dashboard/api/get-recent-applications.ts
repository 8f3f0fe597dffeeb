import { useQuery } from '@tanstack/react-query';
import { myApplicationsQueryOptions } from '@/lib/my-applications';

/** How many applications the dashboard lists. */
const RECENT_APPLICATIONS = 5;

/**
 * The newest applications: the shared GET /api/applications/my query (key under
 * ['applications']), first page of 5, so applying anywhere refreshes it.
 */
export const useRecentApplications = () =>
  useQuery({
    ...myApplicationsQueryOptions({ page: 1, limit: RECENT_APPLICATIONS }),
    select: (reply) => reply.applications.slice(0, RECENT_APPLICATIONS),
  });
