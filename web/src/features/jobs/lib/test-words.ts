// For unit tests: the jobs pages' words in one language, from the app's compiled catalogues.
import { catalogueWords } from '@/lib/catalogue-words';
import { salaryWords } from '@/lib/format';
import { wordsOf } from '@/lib/i18n-testing';
import type { Language } from '@/lib/language';
import type { JobsWords } from './words';

/** `const words = await testWords()` (English), `testWords('hi')`. */
export async function testWords(language: Language = 'en'): Promise<JobsWords> {
  const common = await wordsOf('common', language);
  return {
    language,
    t: await wordsOf('jobs', language),
    catalogue: catalogueWords(common),
    salary: language === 'en' ? undefined : salaryWords(common),
  };
}
