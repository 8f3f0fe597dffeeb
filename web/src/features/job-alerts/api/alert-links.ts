import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertsKey } from '@/lib/alerts';

/** POST /api/alerts/confirm?token=: starts a visitor's alert, by the token of its confirmation mail. */
export function useConfirmAlert() {
  return useMutation({
    mutationFn: (token: string) => api.post('/api/alerts/confirm', { query: { token } }),
  });
}

/** POST /api/alerts/unsubscribe?token=: stops an alert's mail, by the token of its mail (no sign-in). */
export function useUnsubscribeAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post('/api/alerts/unsubscribe', { query: { token } }),
    // A signed-in job seeker's Job Alerts page shows the alert paused from now on.
    onSuccess: () => client.invalidateQueries({ queryKey: alertsKey }),
  });
}
