import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CodeSentResponse } from '@/types/api';

/** POST /api/auth/resend-verification-code; a 429 carries cooldownSeconds. */
export const resendVerificationCode = (email: string) => api.post<CodeSentResponse>('/auth/resend-verification-code', { email });

export const resendVerificationCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'resend-verification-code'], mutationFn: resendVerificationCode });

export const useResendVerificationCode = () => useMutation(resendVerificationCodeMutationOptions());
