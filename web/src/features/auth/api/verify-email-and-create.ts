import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, type RequestBody } from '@/lib/api-client';

type VerifyEmailBody = RequestBody<'post', '/api/auth/verify-email-and-create'>;

/** POST /api/auth/verify-email-and-create: 201 creates the account and signs it in. */
const verifyEmailAndCreate = (body: VerifyEmailBody) => api.post('/api/auth/verify-email-and-create', { body });

const verifyEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'verify-email'], mutationFn: verifyEmailAndCreate });

export const useVerifyEmailAndCreate = () => useMutation(verifyEmailMutationOptions());
