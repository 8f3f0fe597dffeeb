import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  readCookie,
  rememberLanguage,
  startingLanguage,
  toLanguage,
  withoutLanguageParam,
  type LanguageWindow,
} from './language';

/** A browser window as far as the language choice sees it: a cookie jar, localStorage, history. */
function fakeWindow({ href = 'https://kaamsetu.in/', cookie = '', stored = null as string | null, storageFails = false } = {}) {
  const jar = new Map<string, string>();
  const written: string[] = [];
  const setCookie = (line: string) => {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  };
  cookie
    .split(';')
    .filter((pair) => pair.includes('='))
    .forEach(setCookie);
  const storage = new Map<string, string>(stored === null ? [] : [['ks_lang', stored]]);
  const replaced: string[] = [];
  const win = {
    location: { href, protocol: new URL(href).protocol },
    history: {
      state: { key: 'abc' },
      replaceState: (_data: unknown, _unused: string, url?: string | URL | null) => void replaced.push(String(url)),
    },
    document: {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(line: string) {
        written.push(line);
        setCookie(line);
      },
      documentElement: { lang: 'en-IN' },
    },
    localStorage: {
      getItem: (key: string) => {
        if (storageFails) throw new Error('SecurityError');
        return storage.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        if (storageFails) throw new Error('QuotaExceededError');
        storage.set(key, value);
      },
    },
  } satisfies LanguageWindow;
  return { win, written, storage, replaced };
}

describe('chooseLanguage', () => {
  it('takes ?lang= over the cookie, the cookie over localStorage, and English without any', () => {
    expect(chooseLanguage({})).toBe('en');
    expect(chooseLanguage({ stored: 'hi' })).toBe('hi');
    expect(chooseLanguage({ cookie: 'en', stored: 'hi' })).toBe('en');
    expect(chooseLanguage({ cookie: 'hi', stored: 'en' })).toBe('hi');
    expect(chooseLanguage({ param: 'en', cookie: 'hi', stored: 'hi' })).toBe('en');
    expect(chooseLanguage({ param: 'hi', cookie: 'en' })).toBe('hi');
  });

  it('skips what is not one of ours', () => {
    expect(chooseLanguage({ param: 'fr', cookie: 'hi' })).toBe('hi');
    expect(chooseLanguage({ param: '', cookie: 'xx', stored: 'hi' })).toBe('hi');
    expect(chooseLanguage({ param: 'ta', cookie: null, stored: '' })).toBe('en');
  });

  it('reads codes as people and browsers write them', () => {
    expect(toLanguage('hi')).toBe('hi');
    expect(toLanguage(' HI ')).toBe('hi');
    expect(toLanguage('hi-IN')).toBe('hi');
    expect(toLanguage('en_IN')).toBe('en');
    expect(toLanguage('hindi')).toBeNull();
    expect(toLanguage(null)).toBeNull();
  });
});

describe('readCookie', () => {
  it('finds one cookie among others', () => {
    expect(readCookie('a=1; ks_lang=hi; b=2', 'ks_lang')).toBe('hi');
    expect(readCookie('xks_lang=hi', 'ks_lang')).toBeNull();
    expect(readCookie('', 'ks_lang')).toBeNull();
    expect(readCookie('ks_lang=%E0%A4', 'ks_lang')).toBeNull();
  });
});

describe('withoutLanguageParam', () => {
  it('drops lang and keeps the rest exactly as written', () => {
    expect(withoutLanguageParam('')).toBeNull();
    expect(withoutLanguageParam('?language=hi')).toBeNull();
    expect(withoutLanguageParam('?lang=hi')).toBe('');
    expect(withoutLanguageParam('?keyword=a%20b&lang=hi&page=2')).toBe('?keyword=a%20b&page=2');
    expect(withoutLanguageParam('?lang=fr&keyword=Sales+Executive')).toBe('?keyword=Sales+Executive');
    expect(withoutLanguageParam('?lang')).toBe('');
  });
});

describe('startingLanguage', () => {
  it('is English with nothing chosen, and says so in <html lang>', () => {
    const { win, written, replaced } = fakeWindow();
    expect(startingLanguage(win)).toBe('en');
    expect(win.document.documentElement.lang).toBe('en');
    expect(written).toEqual([]);
    expect(replaced).toEqual([]);
  });

  it('keeps the remembered choice: the cookie, else localStorage', () => {
    const byCookie = fakeWindow({ cookie: 'session=x; ks_lang=hi' });
    expect(startingLanguage(byCookie.win)).toBe('hi');
    expect(byCookie.win.document.documentElement.lang).toBe('hi');

    const byStorage = fakeWindow({ stored: 'hi' });
    expect(startingLanguage(byStorage.win)).toBe('hi');
    expect(byStorage.win.document.documentElement.lang).toBe('hi');

    const both = fakeWindow({ cookie: 'ks_lang=en', stored: 'hi' });
    expect(startingLanguage(both.win)).toBe('en');
  });

  it('takes ?lang= over the remembered choice, remembers it for a year and takes it out of the address', () => {
    const { win, written, storage, replaced } = fakeWindow({
      href: 'https://kaamsetu.in/find-jobs?keyword=a%20b&lang=hi&page=2#results',
      cookie: 'ks_lang=en',
    });
    expect(startingLanguage(win)).toBe('hi');
    expect(win.document.documentElement.lang).toBe('hi');
    expect(written).toEqual(['ks_lang=hi; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
    expect(readCookie(win.document.cookie, 'ks_lang')).toBe('hi');
    expect(storage.get('ks_lang')).toBe('hi');
    expect(replaced).toEqual(['/find-jobs?keyword=a%20b&page=2#results']);
  });

  it('?lang=en switches back; an unknown ?lang= is removed and changes nothing', () => {
    const back = fakeWindow({ href: 'https://kaamsetu.in/?lang=en', cookie: 'ks_lang=hi', stored: 'hi' });
    expect(startingLanguage(back.win)).toBe('en');
    expect(back.storage.get('ks_lang')).toBe('en');
    expect(back.replaced).toEqual(['/']);

    const unknown = fakeWindow({ href: 'https://kaamsetu.in/about-us?lang=fr', cookie: 'ks_lang=hi' });
    expect(startingLanguage(unknown.win)).toBe('hi');
    expect(unknown.written).toEqual([]);
    expect(unknown.replaced).toEqual(['/about-us']);
  });

  it('works without localStorage (disabled or full): the cookie alone', () => {
    const { win, written } = fakeWindow({ href: 'http://127.0.0.1:8080/?lang=hi', storageFails: true });
    expect(startingLanguage(win)).toBe('hi');
    // Not Secure over plain http, where the browser would drop it.
    expect(written).toEqual(['ks_lang=hi; Max-Age=31536000; Path=/; SameSite=Lax']);

    const later = fakeWindow({ cookie: 'ks_lang=hi', storageFails: true });
    expect(startingLanguage(later.win)).toBe('hi');
  });
});

describe('rememberLanguage', () => {
  it('writes the cookie and localStorage', () => {
    const { win, storage } = fakeWindow({ cookie: 'ks_lang=hi', stored: 'hi' });
    rememberLanguage('en', win);
    expect(readCookie(win.document.cookie, 'ks_lang')).toBe('en');
    expect(storage.get('ks_lang')).toBe('en');
  });
});
