import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSION_KEY, setSessionUser } from '@/lib/auth';
import type { User } from '@/types/api';

/**
 * POST /api/employer/verify-domain (issue 29): mails a 6-digit code to an address at the
 * company's own domain. 400 `free_mail_domain` for Gmail and the like, 429 within the cooldown
 * (`cooldownSeconds`).
 */
const sendDomainCode = (email: string) => api.post('/api/employer/verify-domain', { body: { email } });

export const useSendDomainCode = () => useMutation({ mutationFn: sendDomainCode });

/** POST /api/employer/verify-domain/confirm: the mailed code; 400 `invalid_code` (`attemptsLeft`) or `code_expired`. */
const confirmDomainCode = (code: string) => api.post('/api/employer/verify-domain/confirm', { body: { code } });

/**
 * Confirms the code. The signed-in user carries the verified domain at once (the session is
 * then asked again), and every job and employer list is asked again: their Verified badges.
 */
export function useConfirmDomainCode(user: User) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmDomainCode,
    onSuccess: async (reply) => {
      setSessionUser(client, { ...user, verifiedDomain: reply.verifiedDomain });
      await Promise.all([
        client.invalidateQueries({ queryKey: SESSION_KEY }),
        client.invalidateQueries({ queryKey: ['jobs'] }),
        client.invalidateQueries({ queryKey: ['employers'] }),
      ]);
    },
  });
}
