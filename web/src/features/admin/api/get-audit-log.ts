import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from './get-moderation-queue';

/** GET /api/admin/audit-log: the latest 200 moderation actions, newest first. */
const getAuditLog = (signal?: AbortSignal) => api.get('/api/admin/audit-log', { signal });

const auditLogQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKey, 'audit-log'],
    queryFn: ({ signal }) => getAuditLog(signal),
  });

export const useAuditLog = () => useQuery(auditLogQueryOptions());
