import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/request-password-reset; a 429 carries cooldownSeconds. */
const requestPasswordReset = (email: string) => api.post('/api/auth/request-password-reset', { body: { email } });

const requestPasswordResetMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'request-password-reset'], mutationFn: requestPasswordReset });

export const useRequestPasswordReset = () => useMutation(requestPasswordResetMutationOptions());
