import { Fragment, useDeferredValue, useId, useMemo, useState } from 'react';
import { LayoutGrid, List, SearchX, SlidersHorizontal } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { JobCard } from '@/components/job-card';
import { JobSearchForm } from '@/components/job-search-form';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Head } from '@/components/ui/head';
import { JobCardSkeletons } from '@/components/ui/skeleton';
import { Pagination } from '@/components/ui/pagination';
import { isApiError } from '@/lib/api-client';
import { MEDIUM_UP, useMediaQuery } from '@/hooks/use-media-query';
import { useMeta } from '@/lib/meta';
import { pageRange } from '@/lib/pagination';
import { useSearchJobs } from '../api/search-jobs';
import {
  activeFilterCount,
  clearFilters,
  effectiveSort,
  PAGE_SIZE,
  parseSearch,
  toSearchParams,
  updateSearch,
  type SearchState,
  type Sort,
} from '../lib/search-state';
import { FilterDrawer } from './filter-drawer';
import { SearchFilters } from './search-filters';
import { SearchOffers, UnderstoodChips } from './search-hints';
import { hasOffers } from '../lib/suggestions';
import { exactSplit } from '../lib/exact-matches';
import { useJobActions } from './use-job-actions';

const SORT_LABELS: Record<Sort, string> = { relevance: 'Relevance', newest: 'Newest', salary: 'Salary' };
const FETCH_FAILED = 'Failed to fetch jobs, Please try again later';

/** Find jobs (/find-jobs, spec §2.7): the search whose whole state is the URL. */
export function FindJobs() {
  const meta = useMeta();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state = useMemo(() => (meta.data ? parseSearch(params, meta.data) : null), [params, meta.data]);
  const keyword = state?.keyword ?? params.get('keyword')?.trim() ?? '';
  const where = state?.location ?? params.get('location')?.trim() ?? '';
  // The results and the facet counts follow the search's answer in a background render, which
  // React does in slices: the heading, the search box and the skeletons stay on screen and the
  // page keeps answering input meanwhile, instead of one long task when the answer arrives.
  const search = useDeferredValue(useSearchJobs(state));
  const actions = useJobActions();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // One set of filters at a time: the side panel on wide screens, the drawer (while open) on
  // phones. Rendering both, one of them hidden, doubled the work when every answer arrives.
  const wide = useMediaQuery(MEDIUM_UP);
  const drawerShown = drawerOpen && !wide;

  /** Every change replaces the history entry: back leaves the search, not one filter. */
  const go = (next: SearchState) => setParams(toSearchParams(next), { replace: true });
  const change = (patch: Partial<SearchState>) => state && go(updateSearch(state, patch));

  if (meta.isError) {
    return <ErrorState message={FETCH_FAILED} onRetry={() => void meta.refetch()} className="mx-auto max-w-7xl" />;
  }

  const view = state?.view ?? 'grid';
  const reply = search.data;
  const loading = !state || search.isPending || search.isPlaceholderData;
  const total = reply?.pagination.totalCount ?? 0;
  const page = reply?.pagination.currentPage ?? state?.page ?? 1;
  const { from, to } = pageRange(page, PAGE_SIZE, total);
  const filterCount = state ? activeFilterCount(state) : 0;
  const shown = Boolean(reply && !loading && !search.isError);
  // Fewer jobs than a page had every word: the nearest ones follow them (issue 18).
  const split = reply && shown && !reply.relaxed ? exactSplit(reply.exactTotal, reply.pagination, reply.jobs.length) : null;

  const filters =
    state && meta.data ? <SearchFilters state={state} meta={meta.data} facets={reply?.facets} onChange={change} /> : null;

  const clearAll = () => state && go(clearFilters(state));

  let results;
  if (search.isError && !search.isFetching) {
    const message =
      isApiError(search.error) && search.error.status === 400 ? (search.error.serverMessage ?? FETCH_FAILED) : FETCH_FAILED;
    results = <ErrorState message={message} onRetry={() => void search.refetch()} />;
  } else if (loading || search.isError) {
    results = (
      <JobCardSkeletons
        count={view === 'grid' ? 6 : 5}
        variant={view}
        withSave={actions.showSave}
        className={view === 'list' ? 'grid gap-4' : 'grid gap-4 sm:grid-cols-2 2xl:grid-cols-3'}
      />
    );
  } else if (!reply || reply.jobs.length === 0) {
    results = (
      <EmptyState title="No jobs found" icon={SearchX} action={{ label: 'Clear All Filters', onClick: clearAll }}>
        <p>Try adjusting your search criteria or filter</p>
        {state ? (
          <SearchOffers
            suggestion={reply?.suggestion}
            understood={reply?.understood}
            state={state}
            onSearch={go}
            layout="empty"
          />
        ) : null}
      </EmptyState>
    );
  } else {
    const linkState = {
      fromSearch: true,
      currentPage: page,
      filters: state,
      search: location.search,
    };
    results = (
      <>
        <ul aria-label="Jobs" className={view === 'list' ? 'grid gap-4' : 'grid gap-4 sm:grid-cols-2 2xl:grid-cols-3'}>
          {reply.jobs.map((job, i) => (
            <Fragment key={job._id}>
              {i === split?.dividerAt ? <SimilarDivider /> : null}
              <li className="min-w-0">
                <JobCard
                  job={job}
                  variant={view}
                  headingLevel={2}
                  showSave={actions.showSave}
                  saved={actions.isSaved(job)}
                  saving={actions.isSaving(job)}
                  onSave={actions.onSave}
                  applied={actions.isApplied(job)}
                  applying={actions.isApplying(job)}
                  onApply={actions.onApply}
                  linkState={linkState}
                />
              </li>
            </Fragment>
          ))}
        </ul>
        <Pagination
          page={page}
          totalPages={reply.pagination.totalPages}
          onPageChange={(p) => {
            change({ page: p });
            window.scrollTo({ top: 0 });
          }}
          label="Job results pages"
          className="mt-8"
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl">
      <Head title="Find Jobs" />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Find Jobs</h1>
      <p className="mt-1 text-sm text-slate-600">Search jobs across India and narrow them down with the filters.</p>

      <JobSearchForm
        // Remounted with the URL's values when they change (back, reload, Clear All). Shown
        // before the catalogue arrives (the words and the place need none), so the results
        // below never move down when it does.
        key={`${keyword}\u0000${where}`}
        label="Search jobs"
        initialKeyword={keyword}
        initialLocation={where}
        onSearch={(nextKeyword, nextWhere) => change({ keyword: nextKeyword, location: nextWhere })}
        className="mt-5"
      />

      <div className="mt-6 flex items-start gap-8">
        <aside aria-label="Filters" className="hidden w-64 shrink-0 md:block xl:w-72">
          <div className="rounded-2xl border border-slate-200 bg-white px-5 py-2 shadow-xs">
            <div className="flex items-center justify-between border-b border-slate-200 py-3">
              <h2 className="text-base font-semibold text-slate-900">Filters</h2>
              {filterCount > 0 ? (
                <button type="button" onClick={clearAll} className="text-sm font-medium text-brand-700 hover:text-brand-800">
                  Clear all
                </button>
              ) : null}
            </div>
            {wide ? filters : null}
          </div>
        </aside>

        <section aria-label="Results" className="min-w-0 flex-1">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            {/* A line of its own on phones, so the controls below never change how it wraps. */}
            <p className="w-full text-sm text-slate-600 sm:w-auto" aria-live="polite">
              {reply && !loading && !search.isError ? (
                <>
                  Showing{' '}
                  <span className="font-semibold text-slate-900">
                    {from} - {to}
                  </span>{' '}
                  of <span className="font-semibold text-slate-900">{total}</span> jobs
                </>
              ) : (
                <span className="invisible">Showing 0 - 0 of 0 jobs</span>
              )}
            </p>
            <div className="flex items-center gap-2">
              <Button variant="outline" size="sm" className="md:hidden" onClick={() => setDrawerOpen(true)}>
                <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
                Filters
                {filterCount > 0 ? (
                  <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">
                    {filterCount}
                    <span className="sr-only"> active</span>
                  </span>
                ) : null}
              </Button>
              {state ? <SortSelect state={state} onChange={(sort) => change({ sort })} /> : null}
              <div role="group" aria-label="View" className="hidden rounded-lg border border-slate-200 bg-white p-0.5 sm:flex">
                {(
                  [
                    ['grid', 'Grid view', LayoutGrid],
                    ['list', 'List view', List],
                  ] as const
                ).map(([value, label, Icon]) => (
                  <button
                    key={value}
                    type="button"
                    aria-label={label}
                    aria-pressed={view === value}
                    onClick={() => change({ view: value })}
                    className={`inline-flex h-8 w-8 items-center justify-center rounded-md transition-colors ${
                      view === value ? 'bg-brand-700 text-white' : 'text-slate-500 hover:bg-slate-100'
                    }`}
                  >
                    <Icon className="h-4 w-4" aria-hidden="true" />
                  </button>
                ))}
              </div>
            </div>
          </div>
          {split ? <p className="-mt-2 mb-4 text-sm text-slate-600">{split.message}</p> : null}
          {reply && state && !loading && !search.isError ? <UnderstoodChips understood={reply.understood} state={state} /> : null}
          {reply &&
          state &&
          !loading &&
          !search.isError &&
          reply.jobs.length > 0 &&
          (reply.relaxed || hasOffers(reply.suggestion)) ? (
            // Relaxed results (and, should the API send one with results, its offer) in one line.
            <div className="mb-4 space-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-inset ring-amber-600/20">
              {reply.relaxed ? <p>No exact match for all words — showing jobs matching any of them</p> : null}
              <SearchOffers
                suggestion={reply.suggestion}
                understood={reply.understood}
                state={state}
                onSearch={go}
                layout="banner"
              />
            </div>
          ) : null}
          {results}
        </section>
      </div>

      <FilterDrawer
        open={drawerShown}
        onClose={() => setDrawerOpen(false)}
        footer={
          <div className="flex gap-3">
            <Button variant="outline" className="flex-1" onClick={clearAll} disabled={filterCount === 0}>
              Clear all
            </Button>
            <Button className="flex-1" onClick={() => setDrawerOpen(false)}>
              {reply ? `Show ${total} jobs` : 'Show jobs'}
            </Button>
          </div>
        }
      >
        {drawerShown ? filters : null}
      </FilterDrawer>
    </div>
  );
}

/**
 * Where the jobs that matched every word end and the nearest ones begin: a heading with a rule,
 * spanning the whole row of the grid.
 */
function SimilarDivider() {
  return (
    <li className="col-span-full flex items-center gap-3 pt-2">
      <h2 className="shrink-0 text-sm font-semibold text-slate-900">Similar jobs</h2>
      <span className="min-w-0 truncate text-xs text-slate-500">Close to your search, without every word</span>
      <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
    </li>
  );
}

function SortSelect({ state, onChange }: { state: SearchState; onChange: (sort: Sort) => void }) {
  const id = useId();
  const options: Sort[] = state.keyword.trim() ? ['relevance', 'newest', 'salary'] : ['newest', 'salary'];
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        Sort by
      </label>
      <select
        id={id}
        value={effectiveSort(state)}
        onChange={(e) => onChange(e.target.value as Sort)}
        className="h-9 rounded-lg border border-slate-300 bg-white pl-2.5 pr-8 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
      >
        {options.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
