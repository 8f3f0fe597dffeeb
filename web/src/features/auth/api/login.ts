import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, type RequestBody } from '@/lib/api-client';

export type LoginBody = RequestBody<'post', '/api/auth/login'>;

/** POST /api/auth/login. loginType and role are both the login page's role. */
export const login = (body: LoginBody) => api.post('/api/auth/login', { body });

export const loginMutationOptions = () => mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login });

export const useLogin = () => useMutation(loginMutationOptions());
