import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueWords, type CatalogueWords } from './catalogue-words';
import { wordsOf } from './i18n-testing';

describe('the catalogue’s words', () => {
  let english: CatalogueWords;
  let hindi: CatalogueWords;
  beforeAll(async () => {
    english = catalogueWords(await wordsOf('common', 'en'));
    hindi = catalogueWords(await wordsOf('common', 'hi'));
  });

  it('read in English as the spec writes them', () => {
    expect(english.category('Travel & Tourism')).toBe('Travel & Tourism');
    expect(english.category('UI/UX Design')).toBe('UI/UX Design');
    expect(english.jobType('Full-Time')).toBe('Full-Time');
    expect(english.workMode('On-site')).toBe('Work from office');
    expect(english.applicationStatus('In Review')).toBe('In Review');
  });

  it('read in Hindi', () => {
    expect(hindi.category('Healthcare')).toBe('हेल्थकेयर');
    expect(hindi.jobType('Part-Time')).toBe('पार्ट-टाइम');
    expect(hindi.workMode('Remote')).toBe('घर से काम');
    expect(hindi.gender('Female')).toBe('महिला');
    expect(hindi.salaryFrequency('per month')).toBe('प्रति माह');
    expect(hindi.applicationStatus('Accepted')).toBe('स्वीकृत');
  });
});
