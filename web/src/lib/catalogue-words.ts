// The catalogue's values (GET /api/meta: categories, job types, work modes, genders, salary
// frequencies, statuses, report reasons, alert frequencies) as people read them, in the app's
// language (issue 30). The server's value is the key (`common` catalogue, `catalogue.*`); English
// reads as the spec writes it ('On-site' reads 'Work from office').
import { useMemo } from 'react';
import type { components } from '@/types/api.gen';
import { useTranslation, type Translate } from './i18n';

type Schemas = components['schemas'];

/** Each list's words: `words.category('Data Science')`, `words.workMode('On-site')`. */
export interface CatalogueWords {
  category: (value: Schemas['Category']) => string;
  jobType: (value: Schemas['JobType']) => string;
  workMode: (value: Schemas['WorkMode']) => string;
  gender: (value: Schemas['Gender']) => string;
  salaryFrequency: (value: Schemas['SalaryFrequency']) => string;
  applicationStatus: (value: Schemas['ApplicationStatus']) => string;
  profileStatus: (value: Schemas['ProfileStatus']) => string;
  alertFrequency: (value: Schemas['AlertFrequency']) => string;
  reportReason: (value: Schemas['ReportReason']) => string;
}

/** The words of `t`'s language (a unit test passes `wordsOf('common')`). */
export function catalogueWords(t: Translate): CatalogueWords {
  return {
    category: (value) => t(`catalogue.category.${value}`),
    jobType: (value) => t(`catalogue.jobType.${value}`),
    workMode: (value) => t(`catalogue.workMode.${value}`),
    gender: (value) => t(`catalogue.gender.${value}`),
    salaryFrequency: (value) => t(`catalogue.salaryFrequency.${value}`),
    applicationStatus: (value) => t(`catalogue.applicationStatus.${value}`),
    profileStatus: (value) => t(`catalogue.profileStatus.${value}`),
    alertFrequency: (value) => t(`catalogue.alertFrequency.${value}`),
    reportReason: (value) => t(`catalogue.reportReason.${value}`),
  };
}

/** The catalogue's words in the app's language (re-renders when it changes). */
export function useCatalogueWords(): CatalogueWords {
  const { t } = useTranslation();
  return useMemo(() => catalogueWords(t), [t]);
}
