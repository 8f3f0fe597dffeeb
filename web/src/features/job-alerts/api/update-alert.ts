import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type RequestBody } from '@/lib/api-client';
import { alertsKey, alertsQueryOptions } from '@/lib/alerts';

type AlertPatch = RequestBody<'put', '/api/alerts/{id}'>;

/** PUT /api/alerts/{id}: changes an alert's name or frequency, or pauses (`active: false`) or resumes it. */
const updateAlert = ({ id, patch }: { id: string; patch: AlertPatch }) =>
  api.put('/api/alerts/{id}', { params: { id }, body: patch });

/** Changes an alert; the list shows the alert the API answers with at once, then reloads. */
export function useUpdateAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAlert,
    onSuccess: ({ alert }) => {
      client.setQueryData(alertsQueryOptions().queryKey, (list) =>
        list ? { ...list, alerts: list.alerts.map((a) => (a._id === alert._id ? alert : a)) } : list,
      );
      return client.invalidateQueries({ queryKey: alertsKey });
    },
  });
}
