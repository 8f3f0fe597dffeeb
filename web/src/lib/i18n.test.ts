import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { lazy } from 'virtual:catalogues';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { flatten } from '../../vite/catalogues.ts';
import { currentLanguage, loadNamespaces, setLanguage, startI18n, translate } from './i18n';

// Every catalogue, read as it is stored: src/locales/<language>/<namespace>.json.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

type Catalogue = Record<string, string>;

const catalogues: Record<string, Record<string, Catalogue>> = {};
for (const [path, words] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  (catalogues[language] ??= {})[namespace] = flatten(words, path);
}
const en = catalogues.en ?? {};
const hi = catalogues.hi ?? {};
const namespaces = Object.keys(en).sort();

/** The {values} and <tags> a text names (its plural's `count` too): a translation keeps every one. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, , forms] = part as [string, string?, Record<string, unknown>?];
      names.add(`{${name}}`);
      for (const form of Object.values(forms ?? {})) walk(form);
    }
  };
  const compiled = compileMessage(text);
  walk(typeof compiled === 'string' ? [] : compiled);
  for (const tag of text.matchAll(/<\/?[a-zA-Z0-9]+\s*\/?>/g)) names.add(tag[0].replace(/\s/g, ''));
  return [...names].sort();
}

/** The forms of each plural of a text: '{count, plural, one {…} other {…}}' → [['one', 'other']]. */
function pluralForms(text: string): string[][] {
  const found: string[][] = [];
  const walk = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [, kind, forms] = part as [string, string?, Record<string, unknown>?];
      if (kind === 'plural' && forms) found.push(Object.keys(forms).sort());
      for (const form of Object.values(forms ?? {})) walk(form);
    }
  };
  const compiled = compileMessage(text);
  walk(typeof compiled === 'string' ? [] : compiled);
  return found;
}

describe('the catalogues', () => {
  it('are English and Hindi, with the same namespaces', () => {
    expect(Object.keys(catalogues).sort()).toEqual(['en', 'hi']);
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'home', 'about']));
    expect(Object.keys(hi).sort()).toEqual(namespaces);
  });

  describe.each(namespaces)('%s', (namespace) => {
    const english = en[namespace] ?? {};
    const hindi = hi[namespace] ?? {};

    it('has exactly the same keys in English and Hindi', () => {
      expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    });

    it('has a text for every key, none empty', () => {
      for (const catalogue of [english, hindi]) {
        for (const [key, text] of Object.entries(catalogue)) {
          expect(typeof text, key).toBe('string');
          expect(text.trim(), key).not.toBe('');
        }
      }
    });

    it('keeps every {value} and <tag> in the Hindi', () => {
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(hindi[key] ?? ''), key).toEqual(placeholders(text));
      }
    });

    it('writes Hindi in Devanagari', () => {
      for (const [key, text] of Object.entries(hindi)) {
        // Brand names, 'AI', 'PDF', 'WhatsApp' stay Latin, but every text with words has Hindi
        // ('{amount} {period}' has none of its own).
        const words = text.replace(/\{[^{}]*\}|<[^>]*>/g, '').replace(/[^\p{L}]/gu, '');
        if (words) expect(text, key).toMatch(/[\u0900-\u097F]/);
      }
    });

    it('gives each plural every form the language needs (ICU: one {…} other {…})', () => {
      for (const [language, catalogue] of [
        ['en', english],
        ['hi', hindi],
      ] as const) {
        const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        for (const [key, text] of Object.entries(catalogue)) {
          for (const plural of pluralForms(text))
            expect(plural, `${language} ${key}`).toEqual(expect.arrayContaining([...forms]));
        }
      }
    });
  });
});

describe('i18n', () => {
  const html = { lang: '' };
  const chunks = lazy as Record<string, () => Promise<{ default: Messages }>>;
  const hindiCommon = vi.spyOn(chunks, 'hi/common');
  const englishAbout = vi.spyOn(chunks, 'en/about');

  beforeAll(async () => {
    // The language switch writes <html lang> and remembers the choice (lib/language): a stand-in
    // browser here.
    vi.stubGlobal('window', {
      location: { href: 'http://localhost/', protocol: 'http:' },
      document: { cookie: '', documentElement: html },
      localStorage: { getItem: () => null, setItem: () => {} },
    });
    await startI18n('en');
  });

  it('starts in English with the shell’s words bundled and no Hindi loaded', () => {
    expect(currentLanguage()).toBe('en');
    expect(html.lang).toBe('en');
    expect(translate('common', 'header.findJobs')).toBe('Find Jobs');
    expect(hindiCommon).not.toHaveBeenCalled();
    expect(englishAbout).not.toHaveBeenCalled();
  });

  it('loads a lazy page’s namespace on demand', async () => {
    await loadNamespaces(['about']);
    expect(englishAbout).toHaveBeenCalledTimes(1);
    expect(translate('about', 'mission.title')).toBe('Our mission');
  });

  it('loads Hindi when chosen, with every namespace asked for so far, and sets <html lang>', async () => {
    await setLanguage('hi');
    expect(currentLanguage()).toBe('hi');
    expect(html.lang).toBe('hi');
    expect(hindiCommon).toHaveBeenCalledTimes(1);
    expect(translate('common', 'header.findJobs')).toBe('नौकरी खोजें');
    expect(translate('about', 'mission.title')).toBe('हमारा मकसद');
  });

  it('counts by each language’s plural rules', async () => {
    await loadNamespaces(['home']);
    const jobs = (count: number) => translate('home', 'popular.jobs', { count, number: String(count) });
    expect(jobs(1)).toBe('1+ नौकरी');
    expect(jobs(2000)).toBe('2000+ नौकरियाँ');
    await setLanguage('en');
    expect(jobs(1)).toBe('1+ job');
    expect(jobs(2000)).toBe('2000+ jobs');
  });

  it('switches back to exactly the English words, loading nothing twice', async () => {
    await setLanguage('hi');
    await setLanguage('en');
    expect(html.lang).toBe('en');
    expect(hindiCommon).toHaveBeenCalledTimes(1);
    expect(translate('common', 'header.findJobs')).toBe('Find Jobs');
    expect(translate('common', 'footer.rights', { year: 2026, app: 'KaamSetu' })).toBe('© 2026 KaamSetu. All rights reserved.');
  });
});
