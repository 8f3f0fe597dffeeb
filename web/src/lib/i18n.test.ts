import i18n from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, startI18n } from './i18n';

// Every catalogue, read as it is stored: src/locales/<language>/<namespace>.json.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

type Catalogue = Record<string, string>;

/** A catalogue's words by their dotted keys ('header.findJobs'). */
function flatten(words: Record<string, unknown>, prefix = ''): Catalogue {
  return Object.entries(words).reduce<Catalogue>((flat, [key, value]) => {
    const path = prefix + key;
    if (value !== null && typeof value === 'object') return { ...flat, ...flatten(value as Record<string, unknown>, `${path}.`) };
    flat[path] = value as string;
    return flat;
  }, {});
}

const catalogues: Record<string, Record<string, Catalogue>> = {};
for (const [path, words] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  (catalogues[language] ??= {})[namespace] = flatten(words);
}
const en = catalogues.en ?? {};
const hi = catalogues.hi ?? {};
const namespaces = Object.keys(en).sort();

/** The {{variables}} and <tags> of a text: a translation keeps every one of them. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{[^}]*\}\}|<\/?[a-zA-Z0-9]+\s*\/?>/g)].map((match) => match[0].replace(/\s/g, '')).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;

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

    it('keeps every {{variable}} and <tag> in the Hindi', () => {
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(hindi[key] ?? ''), key).toEqual(placeholders(text));
      }
    });

    it('writes Hindi in Devanagari', () => {
      for (const [key, text] of Object.entries(hindi)) {
        // Brand names, 'AI', 'PDF', 'WhatsApp' stay Latin, but every text with words has Hindi
        // ('{{amount}} {{period}}' has none of its own).
        const words = text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, '').replace(/[^\p{L}]/gu, '');
        if (words) expect(text, key).toMatch(/[\u0900-\u097F]/);
      }
    });

    it('has each plural form the language needs (i18next: key_one, key_other)', () => {
      for (const [language, catalogue] of [
        ['en', english],
        ['hi', hindi],
      ] as const) {
        const bases = new Set(Object.keys(catalogue).flatMap((key) => (PLURAL.test(key) ? [key.replace(PLURAL, '')] : [])));
        const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        for (const base of bases) {
          for (const form of forms) expect(catalogue, `${language} ${base}`).toHaveProperty([`${base}_${form}`]);
        }
      }
    });
  });
});

describe('i18n', () => {
  const html = { lang: '' };

  beforeAll(async () => {
    // The language switch writes <html lang> (lib/language): a stand-in document here.
    vi.stubGlobal('window', { document: { documentElement: html } });
    await startI18n('en');
  });

  it('starts in English with the shell’s words bundled and no Hindi loaded', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.t('header.findJobs')).toBe('Find Jobs');
    expect(i18n.t('hero.badge', { ns: 'home' })).toBe('AI-powered job search for India');
    expect(i18n.hasResourceBundle('hi', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'about')).toBe(false);
  });

  it('loads a lazy page’s namespace on demand', async () => {
    await loadNamespaces(['about']);
    expect(i18n.t('mission.title', { ns: 'about' })).toBe('Our mission');
  });

  it('loads Hindi when chosen and sets <html lang>', async () => {
    await i18n.changeLanguage('hi');
    expect(i18n.resolvedLanguage).toBe('hi');
    expect(html.lang).toBe('hi');
    expect(i18n.t('header.findJobs')).toBe('नौकरी खोजें');
    expect(i18n.t('mission.title', { ns: 'about' })).toBe('हमारा मकसद');
  });

  it('counts by each language’s plural rules', () => {
    const jobs = (count: number, lng: 'en' | 'hi') => i18n.t('popular.jobs', { ns: 'home', count, number: String(count), lng });
    expect(jobs(1, 'en')).toBe('1+ job');
    expect(jobs(2000, 'en')).toBe('2000+ jobs');
    expect(jobs(1, 'hi')).toBe('1+ नौकरी');
    expect(jobs(2000, 'hi')).toBe('2000+ नौकरियाँ');
  });

  it('falls back to English for a word not translated yet', () => {
    i18n.addResource('en', 'common', 'onlyInEnglish', 'Only in English');
    expect(i18n.t('onlyInEnglish' as 'header.findJobs')).toBe('Only in English');
  });

  it('switches back to exactly the English words', async () => {
    await i18n.changeLanguage('en');
    expect(html.lang).toBe('en');
    expect(i18n.t('header.findJobs')).toBe('Find Jobs');
    expect(i18n.t('footer.rights', { year: 2026, app: 'KaamSetu' })).toBe('© 2026 KaamSetu. All rights reserved.');
  });
});
