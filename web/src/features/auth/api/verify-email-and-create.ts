import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserResponse } from '@/types/api';

export type VerifyEmailBody = { email: string; verificationCode: string };

/** POST /api/auth/verify-email-and-create: 201 creates the account and signs it in. */
export const verifyEmailAndCreate = (body: VerifyEmailBody) => api.post<UserResponse>('/auth/verify-email-and-create', body);

export const verifyEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'verify-email'], mutationFn: verifyEmailAndCreate });

export const useVerifyEmailAndCreate = () => useMutation(verifyEmailMutationOptions());
