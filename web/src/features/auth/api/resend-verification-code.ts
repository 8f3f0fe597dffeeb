import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, type RequestBody } from '@/lib/api-client';

type ResendBody = RequestBody<'post', '/api/auth/resend-verification-code'>;

/** POST /api/auth/resend-verification-code; a 429 carries cooldownSeconds. The code is for the
 * sign-up `registrationId` names (the server never re-sends for a sign-up it cannot identify). */
const resendVerificationCode = (body: ResendBody) => api.post('/api/auth/resend-verification-code', { body });

const resendVerificationCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'resend-verification-code'], mutationFn: resendVerificationCode });

export const useResendVerificationCode = () => useMutation(resendVerificationCodeMutationOptions());
