import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/request-password-reset; a 429 carries cooldownSeconds. */
export const requestPasswordReset = (email: string) => api.post('/api/auth/request-password-reset', { body: { email } });

export const requestPasswordResetMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'request-password-reset'], mutationFn: requestPasswordReset });

export const useRequestPasswordReset = () => useMutation(requestPasswordResetMutationOptions());
