import { useId, useState, type ReactNode } from 'react';
import { BadgeCheck, Search } from 'lucide-react';
import type { components } from '@/types/api.gen';
import type { Meta } from '@/types/api';
import { useTranslation } from '@/lib/i18n';
import { categoryList } from '../lib/category-list';
import { toggleValue, type SearchState } from '../lib/search-state';
import { filterWord } from '../lib/words';
import { useJobsWords } from './use-jobs-words';
import { FacetOption, FilterSection } from './filter-section';
import { SalaryFilter } from './salary-filter';

type Facets = components['schemas']['Facets'];

type SearchFiltersProps = {
  state: SearchState;
  meta: Meta;
  /** The last facet counts the API sent (kept while the next page loads). */
  facets: Facets | null | undefined;
  onChange: (patch: Partial<SearchState>) => void;
  /** How far around the place, first (the drawer on phones; the search bar has it from 768 px). */
  distance?: ReactNode;
};

const countsOf = (values: { value: string; count: number }[] | undefined) =>
  new Map((values ?? []).map((f) => [f.value, f.count]));

/**
 * The filter groups of spec §2.7, in its order: job type, salary, category (with a search box and
 * 'X of 43 categories'; beyond the spec, the ones with jobs first, by count, the others under
 * 'Show all'), work mode, gender (without Both: no choice is Both) and blue collar. Each value
 * shows how many jobs it would give with the other groups' filters.
 */
export function SearchFilters({ state, meta, facets, onChange, distance }: SearchFiltersProps) {
  const words = useJobsWords();
  const { t } = words;
  const [categoryQuery, setCategoryQuery] = useState('');
  const [showAllCategories, setShowAllCategories] = useState(false);
  const categorySearchId = useId();
  const categoryListId = useId();
  const typeCounts = countsOf(facets?.type);
  const categoryCounts = countsOf(facets?.category);
  const workModeCounts = countsOf(facets?.workMode);
  const genderCounts = countsOf(facets?.gender);
  const blueCounts = countsOf(facets?.isBlueCollar);

  const categories = categoryList(meta.categories, facets?.category ? categoryCounts : null, {
    query: categoryQuery,
    selected: state.category,
    showAll: showAllCategories,
    label: (category) => filterWord(words, 'category', category),
  });
  const genders = meta.genders.filter((g): g is 'Male' | 'Female' => g !== 'Both');

  return (
    <div>
      {distance ? <FilterSection title={t('filters.distance')}>{distance}</FilterSection> : null}

      <FilterSection title={t('filters.employer')}>
        <VerifiedSwitch checked={state.verified} onChange={() => onChange({ verified: !state.verified })} />
      </FilterSection>

      <FilterSection title={t('filters.jobType')}>
        <ul aria-label={t('filters.jobType')}>
          {meta.jobTypes.map((value) => (
            <FacetOption
              key={value}
              label={filterWord(words, 'jobType', value)}
              count={typeCounts.get(value)}
              checked={state.type.includes(value)}
              onChange={() => onChange({ type: toggleValue(state.type, value, meta.jobTypes) })}
            />
          ))}
        </ul>
      </FilterSection>

      <FilterSection title={t('filters.salary')}>
        <SalaryFilter
          key={`${state.minSalary ?? ''}-${state.maxSalary ?? ''}`}
          minSalary={state.minSalary}
          maxSalary={state.maxSalary}
          onCommit={(range) => {
            if (range.minSalary !== state.minSalary || range.maxSalary !== state.maxSalary) onChange(range);
          }}
        />
      </FilterSection>

      <FilterSection title={t('filters.category')}>
        <div className="relative mb-2">
          <Search
            className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <label htmlFor={categorySearchId} className="sr-only">
            {t('filters.searchCategories')}
          </label>
          <input
            id={categorySearchId}
            type="search"
            value={categoryQuery}
            onChange={(e) => setCategoryQuery(e.target.value)}
            placeholder={t('filters.searchCategories')}
            className="block h-9 w-full rounded-lg border border-slate-300 bg-white pl-8 pr-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
          />
        </div>
        <p className="mb-1 text-xs text-slate-500" aria-live="polite">
          {t('filters.categoriesShown', { shown: categories.shown.length, total: meta.categories.length })}
        </p>
        <ul id={categoryListId} aria-label={t('filters.category')} className="max-h-64 overflow-y-auto pr-1">
          {categories.shown.map((value) => (
            <FacetOption
              key={value}
              label={filterWord(words, 'category', value)}
              count={categoryCounts.get(value)}
              checked={state.category.includes(value)}
              onChange={() => onChange({ category: toggleValue(state.category, value, meta.categories) })}
            />
          ))}
        </ul>
        {categories.hidden > 0 || showAllCategories ? (
          <button
            type="button"
            aria-expanded={showAllCategories}
            aria-controls={categoryListId}
            onClick={() => setShowAllCategories((shown) => !shown)}
            className="mt-1 rounded-md py-1 text-sm font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 pointer-coarse:min-h-11"
          >
            {showAllCategories ? t('filters.showFewer') : t('filters.showAll', { hidden: categories.hidden })}
          </button>
        ) : null}
      </FilterSection>

      <FilterSection title={t('filters.workMode')}>
        <ul aria-label={t('filters.workMode')}>
          {meta.workModes.map((value) => (
            <FacetOption
              key={value}
              label={filterWord(words, 'workMode', value)}
              count={workModeCounts.get(value)}
              checked={state.workMode.includes(value)}
              onChange={() => onChange({ workMode: toggleValue(state.workMode, value, meta.workModes) })}
            />
          ))}
        </ul>
      </FilterSection>

      <FilterSection title={t('filters.gender')}>
        <ul aria-label={t('filters.gender')}>
          {genders.map((value) => (
            <FacetOption
              key={value}
              label={filterWord(words, 'gender', value)}
              count={genderCounts.get(value)}
              checked={state.gender === value}
              onChange={() => onChange({ gender: state.gender === value ? null : value })}
            />
          ))}
        </ul>
      </FilterSection>

      <FilterSection title={t('filters.blueCollar')}>
        <ul aria-label={t('filters.blueCollar')}>
          {(['Yes', 'No'] as const).map((value) => (
            <FacetOption
              key={value}
              label={t(value === 'Yes' ? 'filters.yes' : 'filters.no')}
              count={blueCounts.get(value)}
              checked={state.isBlueCollar === value}
              onChange={() => onChange({ isBlueCollar: state.isBlueCollar === value ? null : value })}
            />
          ))}
        </ul>
      </FilterSection>
    </div>
  );
}

/**
 * "Verified employers only" (issue 29): a switch that keeps the jobs of employers who confirmed an
 * address at their company's own domain (`verified=true`).
 */
function VerifiedSwitch({ checked, onChange }: { checked: boolean; onChange: () => void }) {
  const { t } = useTranslation('jobs');
  const hintId = useId();
  return (
    <div>
      <label className="flex cursor-pointer items-center justify-between gap-3 pointer-coarse:min-h-11">
        <span className="flex min-w-0 items-center gap-1.5 text-sm text-slate-700">
          <BadgeCheck className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
          {t('filters.verifiedOnly')}
        </span>
        {/* The box is the switch itself, see-through over its drawing, so a click or tap on it toggles. */}
        <span className="relative inline-flex h-5 w-9 shrink-0">
          <input
            type="checkbox"
            role="switch"
            checked={checked}
            onChange={onChange}
            aria-describedby={hintId}
            className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer opacity-0"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none relative h-5 w-9 rounded-full bg-slate-300 transition-colors after:absolute after:left-0.5 after:top-0.5 after:h-4 after:w-4 after:rounded-full after:bg-white after:shadow-sm after:transition-transform after:content-[''] peer-checked:bg-brand-700 peer-checked:after:translate-x-4 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
          />
        </span>
      </label>
      <p id={hintId} className="mt-1 text-xs text-slate-500">
        {t('filters.verifiedHint')}
      </p>
    </div>
  );
}
