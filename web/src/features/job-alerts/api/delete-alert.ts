import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertsKey, alertsQueryOptions } from '@/lib/alerts';

/** DELETE /api/alerts/{id}: the alert stops and goes. */
const deleteAlert = (id: string) => api.delete('/api/alerts/{id}', { params: { id } });

/** Deletes an alert; it leaves the list at once, which then reloads. */
export function useDeleteAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: (_reply, id) => {
      client.setQueryData(alertsQueryOptions().queryKey, (list) =>
        list ? { ...list, alerts: list.alerts.filter((a) => a._id !== id) } : list,
      );
      return client.invalidateQueries({ queryKey: alertsKey });
    },
  });
}
