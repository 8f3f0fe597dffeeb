import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, type RequestBody } from '@/lib/api-client';

type VerifyResetCodeBody = RequestBody<'post', '/api/auth/verify-reset-code'>;

/** POST /api/auth/verify-reset-code. */
const verifyResetCode = (body: VerifyResetCodeBody) => api.post('/api/auth/verify-reset-code', { body });

const verifyResetCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'verify-reset-code'], mutationFn: verifyResetCode });

export const useVerifyResetCode = () => useMutation(verifyResetCodeMutationOptions());
