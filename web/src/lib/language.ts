// The language of the web app (issue 30): English, the default, or Hindi. Chosen with the header's
// switch or `?lang=` on any address, remembered in a cookie and localStorage (`ks_lang`), and
// shown as <html lang>. A signed-in account keeps its own preference too (lib/account-language).

export const LANGUAGES = ['en', 'hi'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie's and the localStorage entry's name. */
const LANGUAGE_KEY = 'ks_lang';

/** The query parameter that sets the language (`?lang=hi`); removed from the address once read. */
const LANGUAGE_PARAM = 'lang';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * What the choice reads and writes in the browser: `window`, or a stand-in in unit tests.
 * localStorage may throw (storage disabled, some private modes), so it is only touched in `try`.
 */
export interface LanguageWindow {
  location: { href: string; protocol: string };
  history: { state: unknown; replaceState(data: unknown, unused: string, url?: string | URL | null): void };
  document: { cookie: string; documentElement: { lang: string } };
  localStorage: Pick<Storage, 'getItem' | 'setItem'>;
}

/** One of ours from a code as people and browsers write it: 'hi', 'HI', 'hi-IN' → 'hi'; else null. */
export function toLanguage(code: string | null | undefined): Language | null {
  const primary = code?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary) ?? null;
}

/** The first usable choice: the address's `?lang=`, then the cookie, then localStorage, else English. */
export function chooseLanguage(choices: { param?: string | null; cookie?: string | null; stored?: string | null }): Language {
  return toLanguage(choices.param) ?? toLanguage(choices.cookie) ?? toLanguage(choices.stored) ?? DEFAULT_LANGUAGE;
}

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

function readStored(win: LanguageWindow): string | null {
  try {
    return win.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * `search` without its `lang` parameter, the rest exactly as written ('?keyword=a%20b&lang=hi'
 * → '?keyword=a%20b'); null when it has none.
 */
export function withoutLanguageParam(search: string): string | null {
  const parts = search.replace(/^\?/, '').split('&');
  const isLang = (part: string) => {
    const name = part.split('=')[0] ?? '';
    try {
      return decodeURIComponent(name.replace(/\+/g, ' ')) === LANGUAGE_PARAM;
    } catch {
      return false;
    }
  };
  if (!parts.some(isLang)) return null;
  const kept = parts.filter((part) => part !== '' && !isLang(part));
  return kept.length ? `?${kept.join('&')}` : '';
}

/** Remembers the choice for a year in the cookie (for every page of the site) and in localStorage. */
export function rememberLanguage(language: Language, win: LanguageWindow = window): void {
  chosenHere = true;
  const secure = win.location.protocol === 'https:' ? '; Secure' : '';
  win.document.cookie = `${LANGUAGE_KEY}=${language}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
  try {
    win.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // The cookie alone remembers it.
  }
}

/** <html lang>: screen readers read the page, and browsers pick fonts and hyphenation, by it. */
export function showLanguage(language: Language, win: LanguageWindow = window): void {
  win.document.documentElement.lang = language;
}

/**
 * The language of this visit, read before the app renders: `?lang=` (remembered, and taken out of
 * the address with the rest of it kept), else the remembered choice, else English. Sets
 * <html lang> to it.
 */
let chosenHere = false;

/**
 * Whether this browser has chosen a language itself: `?lang=` in this visit's address, or a
 * choice remembered from the switch (cookie or localStorage). Read at the start of the visit;
 * the switch makes it true.
 */
export const languageChosenHere = () => chosenHere;

export function startingLanguage(win: LanguageWindow = window): Language {
  const url = new URL(win.location.href);
  const param = url.searchParams.get(LANGUAGE_PARAM);
  const search = withoutLanguageParam(url.search);
  if (search !== null) win.history.replaceState(win.history.state, '', `${url.pathname}${search}${url.hash}`);

  const language = chooseLanguage({ param, cookie: readCookie(win.document.cookie, LANGUAGE_KEY), stored: readStored(win) });
  const fromParam = toLanguage(param);
  if (fromParam) rememberLanguage(fromParam, win);
  chosenHere = toLanguage(param ?? readCookie(win.document.cookie, LANGUAGE_KEY) ?? readStored(win)) !== null;
  showLanguage(language, win);
  return language;
}
