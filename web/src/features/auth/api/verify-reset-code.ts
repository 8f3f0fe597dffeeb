import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@/types/api';

export type VerifyResetCodeBody = { email: string; code: string };

/** POST /api/auth/verify-reset-code. */
export const verifyResetCode = (body: VerifyResetCodeBody) => api.post<MessageResponse>('/auth/verify-reset-code', body);

export const verifyResetCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'verify-reset-code'], mutationFn: verifyResetCode });

export const useVerifyResetCode = () => useMutation(verifyResetCodeMutationOptions());
