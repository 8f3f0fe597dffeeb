// The account's interface language (issue 30): kept on the server (`PUT /api/users/language`,
// `language` in the signed-in user) so it follows the person to another phone or browser, and
// mails to them are written in it.
// - Signing in applies the account's language, unless this visit's address chose one with
//   `?lang=`, which is then saved to the account instead.
// - Switching language while signed in saves the choice to the account.
import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '@/types/api';
import { api } from './api-client';
import { setSessionUser, useUser } from './auth';
import { currentLanguage, setLanguage } from './i18n';
import { languageChosenByAddress, toLanguage, type Language } from './language';

/** Saves `language` as the signed-in account's (nothing when anonymous); failures are quiet. */
export async function saveAccountLanguage(client: QueryClient, user: User | null | undefined, language: Language) {
  if (!user || user.language === language) return;
  try {
    await api.put('/api/users/language', { body: { language } });
    setSessionUser(client, { ...user, language });
  } catch {
    // The browser still remembers the choice (cookie and localStorage).
  }
}

/**
 * Applies the account's language when someone signs in (the session goes from anonymous to a
 * user: login, sign-up, verification); mounted once in the app's provider. Opening the app
 * already signed in keeps this browser's own choice, which was the account's when it was made.
 */
export function useAccountLanguage() {
  const client = useQueryClient();
  const { data: user } = useUser();
  const before = useRef<User | null | undefined>(undefined);
  useEffect(() => {
    const signedIn = before.current === null && user;
    before.current = user;
    if (!signedIn) return;
    const account = toLanguage(user.language);
    if (!account || account === currentLanguage()) return;
    if (languageChosenByAddress()) void saveAccountLanguage(client, user, currentLanguage());
    else void setLanguage(account);
  }, [client, user]);
}
