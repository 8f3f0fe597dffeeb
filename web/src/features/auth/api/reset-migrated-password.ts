import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse, Role } from '@/types/api';

export type ResetMigratedPasswordBody = {
  email: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  /** The login page to return to when the old password cannot be verified. */
  role: Role;
};

/** POST /api/auth/reset-migrated-password; a 403 carries a redirect to follow. */
export const resetMigratedPassword = (body: ResetMigratedPasswordBody) =>
  api.post<MessageResponse>('/auth/reset-migrated-password', body);

export const resetMigratedPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'reset-migrated-password'], mutationFn: resetMigratedPassword });

export const useResetMigratedPassword = () => useMutation(resetMigratedPasswordMutationOptions());
