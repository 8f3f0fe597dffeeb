// GET /api/applications/my: the signed-in job seeker's own applications, newest first. Shared by
// Track Applications, the Application Dashboard (features/applications) and the job seeker
// dashboard. Every key starts with ['applications'], so applying anywhere (which invalidates
// ['applications']) refreshes every view of them.
import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import type { ApplicationStatus } from '@/types/api';
import type { components } from '@/types/api.gen';

/** One own application, with its job (spec §3 "Application"). */
export type MyApplication = components['schemas']['ApplicationView'];

/** Spec §7/§9: the list view fetches all at once; the dashboard loads 50, then 20 more per status. */
export const MY_APPLICATIONS_LIMITS = { list: 1000, dashboardFirst: 50, loadMore: 20 } as const;

export type MyApplicationsQuery = {
  page?: number;
  limit: number;
  /** One status only (the dashboard's load-more); every status when absent. */
  status?: ApplicationStatus;
};

/** The prefix of every own-applications key: invalidate it after an apply or a status change. */
const myApplicationsKey = ['applications', 'my'] as const;

export const getMyApplications = ({ page = 1, limit, status }: MyApplicationsQuery, signal?: AbortSignal) =>
  api.get('/api/applications/my', {
    query: { page: String(page), limit: String(limit), status: status ?? undefined },
    signal,
  });

export const myApplicationsQueryOptions = (query: MyApplicationsQuery) =>
  queryOptions({
    queryKey: [...myApplicationsKey, { page: query.page ?? 1, limit: query.limit, status: query.status ?? 'all' }],
    queryFn: ({ signal }) => getMyApplications(query, signal),
  });

/** The own applications of `query`; `enabled` false waits (e.g. until the user is known). */
export const useMyApplications = (query: MyApplicationsQuery, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...myApplicationsQueryOptions(query), enabled });

/** POST /api/applications/my/seen: every status change of the own applications is now seen. */
const markStatusesSeen = () => api.post('/api/applications/my/seen', {});

/**
 * Once `applications` (a view the job seeker is looking at) holds a status change they have not
 * seen, tells the server they have: the "New update" marks stay on this view and are gone the
 * next time; the dashboard's count of updates drops at once.
 */
export function useSeeNewStatuses(applications: readonly MyApplication[] | undefined) {
  const client = useQueryClient();
  const told = useRef(false);
  const hasNew = applications?.some((a) => a.isNewStatus) ?? false;
  useEffect(() => {
    if (!hasNew || told.current) return;
    told.current = true;
    markStatusesSeen()
      .then(() => client.invalidateQueries({ queryKey: ['jobseeker-overview'] }))
      .catch(() => {
        // Not told: the marks show again next time, which is the safe side.
        told.current = false;
      });
  }, [hasNew, client]);
}
