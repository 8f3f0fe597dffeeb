import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type RequestBody } from '@/lib/api-client';
import { alertsKey } from '@/lib/alerts';

/** POST /api/alerts: the signed-in job seeker saves a search as an alert (at most 20). */
const createAlert = (body: RequestBody<'post', '/api/alerts'>) => api.post('/api/alerts', { body });

/** Creates the job seeker's alert; their Alerts page and dashboard tile reload. */
export function useCreateAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: () => client.invalidateQueries({ queryKey: alertsKey }),
  });
}

/**
 * POST /api/alerts/guest: a visitor's alert, mailed to the address given once the link mailed
 * there is opened (nothing is sent before). 409 at 20 alerts an address, 429 past the creations
 * allowed from one client address in an hour.
 */
const createGuestAlert = (body: RequestBody<'post', '/api/alerts/guest'>) => api.post('/api/alerts/guest', { body });

export const useCreateGuestAlert = () => useMutation({ mutationFn: createGuestAlert });
