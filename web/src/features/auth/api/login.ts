import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Role, UserResponse } from '@/types/api';

export type LoginBody = { email: string; password: string; rememberMe: boolean; loginType: Role; role: Role };

/** POST /api/auth/login. loginType and role are both the login page's role. */
export const login = (body: LoginBody) => api.post<UserResponse>('/auth/login', body);

export const loginMutationOptions = () => mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login });

export const useLogin = () => useMutation(loginMutationOptions());
