import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@/types/api';

export type ResetPasswordBody = { email: string; code: string; newPassword: string; confirmPassword: string };

/** POST /api/auth/reset-password. */
export const resetPassword = (body: ResetPasswordBody) => api.post<MessageResponse>('/auth/reset-password', body);

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });

export const useResetPassword = () => useMutation(resetPasswordMutationOptions());
