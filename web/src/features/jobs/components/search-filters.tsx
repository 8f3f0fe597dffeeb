import { useId, useState, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import type { components } from '@/types/api.gen';
import type { Meta } from '@/types/api';
import { categoryList } from '../lib/category-list';
import { toggleValue, type SearchState } from '../lib/search-state';
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
  });
  const genders = meta.genders.filter((g): g is 'Male' | 'Female' => g !== 'Both');

  return (
    <div>
      {distance ? <FilterSection title="Distance">{distance}</FilterSection> : null}

      <FilterSection title="Job type">
        <ul aria-label="Job type">
          {meta.jobTypes.map((value) => (
            <FacetOption
              key={value}
              label={value}
              count={typeCounts.get(value)}
              checked={state.type.includes(value)}
              onChange={() => onChange({ type: toggleValue(state.type, value, meta.jobTypes) })}
            />
          ))}
        </ul>
      </FilterSection>

      <FilterSection title="Salary (per month)">
        <SalaryFilter
          key={`${state.minSalary ?? ''}-${state.maxSalary ?? ''}`}
          minSalary={state.minSalary}
          maxSalary={state.maxSalary}
          onCommit={(range) => {
            if (range.minSalary !== state.minSalary || range.maxSalary !== state.maxSalary) onChange(range);
          }}
        />
      </FilterSection>

      <FilterSection title="Category">
        <div className="relative mb-2">
          <Search
            className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <label htmlFor={categorySearchId} className="sr-only">
            Search categories
          </label>
          <input
            id={categorySearchId}
            type="search"
            value={categoryQuery}
            onChange={(e) => setCategoryQuery(e.target.value)}
            placeholder="Search categories"
            className="block h-9 w-full rounded-lg border border-slate-300 bg-white pl-8 pr-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
          />
        </div>
        <p className="mb-1 text-xs text-slate-500" aria-live="polite">
          {categories.shown.length} of {meta.categories.length} categories
        </p>
        <ul id={categoryListId} aria-label="Category" className="max-h-64 overflow-y-auto pr-1">
          {categories.shown.map((value) => (
            <FacetOption
              key={value}
              label={value}
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
            {showAllCategories ? 'Show fewer' : `Show all (${categories.hidden} without jobs)`}
          </button>
        ) : null}
      </FilterSection>

      <FilterSection title="Work mode">
        <ul aria-label="Work mode">
          {meta.workModes.map((value) => (
            <FacetOption
              key={value}
              label={value}
              count={workModeCounts.get(value)}
              checked={state.workMode.includes(value)}
              onChange={() => onChange({ workMode: toggleValue(state.workMode, value, meta.workModes) })}
            />
          ))}
        </ul>
      </FilterSection>

      <FilterSection title="Gender">
        <ul aria-label="Gender">
          {genders.map((value) => (
            <FacetOption
              key={value}
              label={value}
              count={genderCounts.get(value)}
              checked={state.gender === value}
              onChange={() => onChange({ gender: state.gender === value ? null : value })}
            />
          ))}
        </ul>
      </FilterSection>

      <FilterSection title="Blue collar">
        <ul aria-label="Blue collar">
          {(['Yes', 'No'] as const).map((value) => (
            <FacetOption
              key={value}
              label={value}
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
