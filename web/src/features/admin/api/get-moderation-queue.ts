import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query of the console starts with this key: a decision refreshes them all. */
export const adminKey = ['admin'] as const;

/** GET /api/admin/moderation: held and hidden jobs and live ones with reports, oldest first. */
const getModerationQueue = (signal?: AbortSignal) => api.get('/api/admin/moderation', { signal });

const moderationQueueQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKey, 'moderation'],
    queryFn: ({ signal }) => getModerationQueue(signal),
  });

export const useModerationQueue = () => useQuery(moderationQueueQueryOptions());
