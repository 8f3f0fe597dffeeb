import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/** GET /api/users/{id}: an employer's public profile (404 'Employer not found', 400 for a malformed id). */
const getEmployer = (id: string, signal?: AbortSignal) => api.get('/api/users/{id}', { params: { id }, signal });

const employerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['employers', 'detail', id],
    queryFn: ({ signal }) => getEmployer(id, signal).then((reply) => reply.employer),
  });

export const useEmployer = (id: string) => useQuery(employerQueryOptions(id));

/** The id names no employer: unknown (404) or not an id at all (400). */
export const isEmployerMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);
