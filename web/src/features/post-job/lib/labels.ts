// How the job form and its preview word catalogue values (spec §3), in the app's language.
import type { CatalogueWords } from '@/lib/catalogue-words';
import type { Translate } from '@/lib/i18n';
import type { components } from '@/types/api.gen';

type Gender = components['schemas']['Gender'];
type YesNo = components['schemas']['YesNo'];

/** Spec §3: gender preference Both means anyone may apply ('Any (Both)'). */
export const genderLabel = (gender: Gender, t: Translate<'postJob'>, words: CatalogueWords) =>
  gender === 'Both' ? t('form.genderAny') : words.gender(gender);

/** Yes or No (the blue collar question). */
export const yesNoLabel = (value: YesNo, t: Translate<'postJob'>) => t(`form.yesNo.${value}`);

/** The select options of a catalogue list, each shown through `label`. */
export const optionsOf = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));
