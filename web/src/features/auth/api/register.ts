import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { User } from '@/types/api';

export type RegisterBody =
  | { name: string; email: string; password: string; confirmPassword: string; role: 'jobseeker'; avatar?: string }
  | {
      name: string;
      email: string;
      password: string;
      confirmPassword: string;
      role: 'employer';
      companyName: string;
      companyLogo?: string;
    };

/** 200: a code was e-mailed and the account waits for it. 201: created and signed in. */
export type RegisterResponse =
  | {
      success: boolean;
      requiresEmailVerification: true;
      email: string;
      /** This sign-up among any others waiting for the same address: Resend names it. */
      registrationId?: string;
      message?: string;
      devMode?: boolean;
    }
  | { success: boolean; user: User; message?: string };

/** POST /api/auth/register. */
export const register = (body: RegisterBody) => api.post<RegisterResponse>('/auth/register', body);

export const registerMutationOptions = () => mutationOptions({ mutationKey: ['auth', 'register'], mutationFn: register });

export const useRegister = () => useMutation(registerMutationOptions());
