import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, type RequestBody } from '@/lib/api-client';

type ResetPasswordBody = RequestBody<'post', '/api/auth/reset-password'>;

/** POST /api/auth/reset-password. */
const resetPassword = (body: ResetPasswordBody) => api.post('/api/auth/reset-password', { body });

const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });

export const useResetPassword = () => useMutation(resetPasswordMutationOptions());
