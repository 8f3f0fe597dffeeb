import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, type RequestBody } from '@/lib/api-client';

/** `role` is the login page to return to when the old password cannot be verified. */
type ResetMigratedPasswordBody = RequestBody<'post', '/api/auth/reset-migrated-password'>;

/** POST /api/auth/reset-migrated-password; a 403 carries a redirect to follow. */
const resetMigratedPassword = (body: ResetMigratedPasswordBody) => api.post('/api/auth/reset-migrated-password', { body });

const resetMigratedPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'reset-migrated-password'], mutationFn: resetMigratedPassword });

export const useResetMigratedPassword = () => useMutation(resetMigratedPasswordMutationOptions());
