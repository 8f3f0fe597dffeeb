// The words the find-jobs and job pages' pure helpers (chips, hints, counts, the alert's
// search in words) speak, in the app's language (issue 30): the `jobs` catalogue, the
// catalogue's values (categories, job types, work modes) and the salary words. A component gets
// them from `useJobsWords`; a unit test builds them with `testWords` (lib/i18n-testing).
import type { CatalogueWords } from '@/lib/catalogue-words';
import type { Translate } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import type { SalaryWords } from '@/lib/money';
import { groupIndian } from '@/lib/money';

export type JobsWords = {
  language: Language;
  t: Translate<'jobs'>;
  catalogue: CatalogueWords;
  /** Undefined in English (lib/money's own words). */
  salary: SalaryWords | undefined;
};

/** The kinds of catalogue values the search shows. */
type ValueKind = 'category' | 'jobType' | 'workMode' | 'gender';

/**
 * A catalogue value as people read it ('On-site': 'Work from office'); a value the catalogue
 * does not know (an older job's) as it is.
 */
export function valueWord(words: Pick<JobsWords, 'catalogue'>, kind: ValueKind, value: string): string {
  const word = (words.catalogue[kind] as (value: string) => string)(value);
  // Lingui gives a text's id back when it has none.
  return word.includes('catalogue.') ? value : word;
}

/** '1 job', '12 jobs', '1,20,000 jobs' (Indian digit groups). */
export const jobCount = (t: Translate<'jobs'>, n: number) => t('count.jobs', { count: n, number: groupIndian(n) });

/**
 * A filter's value as the search shows it: in English the value itself, as the filters always
 * wrote it ('On-site'); in another language its word.
 */
export const filterWord = (words: Pick<JobsWords, 'catalogue' | 'language'>, kind: ValueKind, value: string): string =>
  words.language === 'en' ? value : valueWord(words, kind, value);
