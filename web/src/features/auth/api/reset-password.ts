import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, type RequestBody } from '@/lib/api-client';

export type ResetPasswordBody = RequestBody<'post', '/api/auth/reset-password'>;

/** POST /api/auth/reset-password. */
export const resetPassword = (body: ResetPasswordBody) => api.post('/api/auth/reset-password', { body });

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });

export const useResetPassword = () => useMutation(resetPasswordMutationOptions());
