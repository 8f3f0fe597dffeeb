import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, type RequestBody } from '@/lib/api-client';

export type RegisterBody = RequestBody<'post', '/api/auth/register'>;

/**
 * POST /api/auth/register. 200 (`VerificationSentReply`): a code was e-mailed and the sign-up
 * waits for it. 201 (`UserReply`): created and signed in.
 */
const register = (body: RegisterBody) => api.post('/api/auth/register', { body });

/** The reply of either kind. */
export type RegisterReply = Awaited<ReturnType<typeof register>>;

const registerMutationOptions = () => mutationOptions({ mutationKey: ['auth', 'register'], mutationFn: register });

export const useRegister = () => useMutation(registerMutationOptions());
