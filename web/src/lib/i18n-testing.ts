// For unit tests: a namespace's words in one language, from the app's compiled catalogues (Hindi
// over English, as lib/i18n loads them), on a Lingui instance of their own, so a test of a schema
// or a formatter speaks the language it asks for whatever the app's language is.
import { setupI18n, type Messages } from '@lingui/core';
import { bundled, lazy } from 'virtual:catalogues';
import type { Namespace, Translate } from './i18n';
import type { Language } from './language';

async function catalogue(name: string): Promise<Messages> {
  return bundled[name] ?? (await lazy[name]?.())?.default ?? {};
}

/** `namespace`'s words in `language`: `const t = await wordsOf('auth')`, then `t('login.title')`. */
export async function wordsOf<N extends Namespace>(namespace: N, language: Language = 'en'): Promise<Translate<N>> {
  const english = await catalogue(`en/${namespace}`);
  const own = language === 'en' ? {} : await catalogue(`${language}/${namespace}`);
  const i18n = setupI18n({ locale: language, messages: { [language]: { ...english, ...own } } });
  return (key, values) => i18n._(`${namespace}:${key}`, values);
}
