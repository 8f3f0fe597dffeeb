import { useMemo } from 'react';
import { useCatalogueWords } from '@/lib/catalogue-words';
import { useSalaryWords } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import type { JobsWords } from '../lib/words';

/** The words of the jobs pages' helpers in the app's language (re-renders when it changes). */
export function useJobsWords(): JobsWords {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const catalogue = useCatalogueWords();
  const salary = useSalaryWords();
  return useMemo(() => ({ language, t, catalogue, salary }), [language, t, catalogue, salary]);
}
