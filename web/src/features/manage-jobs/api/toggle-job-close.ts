import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /api/jobs/{id}/toggle-close: an open job closes, a closed one reopens. */
const toggleJobClose = (id: string) => api.put('/api/jobs/{id}/toggle-close', { params: { id } });

/** Closes or reopens a job; every job list and the dashboard figures are asked again afterwards. */
export function useToggleJobClose() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: toggleJobClose,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['jobs'] }), client.invalidateQueries({ queryKey: ['analytics'] })]),
  });
}
