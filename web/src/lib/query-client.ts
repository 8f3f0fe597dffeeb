import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Spec §9: data is fresh for 2 minutes, kept as a fallback for 5. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 120_000,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1,
    },
    mutations: { retry: false },
  },
});
