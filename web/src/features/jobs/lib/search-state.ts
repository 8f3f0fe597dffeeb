// The Find jobs page keeps its whole state in the URL (spec §2.7, style: "the URL is the state of
// a search page"). This module is the one mapping between the three shapes of that state: the
// URL's query string, the typed state the page renders, and the query of GET /api/jobs.
// Anything the URL holds that the API would refuse (page=-1, minSalary=abc, an unknown job type)
// is dropped on the way in, so a hand-edited or stale link still shows a page of jobs.

export const PAGE_SIZE = 10;
/** The salary slider's top (spec §9: ₹0 to ₹1,00,000+); the top means "no limit". */
export const SALARY_SLIDER_MAX = 100_000;
export const SALARY_STEP = 500;

export const SORTS = ['relevance', 'newest', 'salary'] as const;
export type Sort = (typeof SORTS)[number];
export type GenderFilter = 'Male' | 'Female';
export type YesNo = 'Yes' | 'No';
export type View = 'grid' | 'list';

export type SearchState = {
  keyword: string;
  location: string;
  category: string[];
  type: string[];
  workMode: string[];
  /** null: Both (the default, no filter). */
  gender: GenderFilter | null;
  /** null: no blue-collar filter. */
  isBlueCollar: YesNo | null;
  /** Monthly rupees; null: no bound. */
  minSalary: number | null;
  maxSalary: number | null;
  /** null: the API's default (relevance with a keyword, else newest). */
  sort: Sort | null;
  page: number;
  view: View;
};

/** The catalogue lists the URL's multi-value filters are checked against (GET /api/meta). */
export type Catalogue = {
  categories: readonly string[];
  jobTypes: readonly string[];
  workModes: readonly string[];
};

export const EMPTY_SEARCH: SearchState = {
  keyword: '',
  location: '',
  category: [],
  type: [],
  workMode: [],
  gender: null,
  isBlueCollar: null,
  minSalary: null,
  maxSalary: null,
  sort: null,
  page: 1,
  view: 'grid',
};

/** The filters a "Clear All Filters" removes: everything but the view. */
export const FILTER_KEYS = [
  'keyword',
  'location',
  'category',
  'type',
  'workMode',
  'gender',
  'isBlueCollar',
  'minSalary',
  'maxSalary',
] as const;

const MAX_KEYWORD = 200;
const MAX_LOCATION = 100;

/** Comma-separated values kept only when the catalogue knows them, in the catalogue's order, once. */
function listParam(raw: string | null, allowed: readonly string[]): string[] {
  if (!raw) return [];
  const wanted = new Set(
    raw
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  );
  return allowed.filter((value) => wanted.has(value));
}

/** A whole number of rupees from 0, else null. */
function rupeesParam(raw: string | null): number | null {
  if (raw === null || !/^\s*\d{1,10}\s*$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n <= 1_000_000_000 ? n : null;
}

function pageParam(raw: string | null): number {
  if (raw === null || !/^\s*\d{1,6}\s*$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 ? n : 1;
}

const oneOf = <T extends string>(raw: string | null, values: readonly T[]): T | null =>
  values.find((v) => v === raw?.trim()) ?? null;

/** The URL's query string as search state; bad values are dropped (see the file's note). */
export function parseSearch(params: URLSearchParams, catalogue: Catalogue): SearchState {
  const keyword = (params.get('keyword') ?? '').trim().slice(0, MAX_KEYWORD);
  const minSalary = rupeesParam(params.get('minSalary'));
  const maxSalary = rupeesParam(params.get('maxSalary'));
  let sort = oneOf(params.get('sort'), SORTS);
  // Relevance means nothing without words to be relevant to.
  if (sort === 'relevance' && !keyword) sort = null;
  return {
    keyword,
    location: (params.get('location') ?? '').trim().slice(0, MAX_LOCATION),
    category: listParam(params.get('category'), catalogue.categories),
    type: listParam(params.get('type'), catalogue.jobTypes),
    workMode: listParam(params.get('workMode'), catalogue.workModes),
    gender: oneOf(params.get('gender'), ['Male', 'Female'] as const),
    isBlueCollar: oneOf(params.get('isBlueCollar'), ['Yes', 'No'] as const),
    minSalary,
    maxSalary,
    sort,
    page: pageParam(params.get('page')),
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The state as the URL's query string: only what differs from the defaults, lists comma-separated. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(key, String(value));
  };
  set('keyword', state.keyword.trim());
  set('location', state.location.trim());
  set('category', state.category.join(','));
  set('type', state.type.join(','));
  set('workMode', state.workMode.join(','));
  set('gender', state.gender);
  set('isBlueCollar', state.isBlueCollar);
  set('minSalary', state.minSalary);
  set('maxSalary', state.maxSalary);
  set('sort', state.sort === 'relevance' && !state.keyword.trim() ? null : state.sort);
  set('page', state.page > 1 ? state.page : null);
  set('view', state.view === 'list' ? 'list' : null);
  return params;
}

/** The query of GET /api/jobs for the state (strings, as the API's document types them). */
export function toApiQuery(state: SearchState) {
  const text = (value: string) => value.trim() || undefined;
  const list = (values: string[]) => (values.length ? values.join(',') : undefined);
  const num = (value: number | null) => (value === null ? undefined : String(value));
  return {
    keyword: text(state.keyword),
    location: text(state.location),
    category: list(state.category),
    type: list(state.type),
    workMode: list(state.workMode),
    gender: state.gender ?? undefined,
    isBlueCollar: state.isBlueCollar ?? undefined,
    minSalary: num(state.minSalary),
    maxSalary: num(state.maxSalary),
    sort: state.sort ?? undefined,
    page: String(state.page),
    limit: String(PAGE_SIZE),
  };
}

/** The sort the control shows: the chosen one, else the API's default for the search. */
export const effectiveSort = (state: Pick<SearchState, 'sort' | 'keyword'>): Sort =>
  state.sort ?? (state.keyword.trim() ? 'relevance' : 'newest');

/**
 * A change of the search: any change but the page (and the view) starts again at page 1, and
 * a relevance sort goes when the keyword does.
 */
export function updateSearch(state: SearchState, patch: Partial<SearchState>): SearchState {
  const next = { ...state, ...patch };
  const changesResults = (Object.keys(patch) as (keyof SearchState)[]).some((key) => key !== 'page' && key !== 'view');
  if (changesResults && patch.page === undefined) next.page = 1;
  if (next.sort === 'relevance' && !next.keyword.trim()) next.sort = null;
  return next;
}

/** Every filter cleared (the view stays). */
export const clearFilters = (state: SearchState): SearchState => ({ ...EMPTY_SEARCH, view: state.view });

/** How many filters are set besides keyword and location (the mobile Filters button's badge). */
export const activeFilterCount = (state: SearchState) =>
  state.category.length +
  state.type.length +
  state.workMode.length +
  (state.gender ? 1 : 0) +
  (state.isBlueCollar ? 1 : 0) +
  (state.minSalary !== null || state.maxSalary !== null ? 1 : 0);

/** Toggles `value` in a list filter, keeping the catalogue's order. */
export function toggleValue(values: string[], value: string, order: readonly string[]): string[] {
  const set = new Set(values);
  if (set.has(value)) set.delete(value);
  else set.add(value);
  return order.filter((v) => set.has(v));
}
