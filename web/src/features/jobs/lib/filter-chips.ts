// The active filters of Find jobs as removable chips above the results (beyond the spec): on a
// phone the filters live in a drawer, so what narrows the results shows, and goes, where the
// results are.
import { salaryText } from '@/lib/money';
import { chosenRadius, type SearchState } from './search-state';
import { filterWord, type JobsWords } from './words';

export type FilterChip = {
  /** Unique among the chips. */
  key: string;
  /** What the chip says ('Part-Time', 'Gender: Female', 'From ₹15,000 per month'). */
  label: string;
  /** The change of the search that removes this filter (apply it with updateSearch). */
  remove: Partial<SearchState>;
};

/**
 * One chip per active filter, in the filter panel's order (distance, verified employers, job type,
 * salary, category, work mode, gender, blue collar). The keyword and the place are not chips: they stay in the
 * search boxes right above ("near me" too, as a chip in the place box). The distance is a chip
 * when removing it changes the search ('Within 10 km'; not the 25 km "near me" falls back to). A value alone names its group where it is one of a list (a type, a category, a
 * work mode); gender and blue collar say their group ('Gender: Female', 'Blue collar: Yes'), and
 * the salary window reads like a salary line, per month as the filter is.
 */
export function filterChips(state: SearchState, words: JobsWords): FilterChip[] {
  const { t } = words;
  const chips: FilterChip[] = [];
  const radius = chosenRadius(state);
  if (radius !== null) chips.push({ key: 'radius', label: t('chips.within', { km: radius }), remove: { radiusKm: null } });
  if (state.verified) chips.push({ key: 'verified', label: t('filters.verifiedOnly'), remove: { verified: false } });
  const kinds = { type: 'jobType', category: 'category', workMode: 'workMode' } as const;
  const list = (group: 'type' | 'category' | 'workMode') => {
    for (const value of state[group]) {
      chips.push({
        key: `${group}:${value}`,
        label: filterWord(words, kinds[group], value),
        remove: { [group]: state[group].filter((v) => v !== value) },
      });
    }
  };
  list('type');
  if (state.minSalary !== null || state.maxSalary !== null) {
    // A minimum of 0 is no minimum; the line still names the window ("Up to ₹25,000 per month").
    const label =
      state.minSalary === 0 && state.maxSalary === null
        ? t('chips.fromZero')
        : salaryText({ min: state.minSalary, max: state.maxSalary, frequency: 'per month' }, words.salary);
    chips.push({ key: 'salary', label, remove: { minSalary: null, maxSalary: null } });
  }
  list('category');
  list('workMode');
  if (state.gender) {
    const gender = filterWord(words, 'gender', state.gender);
    chips.push({ key: 'gender', label: t('chips.gender', { gender }), remove: { gender: null } });
  }
  if (state.isBlueCollar) {
    const value = t(state.isBlueCollar === 'Yes' ? 'filters.yes' : 'filters.no');
    chips.push({ key: 'isBlueCollar', label: t('chips.blueCollar', { value }), remove: { isBlueCollar: null } });
  }
  return chips;
}

/** The change that removes every chip at once (the keyword and the place, "near me" too, stay). */
export const CLEAR_CHIPS: Partial<SearchState> = {
  radiusKm: null,
  verified: false,
  category: [],
  type: [],
  workMode: [],
  gender: null,
  isBlueCollar: null,
  minSalary: null,
  maxSalary: null,
};
