// The app's words in English and Hindi (issue 30), with i18next and react-i18next. Code names a
// key (`t('header.findJobs')`); the words are in src/locales/<language>/<namespace>.json, one
// file per namespace: `common` for the shell (header, footer, shared pieces), one per area after
// that (`home`, `about`, ...). Plurals follow i18next's rules (`jobs_one`, `jobs_other`).
//
// English is the default and the fallback of every missing Hindi word. Its shell namespaces are
// bundled; every other catalogue, all of Hindi and the English of lazily loaded pages, is loaded
// with import() when first needed, so the English first load carries no Hindi and no words of
// pages not yet opened. A lazy page names its namespaces where the router loads it (app/router).
import i18n, { type BackendModule, type CustomTypeOptions, type ResourceKey } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type about from '@/locales/en/about.json';
import common from '@/locales/en/common.json';
import home from '@/locales/en/home.json';
import { DEFAULT_LANGUAGE, LANGUAGES, rememberLanguage, showLanguage, toLanguage, type Language } from './language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // The English catalogues are the contract: a key missing from them does not compile.
    resources: { common: typeof common; home: typeof home; about: typeof about };
  }
}

/** A catalogue's name: 'common', 'home', 'about'. */
export type Namespace = keyof CustomTypeOptions['resources'];

/** The namespaces of the first load: the shell and the home page. Their English is bundled. */
const FIRST_LOAD: Namespace[] = ['common', 'home'];

// One chunk per catalogue, loaded on demand. The bundled English ones are left out (importing a
// module both statically and lazily would only warn).
const catalogues = import.meta.glob<ResourceKey>(
  ['../locales/*/*.json', '!../locales/en/common.json', '!../locales/en/home.json'],
  { import: 'default' },
);

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = catalogues[`../locales/${language}/${namespace}.json`];
    // A namespace not translated yet reads as empty: its words fall back to English.
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (words) => callback(null, words),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Starts i18next in `language` (from lib/language's `startingLanguage`). English is ready at
 * once; Hindi once its first-load catalogues have arrived, which the returned promise waits for
 * (the splash stays meanwhile), so the first render is already in Hindi.
 */
export function startI18n(language: Language): Promise<unknown> {
  i18n.on('languageChanged', (code) => showLanguage(toLanguage(code) ?? DEFAULT_LANGUAGE));
  return i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      ns: FIRST_LOAD,
      defaultNS: 'common',
      resources: { en: { common, home } },
      partialBundledLanguages: true,
      initAsync: false,
      returnEmptyString: false,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
    });
}

/** Switches the app to `language` once its words have loaded, and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

/** Loads `namespaces` in the current language (and English under it), e.g. beside a lazy page's code. */
export const loadNamespaces = (namespaces: readonly Namespace[]) => i18n.loadNamespaces([...namespaces]);

/** The language the app shows now (re-renders when it changes). */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return toLanguage(instance.resolvedLanguage ?? instance.language) ?? DEFAULT_LANGUAGE;
}
