// The account's interface language (issue 30): kept on the server (`PUT /api/users/language`,
// `language` in the signed-in user) so it follows the person to another phone or browser, and
// mails to them are written in it.
// - Signing in on a browser that has not chosen a language itself applies the account's; a
//   browser that has (the switch, `?lang=`) keeps its own.
// - Switching language while signed in saves the choice to the account: only the switch (and
//   `?lang=` followed inside the app) ever writes it.
import { useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@/types/api';
import { api } from './api-client';
import { setSessionUser, useUser } from './auth';
import { currentLanguage, setLanguage } from './i18n';
import { languageChosenHere, toLanguage, type Language } from './language';

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
 * user: login, sign-up, verification) on a browser with no choice of its own; mounted once in
 * the app's provider. Opening the app already signed in keeps this browser's language.
 */
export function useAccountLanguage() {
  const { data: user } = useUser();
  const before = useRef<User | null | undefined>(undefined);
  useEffect(() => {
    const signedIn = before.current === null && user;
    before.current = user;
    if (!signedIn) return;
    const account = toLanguage(user.language);
    if (!account || account === currentLanguage() || languageChosenHere()) return;
    void setLanguage(account);
  }, [user]);
}
