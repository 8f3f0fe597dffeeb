// The app's words in English and Hindi (issue 30), with Lingui. Code names a key
// (`t('header.findJobs')`); the words are in src/locales/<language>/<namespace>.json, one file
// per namespace: `common` for the shell (header, footer, shared pieces), one per area after that
// (`home`, `about`, ...). Texts are ICU MessageFormat: `{name}` for a value, plurals by the
// library's rules (`{count, plural, one {# job} other {# jobs}}`), compiled when the app is built
// (vite/catalogues.ts), so a visitor's browser carries Lingui's small runtime and no parser.
//
// English is the default and the fallback of every missing Hindi word. The English of the first
// load's namespaces is bundled; every other catalogue, all of Hindi and the English of lazily
// loaded pages, is loaded with import() when first needed, so the English first load carries no
// Hindi and no words of pages not yet opened. A lazy page names its namespaces where the router
// loads it (app/router). main.tsx gives the app Lingui's provider.
import { useMemo } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type about from '@/locales/en/about.json';
import type admin from '@/locales/en/admin.json';
import type applicants from '@/locales/en/applicants.json';
import type applications from '@/locales/en/applications.json';
import type auth from '@/locales/en/auth.json';
import type candidateDashboard from '@/locales/en/candidateDashboard.json';
import type candidateFilter from '@/locales/en/candidateFilter.json';
import type chat from '@/locales/en/chat.json';
import type common from '@/locales/en/common.json';
import type companyProfile from '@/locales/en/companyProfile.json';
import type employerDashboard from '@/locales/en/employerDashboard.json';
import type employers from '@/locales/en/employers.json';
import type errors from '@/locales/en/errors.json';
import type home from '@/locales/en/home.json';
import type jobAlerts from '@/locales/en/jobAlerts.json';
import type jobs from '@/locales/en/jobs.json';
import type manageJobs from '@/locales/en/manageJobs.json';
import type postJob from '@/locales/en/postJob.json';
import type privacy from '@/locales/en/privacy.json';
import type profile from '@/locales/en/profile.json';
import type savedJobs from '@/locales/en/savedJobs.json';
import { bundled, lazy } from 'virtual:catalogues';
import { DEFAULT_LANGUAGE, rememberLanguage, showLanguage, toLanguage, type Language } from './language';

// The English catalogues are the contract: a key missing from them does not compile.
interface Catalogues {
  common: typeof common;
  home: typeof home;
  about: typeof about;
  errors: typeof errors;
  postJob: typeof postJob;
  manageJobs: typeof manageJobs;
  applicants: typeof applicants;
  companyProfile: typeof companyProfile;
  employerDashboard: typeof employerDashboard;
  candidateFilter: typeof candidateFilter;
  auth: typeof auth;
  admin: typeof admin;
  profile: typeof profile;
  applications: typeof applications;
  candidateDashboard: typeof candidateDashboard;
  jobAlerts: typeof jobAlerts;
  jobs: typeof jobs;
  savedJobs: typeof savedJobs;
  chat: typeof chat;
  employers: typeof employers;
  privacy: typeof privacy;
}

/** A catalogue's name: 'common', 'home', 'about'. */
export type Namespace = keyof Catalogues;

/** The dotted keys of a catalogue's texts: 'header.findJobs'. */
type Keys<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Keys<T[K]>}` }[keyof T & string];

/** A key of namespace `N`. */
export type Key<N extends Namespace> = Keys<Catalogues[N]>;

/** The values a text names: `{name}`, `{count}`. */
type Values = Record<string, string | number>;

/** A namespace's words: `t('header.findJobs')`, `t('footer.rights', { year, app })`. */
export type Translate<N extends Namespace = 'common'> = (key: Key<N>, values?: Values) => string;

/** The catalogues loaded, as 'language/namespace'. */
const loaded = new Set<string>();

/** The namespaces the app has asked for so far: a language switch loads each of them. */
const wanted = new Set<Namespace>();

/**
 * What every screen may need in a language other than English: the server's errors by their
 * code (lib/error-text; in English the server's own message is shown).
 */
const BESIDE_ENGLISH: Namespace[] = ['errors'];

/** The namespaces to load for `language`: those asked for, and what it needs beside English. */
function namespacesFor(language: Language): Namespace[] {
  if (language !== DEFAULT_LANGUAGE) for (const namespace of BESIDE_ENGLISH) wanted.add(namespace);
  return [...wanted];
}

/** A catalogue's compiled texts: bundled (at once), or its chunk; empty when it has none (English then). */
function read(name: string): Messages | Promise<Messages> {
  const inEntry = (bundled as Record<string, Messages | undefined>)[name];
  if (inEntry) return inEntry;
  const chunk = lazy[name];
  return chunk ? chunk().then((module) => module.default) : {};
}

/**
 * Loads `namespaces` in `language`, English under Hindi so a missing word reads in English. At
 * once when every catalogue is bundled (English's first load), else once the chunks arrive.
 */
function ensure(language: Language, namespaces: readonly Namespace[]): Promise<void> {
  const missing = namespaces.filter((namespace) => !loaded.has(`${language}/${namespace}`));
  if (!missing.length) return Promise.resolve();
  const layers = missing.flatMap((namespace) =>
    language === DEFAULT_LANGUAGE ? [`en/${namespace}`] : [`en/${namespace}`, `${language}/${namespace}`],
  );
  const take = (messages: Messages[]) => {
    i18n.load(language, Object.assign({}, ...messages) as Messages);
    for (const namespace of missing) loaded.add(`${language}/${namespace}`);
  };
  const parts = layers.map(read);
  if (parts.every((part) => !(part instanceof Promise))) {
    take(parts as Messages[]);
    return Promise.resolve();
  }
  return Promise.all(parts).then(take);
}

/** The language the app shows now (outside React). */
export const currentLanguage = (): Language => toLanguage(i18n.locale) ?? DEFAULT_LANGUAGE;

/**
 * Starts the app's words in `language` (from lib/language's `startingLanguage`). English is ready
 * at once; Hindi once its first-load catalogues have arrived, which the returned promise waits
 * for (the splash stays meanwhile), so the first render is already in Hindi.
 */
export function startI18n(language: Language): Promise<void> {
  const firstLoad = Object.keys(bundled).map((name) => name.split('/')[1] as Namespace);
  for (const namespace of firstLoad) wanted.add(namespace);
  i18n.on('change', () => showLanguage(currentLanguage()));
  const activate = () => {
    i18n.activate(language);
    showLanguage(language);
  };
  const english = ensure(DEFAULT_LANGUAGE, firstLoad);
  if (language === DEFAULT_LANGUAGE) {
    // Bundled: `ensure` has loaded them already.
    activate();
    return english;
  }
  return Promise.all([english, ensure(language, namespacesFor(language))]).then(activate);
}

/** Switches the app to `language` once its words have loaded, and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await ensure(language, namespacesFor(language));
  i18n.activate(language);
}

/** Loads `namespaces` in the current language (and English under it), e.g. beside a lazy page's code. */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  await ensure(currentLanguage(), namespaces);
}

/** Namespace `namespace`'s words outside React (the splash, a toast): `translate('common', 'splash.loading')`. */
export function translate<N extends Namespace>(namespace: N, key: Key<N>, values?: Values): string {
  return i18n._(`${namespace}:${key}`, values);
}

/** Whether namespace `namespace` has a text for `key` in the current language. */
export function hasText<N extends Namespace>(namespace: N, key: string): key is Key<N> {
  return i18n.messages[`${namespace}:${key}`] !== undefined;
}

/** A namespace's words (re-renders when the language changes): `const { t } = useTranslation('home')`. */
export function useTranslation<N extends Namespace = 'common'>(namespace?: N): { t: Translate<N> } {
  const { _ } = useLingui();
  const prefix = namespace ?? 'common';
  return useMemo(() => ({ t: (key: Key<N>, values?: Values) => _(`${prefix}:${key}`, values) }), [_, prefix]);
}

/** The language the app shows now (re-renders when it changes). */
export function useLanguage(): Language {
  const { i18n: instance } = useLingui();
  return toLanguage(instance.locale) ?? DEFAULT_LANGUAGE;
}
