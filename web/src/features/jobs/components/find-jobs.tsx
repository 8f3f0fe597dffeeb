import { Fragment, lazy, Suspense, useDeferredValue, useId, useMemo, useState } from 'react';
import { BellPlus, LayoutGrid, List, SearchX, SlidersHorizontal } from 'lucide-react';
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
import { useUser } from '@/lib/auth';
import { useErrorText } from '@/lib/error-text';
import { useTranslation, type Translate } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { MEDIUM_UP, useMediaQuery } from '@/hooks/use-media-query';
import { useMeta } from '@/lib/meta';
import { pageRange } from '@/lib/pagination';
import { useSearchJobs } from '../api/search-jobs';
import {
  activeFilterCount,
  clearFilters,
  EMPTY_SEARCH,
  effectiveSort,
  PAGE_SIZE,
  parseSearch,
  sortChoices,
  toSearchParams,
  updateSearch,
  type SearchState,
  type Sort,
} from '../lib/search-state';
import { CLEAR_CHIPS, filterChips } from '../lib/filter-chips';
import { ActiveFilters } from './active-filters';
import { FilterDrawer } from './filter-drawer';
import { SearchFilters } from './search-filters';
import { SearchOffers, UnderstoodChips } from './search-hints';
import { hasOffers } from '../lib/suggestions';
import { exactSplit, searchedPlace } from '../lib/exact-matches';
import { placeNote, remoteSearchPlace } from '../lib/place-note';
import { searchFailure } from '../lib/search-error';
import { DistanceSelect, NEAR_ME_CHIP_ROOM, NEAR_ME_ROOM, NearMeButton, NearMeFailed } from './place-tools';
import { useNearMe } from './use-near-me';
import { useJobActions } from './use-job-actions';
import { toAlertSearch } from '../lib/alert-search';
import { keeping, keptText } from './kept-text';
import { useJobsWords } from './use-jobs-words';

// The alert dialog (and the form library it brings) loads when first wanted, not with the page.
const loadAlertDialog = () => import('./create-alert-dialog');
const CreateAlertDialog = lazy(() => loadAlertDialog().then((m) => ({ default: m.CreateAlertDialog })));

const SORT_LABELS = {
  relevance: 'find.sort.relevance',
  newest: 'find.sort.newest',
  salary: 'find.sort.salary',
  distance: 'find.sort.distance',
} as const satisfies Record<Sort, string>;

/** Bold figures of the result count. */
const bold = { b: (words: string) => <span className="font-semibold text-slate-900">{words}</span> };

/** Find jobs (/find-jobs, spec §2.7): the search whose whole state is the URL. */
export function FindJobs() {
  const words = useJobsWords();
  const { t } = words;
  const errorText = useErrorText();
  // Text people wrote (the keyword, a place typed) stays as they wrote it.
  const kept = useMemo(() => keeping(t, ['keyword', 'place']), [t]);
  const meta = useMeta();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state = useMemo(() => (meta.data ? parseSearch(params, meta.data) : null), [params, meta.data]);
  const keyword = state?.keyword ?? params.get('keyword')?.trim() ?? '';
  const where = state?.location ?? params.get('location')?.trim() ?? '';
  const nearMe = state?.near != null;
  // The results and the facet counts follow the search's answer in a background render, which
  // React does in slices: the heading, the search box and the skeletons stay on screen and the
  // page keeps answering input meanwhile, instead of one long task when the answer arrives.
  const search = useDeferredValue(useSearchJobs(state));
  const actions = useJobActions();
  const { data: user } = useUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [alertOpen, setAlertOpen] = useState(false);
  // The search as a job alert (beyond the spec), offered to job seekers and visitors, never to
  // employers (so not before the session is known); an empty search has nothing to alert about.
  const alertSearch = useMemo(() => (state ? toAlertSearch(state) : null), [state]);
  const canAlert = alertSearch !== null && user !== undefined && user?.role !== 'employer';
  const openAlert = () => setAlertOpen(true);
  const preloadAlert = () => void loadAlertDialog();
  // One set of filters at a time: the side panel on wide screens, the drawer (while open) on
  // phones. Rendering both, one of them hidden, doubled the work when every answer arrives.
  const wide = useMediaQuery(MEDIUM_UP);
  const drawerShown = drawerOpen && !wide;

  /** Every change replaces the history entry: back leaves the search, not one filter. */
  const go = (next: SearchState) => setParams(toSearchParams(next), { replace: true });
  const change = (patch: Partial<SearchState>) => state && go(updateSearch(state, patch));
  const near = useNearMe({ state: state ?? EMPTY_SEARCH, onSearch: go });

  if (meta.isError) {
    return <ErrorState message={t('find.fetchFailed')} onRetry={() => void meta.refetch()} className="mx-auto max-w-7xl" />;
  }

  const view = state?.view ?? 'grid';
  const reply = search.data;
  const loading = !state || search.isPending || search.isPlaceholderData;
  const total = reply?.pagination.totalCount ?? 0;
  const page = reply?.pagination.currentPage ?? state?.page ?? 1;
  const { from, to } = pageRange(page, PAGE_SIZE, total);
  const filterCount = state ? activeFilterCount(state) : 0;
  const chips = state ? filterChips(state, words) : [];
  const shown = Boolean(reply && !loading && !search.isError);
  // Fewer jobs than a page (maybe none) had every word: the nearest ones follow them.
  const split =
    reply && state && shown && !reply.relaxed
      ? exactSplit(reply.exactTotal, reply.pagination, reply.jobs.length, searchedPlace(state, reply.understood, kept), kept)
      : null;
  // Remote jobs alone with a location: those of other places say they are open to remote candidates.
  const remotePlace = reply && state ? remoteSearchPlace(state, reply.understood) : null;

  // The distance sits in the search bar from 768 px, and in the drawer on phones.
  const filters =
    state && meta.data ? (
      <SearchFilters
        state={state}
        meta={meta.data}
        facets={reply?.facets}
        onChange={change}
        distance={wide ? undefined : <DistanceSelect state={state} onSearch={go} variant="field" />}
      />
    ) : null;

  const clearAll = () => state && go(clearFilters(state));

  let results;
  if (search.isError && !search.isFetching) {
    const failure = isApiError(search.error)
      ? searchFailure(state, search.error.status, search.error.serverMessage, t)
      : { message: t('find.fetchFailed') };
    const message = failure.fromServer ? errorText(search.error, t('find.fetchFailed')) : failure.message;
    const fix = failure.fix;
    results = fix ? (
      <ErrorState message={message} action={{ label: fix.label, onClick: () => go(fix.search) }} />
    ) : (
      <ErrorState message={message} onRetry={() => void search.refetch()} />
    );
  } else if (loading || search.isError) {
    results = (
      <JobCardSkeletons
        count={view === 'grid' ? 6 : 5}
        variant={view}
        withSave={actions.showSave}
        className={view === 'list' ? 'grid grid-cols-1 gap-4' : 'grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-3'}
      />
    );
  } else if (!reply || reply.jobs.length === 0) {
    results = (
      <EmptyState
        title={t('find.emptyTitle')}
        icon={SearchX}
        action={{ label: t('find.clearAllFilters'), onClick: clearAll }}
        secondaryAction={canAlert ? { label: t('find.alertWhenOne'), onClick: openAlert, icon: BellPlus } : undefined}
      >
        <p>{t('find.emptyText')}</p>
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
        <ul
          aria-label={t('find.jobs')}
          className={view === 'list' ? 'grid grid-cols-1 gap-4' : 'grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-3'}
        >
          {reply.jobs.map((job, i) => (
            <Fragment key={job._id}>
              {i === split?.dividerAt ? <SimilarDivider note={split.dividerNote} t={t} /> : null}
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
                  placeNote={placeNote(job, remotePlace, t)}
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
          label={t('find.pages')}
          className="mt-8"
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl">
      <Head title={t('find.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('find.title')}</h1>
      {/* Phones keep their first screen for the results: two cards, not one. */}
      <p className="mt-1 hidden text-sm text-slate-600 sm:block">{t('find.intro')}</p>

      <JobSearchForm
        // Remounted with the URL's values when they change (back, reload, Clear All). Shown
        // before the catalogue arrives (the words and the place need none), so the results
        // below never move down when it does.
        key={`${keyword}\u0000${where}\u0000${nearMe ? 'near' : ''}`}
        label={t('find.searchLabel')}
        initialKeyword={keyword}
        initialLocation={where}
        // Around "near me" the place box is empty (its chip says so); a place typed there replaces it.
        locationPlaceholder={nearMe ? t('find.placeAroundMe') : t('find.placePlaceholder')}
        placeAction={
          state
            ? {
                control: <NearMeButton state={state} onSearch={go} locating={near.locating} onFind={near.find} />,
                room: nearMe ? NEAR_ME_CHIP_ROOM : NEAR_ME_ROOM,
              }
            : undefined
        }
        besidePlace={state ? <DistanceSelect state={state} onSearch={go} variant="inline" /> : null}
        onSearch={(nextKeyword, nextWhere) => change({ keyword: nextKeyword, location: nextWhere })}
        className="mt-3 sm:mt-5"
      />
      {near.failed ? <NearMeFailed className="mt-2" /> : null}

      <div className="mt-4 flex items-start gap-8 sm:mt-6">
        <aside aria-label={t('find.filters')} className="hidden w-64 shrink-0 md:block xl:w-72">
          <div className="rounded-2xl border border-slate-200 bg-white px-5 py-2 shadow-xs">
            <div className="flex items-center justify-between border-b border-slate-200 py-3">
              <h2 className="text-base font-semibold text-slate-900">{t('find.filters')}</h2>
              {filterCount > 0 ? (
                <button type="button" onClick={clearAll} className="text-sm font-medium text-brand-700 hover:text-brand-800">
                  {t('find.clearAll')}
                </button>
              ) : null}
            </div>
            {wide ? filters : null}
          </div>
        </aside>

        <section aria-label={t('find.results')} className="min-w-0 flex-1">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2 sm:mb-4 sm:gap-3">
            {/* A line of its own on phones, so the controls below never change how it wraps. */}
            <div className="flex w-full min-w-0 flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:w-auto sm:justify-start">
              <p className="text-sm text-slate-600" aria-live="polite">
                {reply && !loading && !search.isError ? (
                  richText(t('find.showing', { from, to, total }), bold)
                ) : (
                  <span className="invisible">{richText(t('find.showing', { from: 0, to: 0, total: 0 }), bold)}</span>
                )}
              </p>
              {canAlert ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={openAlert}
                  onPointerEnter={preloadAlert}
                  onFocus={preloadAlert}
                  aria-haspopup="dialog"
                >
                  <BellPlus className="h-4 w-4" aria-hidden="true" />
                  {t('find.createAlert')}
                </Button>
              ) : null}
            </div>
            <div className="flex items-center gap-2">
              <Button variant="outline" size="sm" className="md:hidden" onClick={() => setDrawerOpen(true)}>
                <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
                {t('find.filters')}
                {filterCount > 0 ? (
                  <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">
                    {filterCount}
                    <span className="sr-only"> {t('find.active')}</span>
                  </span>
                ) : null}
              </Button>
              {state ? <SortSelect state={state} onChange={(sort) => change({ sort })} /> : null}
              <div
                role="group"
                aria-label={t('find.view')}
                className="hidden rounded-lg border border-slate-200 bg-white p-0.5 sm:flex"
              >
                {(
                  [
                    ['grid', 'find.gridView', LayoutGrid],
                    ['list', 'find.listView', List],
                  ] as const
                ).map(([value, label, Icon]) => (
                  <button
                    key={value}
                    type="button"
                    aria-label={t(label)}
                    aria-pressed={view === value}
                    onClick={() => change({ view: value })}
                    className={`inline-flex h-8 w-8 items-center justify-center rounded-md transition-colors pointer-coarse:h-11 pointer-coarse:w-11 ${
                      view === value ? 'bg-brand-700 text-white' : 'text-slate-500 hover:bg-slate-100'
                    }`}
                  >
                    <Icon className="h-4 w-4" aria-hidden="true" />
                  </button>
                ))}
              </div>
            </div>
          </div>
          <ActiveFilters
            chips={chips}
            onRemove={(chip) => change(chip.remove)}
            onClear={() => change(CLEAR_CHIPS)}
            className="mb-3 sm:mb-4"
          />
          {split ? <p className="-mt-2 mb-4 text-sm text-slate-600">{keptText(split.message)}</p> : null}
          {reply && state && !loading && !search.isError ? <UnderstoodChips understood={reply.understood} state={state} /> : null}
          {reply &&
          state &&
          !loading &&
          !search.isError &&
          reply.jobs.length > 0 &&
          (reply.relaxed || hasOffers(reply.suggestion)) ? (
            // Relaxed results (and, should the API send one with results, its offer) in one line.
            <div className="mb-4 space-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-inset ring-amber-600/20">
              {reply.relaxed ? <p>{t('find.relaxed')}</p> : null}
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

      {alertOpen && alertSearch ? (
        <Suspense fallback={null}>
          <CreateAlertDialog
            open
            onClose={() => setAlertOpen(false)}
            search={alertSearch}
            user={user?.role === 'jobseeker' ? user : null}
          />
        </Suspense>
      ) : null}

      <FilterDrawer
        open={drawerShown}
        onClose={() => setDrawerOpen(false)}
        footer={
          <div className="flex gap-3">
            <Button variant="outline" className="flex-1" onClick={clearAll} disabled={filterCount === 0}>
              {t('find.clearAll')}
            </Button>
            <Button className="flex-1" onClick={() => setDrawerOpen(false)}>
              {reply ? t('find.showTotal', { total }) : t('find.showJobs')}
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
function SimilarDivider({ note, t }: { note: string; t: Translate<'jobs'> }) {
  return (
    <li className="col-span-full flex items-center gap-3 pt-2">
      <h2 className="shrink-0 text-sm font-semibold text-slate-900">{t('find.similarJobs')}</h2>
      <span className="min-w-0 truncate text-xs text-slate-500">{note}</span>
      <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
    </li>
  );
}

function SortSelect({ state, onChange }: { state: SearchState; onChange: (sort: Sort) => void }) {
  const { t } = useTranslation('jobs');
  const id = useId();
  const options = sortChoices(state);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        {t('find.sortBy')}
      </label>
      <select
        id={id}
        value={effectiveSort(state)}
        onChange={(e) => onChange(e.target.value as Sort)}
        className="h-9 rounded-lg border border-slate-300 bg-white pl-2.5 pr-8 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 pointer-coarse:h-11"
      >
        {options.map((s) => (
          <option key={s} value={s}>
            {t(SORT_LABELS[s])}
          </option>
        ))}
      </select>
    </div>
  );
}
