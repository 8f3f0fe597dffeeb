import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useUser } from '@/lib/auth';
import { MY_APPLICATIONS_LIMITS, myApplicationsQueryOptions, type MyApplication } from '@/lib/my-applications';
import type { ApplicationStatus } from '@/types/api';
import { useLoadMoreApplications } from '../api/more-applications';
import { browserStorage, CACHE_FALLBACK_MS, CACHE_FRESH_MS, cachedWithin, dashboardSource, writeCache } from '../lib/cache';
import { groupByStatus, mergeApplications, nextLoadMorePage } from '../lib/dashboard';

/**
 * The Application Dashboard's data (spec §4, §7): the first 50 applications, the cache of the
 * signed-in user (shown at once while fresh, and as the offline fallback when the server fails),
 * 20 more of one status on demand, and Refresh.
 */
export function useDashboardApplications() {
  const { data: user } = useUser();
  const userId = user?._id ?? '';
  const query = useQuery({
    ...myApplicationsQueryOptions({ page: 1, limit: MY_APPLICATIONS_LIMITS.dashboardFirst }),
    enabled: userId !== '',
  });
  const loadMore = useLoadMoreApplications();
  const [more, setMore] = useState<MyApplication[]>([]);
  const [totals, setTotals] = useState<Partial<Record<ApplicationStatus, number>>>({});
  const [loadingStatus, setLoadingStatus] = useState<ApplicationStatus | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const storage = browserStorage();
  const server = query.data?.applications;

  // Every server reply becomes the cache of this user…
  useEffect(() => {
    if (server && userId) writeCache(storage, userId, server);
  }, [server, userId, storage]);
  // …and replaces what load-more added to the one before.
  const [seenServer, setSeenServer] = useState(server);
  if (seenServer !== server) {
    setSeenServer(server);
    setMore([]);
    setTotals({});
  }

  // Read again whenever the query's state changes (a new reply, a new failure).
  const { fresh, fallback } = useMemo(
    () => ({
      fresh: cachedWithin(storage, userId, CACHE_FRESH_MS),
      fallback: cachedWithin(storage, userId, CACHE_FALLBACK_MS),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the timestamps say when to read again
    [storage, userId, query.dataUpdatedAt, query.errorUpdatedAt],
  );

  const source = dashboardSource({ server, failed: query.isError && !query.isFetching, fresh, fallback });
  const base = source.kind === 'ready' ? source.data : undefined;
  const applications = useMemo(() => mergeApplications(base ?? [], more), [base, more]);
  const groups = useMemo(() => groupByStatus(applications), [applications]);
  const serverHasMore =
    source.kind === 'ready' && !source.offline && server !== undefined && query.data?.pagination.hasMore === true;

  const count = (status: ApplicationStatus) => Math.max(totals[status] ?? 0, groups[status]?.length ?? 0);
  const canLoadMore = (status: ApplicationStatus) => {
    if (!serverHasMore) return false;
    const total = totals[status];
    return total === undefined || total > (groups[status]?.length ?? 0);
  };

  const loadMoreOf = (status: ApplicationStatus) => {
    const held = groups[status]?.length ?? 0;
    setLoadingStatus(status);
    loadMore.mutate(
      { status, page: nextLoadMorePage(held, MY_APPLICATIONS_LIMITS.loadMore) },
      {
        onSuccess: (reply) => {
          setMore((current) => mergeApplications(current, reply.applications));
          setTotals((t) => ({ ...t, [status]: reply.pagination.totalCount }));
        },
        onSettled: () => setLoadingStatus(null),
      },
    );
  };

  const refresh = () => {
    setRefreshing(true);
    void query.refetch().finally(() => setRefreshing(false));
  };

  return {
    source,
    applications,
    groups,
    count,
    canLoadMore,
    loadMoreOf,
    loadingStatus,
    loadMoreFailed: loadMore.isError,
    refresh,
    refreshing,
    retry: () => void query.refetch(),
    retrying: query.isError && query.isFetching,
  };
}
