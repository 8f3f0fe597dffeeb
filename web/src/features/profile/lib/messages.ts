// The profile's failure messages (spec §5 and §8, Profiles and uploads). The words are in the
// profile catalogue (messages.*); English keeps the spec's wording and its order of sources.
import { isApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n';

/**
 * A failed save in English (spec §8): the server's message, else the error's text ('Server
 * responded with status {n}' for a reply without one), else the generic message.
 */
export function saveFailureMessage(error: unknown, t: Translate<'profile'>): string {
  if (isApiError(error)) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status > 0) return t('messages.serverStatus', { status: error.status });
  }
  return (error instanceof Error && error.message) || t('messages.saveFailed');
}
