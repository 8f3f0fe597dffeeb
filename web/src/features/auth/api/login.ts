import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, type RequestBody } from '@/lib/api-client';

type LoginBody = RequestBody<'post', '/api/auth/login'>;

/** POST /api/auth/login. loginType and role are both the login page's role. */
const login = (body: LoginBody) => api.post('/api/auth/login', { body });

const loginMutationOptions = () => mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login });

export const useLogin = () => useMutation(loginMutationOptions());
