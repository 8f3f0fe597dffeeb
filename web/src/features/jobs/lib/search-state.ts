// The Find jobs page keeps its whole state in the URL (spec §2.7, style: "the URL is the state of
// a search page"). This module is the one mapping between the three shapes of that state: the
// URL's query string, the typed state the page renders, and the query of GET /api/jobs.
// Anything the URL holds that the API would refuse (page=-1, minSalary=abc, an unknown job type)
// is dropped on the way in, so a hand-edited or stale link still shows a page of jobs.

export const PAGE_SIZE = 10;
/** The salary slider's top (spec §9: ₹0 to ₹1,00,000+); the top means "no limit". */
export const SALARY_SLIDER_MAX = 100_000;
export const SALARY_STEP = 500;

const SORTS = ['relevance', 'newest', 'salary', 'distance'] as const;
export type Sort = (typeof SORTS)[number];
/** The radii the distance control offers, in km (the API takes 1 to 200). */
const RADII_KM = [5, 10, 25, 50, 100] as const;
/** The radius the API searches around `near` when none is given, and "Jobs near me" sets. */
const NEAR_DEFAULT_RADIUS_KM = 25;
const MAX_RADIUS_KM = 200;
/** A point on the globe (the browser's geolocation), in degrees. */
export type Point = { lat: number; lng: number };
type GenderFilter = 'Male' | 'Female';
type YesNo = 'Yes' | 'No';
type View = 'grid' | 'list';

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
  /** Only jobs of verified employers (a company domain confirmed by mail, issue 29). */
  verified: boolean;
  /** Monthly rupees; null: no bound. */
  minSalary: number | null;
  maxSalary: number | null;
  /** "Jobs near me": the browser's position, 3 decimals (about 100 m); the location is then empty. */
  near: Point | null;
  /** Only jobs within this many km of `near`, else of the location; null: no circle. */
  radiusKm: number | null;
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
  verified: false,
  minSalary: null,
  maxSalary: null,
  near: null,
  radiusKm: null,
  sort: null,
  page: 1,
  view: 'grid',
};

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

/** A whole number of km from 1 to 200, else null. */
function radiusParam(raw: string | null): number | null {
  if (raw === null || !/^\s*\d{1,3}\s*$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_RADIUS_KM ? n : null;
}

/** Rounds to 3 decimals (about 100 m): enough to find jobs near, not to find the person. */
const round3 = (degrees: number) => Math.round(degrees * 1000) / 1000;

/** A point rounded to 3 decimals. */
export const roundPoint = ({ lat, lng }: Point): Point => ({ lat: round3(lat), lng: round3(lng) });

/** `lat,lng` as the URL and the API write it: '28.61,77.209'. */
const pointParam = (point: Point) => {
  const { lat, lng } = roundPoint(point);
  return `${lat},${lng}`;
};

/** `lat,lng` with a latitude from -90 to 90 and a longitude from -180 to 180, rounded; else null. */
function nearParam(raw: string | null): Point | null {
  const match = raw?.trim().match(/^(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return roundPoint({ lat, lng });
}

/** Whether the search has a point to measure from: "near me" or a place in the location box. */
export const hasPoint = (state: Pick<SearchState, 'near' | 'location'>) => state.near !== null || state.location.trim() !== '';

/**
 * What needs a point goes without one: a radius, and nearest first (the API refuses both
 * without `near` or a location). "Near me" and a typed place are one or the other: the location
 * wins, as the API would ignore it beside `near`. Relevance goes without a keyword.
 */
function consistent(state: SearchState): SearchState {
  const next = { ...state };
  if (next.near && next.location.trim()) next.near = null;
  if (!hasPoint(next)) {
    next.radiusKm = null;
    if (next.sort === 'distance') next.sort = null;
  }
  if (next.sort === 'relevance' && !next.keyword.trim()) next.sort = null;
  return next;
}

const oneOf = <T extends string>(raw: string | null, values: readonly T[]): T | null =>
  values.find((v) => v === raw?.trim()) ?? null;

/** The URL's query string as search state; bad values are dropped (see the file's note). */
export function parseSearch(params: URLSearchParams, catalogue: Catalogue): SearchState {
  const keyword = (params.get('keyword') ?? '').trim().slice(0, MAX_KEYWORD);
  const minSalary = rupeesParam(params.get('minSalary'));
  const maxSalary = rupeesParam(params.get('maxSalary'));
  // Relevance means nothing without words to be relevant to, nor a radius or nearest first
  // without a point (see consistent).
  return consistent({
    keyword,
    location: (params.get('location') ?? '').trim().slice(0, MAX_LOCATION),
    category: listParam(params.get('category'), catalogue.categories),
    type: listParam(params.get('type'), catalogue.jobTypes),
    workMode: listParam(params.get('workMode'), catalogue.workModes),
    gender: oneOf(params.get('gender'), ['Male', 'Female'] as const),
    isBlueCollar: oneOf(params.get('isBlueCollar'), ['Yes', 'No'] as const),
    verified: params.get('verified')?.trim() === 'true',
    minSalary,
    maxSalary,
    near: nearParam(params.get('near')),
    radiusKm: radiusParam(params.get('radiusKm')),
    sort: oneOf(params.get('sort'), SORTS),
    page: pageParam(params.get('page')),
    view: params.get('view') === 'list' ? 'list' : 'grid',
  });
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
  set('verified', state.verified ? 'true' : null);
  set('minSalary', state.minSalary);
  set('maxSalary', state.maxSalary);
  set('near', state.near ? pointParam(state.near) : null);
  set('radiusKm', state.radiusKm);
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
    verified: state.verified ? 'true' : undefined,
    minSalary: num(state.minSalary),
    maxSalary: num(state.maxSalary),
    near: state.near ? pointParam(state.near) : undefined,
    radiusKm: num(state.radiusKm),
    sort: state.sort ?? undefined,
    page: String(state.page),
    limit: String(PAGE_SIZE),
  };
}

/** The sort the control shows: the chosen one, else the API's default for the search. */
export const effectiveSort = (state: Pick<SearchState, 'sort' | 'keyword'>): Sort =>
  state.sort ?? (state.keyword.trim() ? 'relevance' : 'newest');

/**
 * A change of the search: any change but the page (and the view) starts again at page 1; a
 * relevance sort goes when the keyword does, and a radius and nearest first when the last point
 * does. A place typed in the location box replaces "near me".
 */
export function updateSearch(state: SearchState, patch: Partial<SearchState>): SearchState {
  const next = { ...state, ...patch };
  const changesResults = (Object.keys(patch) as (keyof SearchState)[]).some((key) => key !== 'page' && key !== 'view');
  if (changesResults && patch.page === undefined) next.page = 1;
  // "Near me" set by this change wins over the location the state had (and clears it).
  if (patch.near && patch.location === undefined) next.location = '';
  return consistent(next);
}

/**
 * "Jobs near me" found the browser at `point`: the search around it, the location box emptied,
 * within the radius already chosen, else 25 km.
 */
export const nearMe = (state: SearchState, point: Point): SearchState =>
  updateSearch(state, {
    near: roundPoint(point),
    location: '',
    radiusKm: state.radiusKm ?? NEAR_DEFAULT_RADIUS_KM,
    // Jobs near me are nearest first, unless the person chose newest or salary.
    sort: state.sort === 'newest' || state.sort === 'salary' ? state.sort : 'distance',
  });

/**
 * The radii the distance control offers for `state`: "Any distance" (null) only beside a typed
 * place (around "near me" the API always draws a circle, 25 km by default), and a radius a link
 * carried that is not one of the usual ones.
 */
export function radiusChoices(state: Pick<SearchState, 'near' | 'radiusKm'>): (number | null)[] {
  const radii: number[] = [...RADII_KM];
  if (state.radiusKm !== null && !radii.includes(state.radiusKm)) {
    radii.push(state.radiusKm);
    radii.sort((a, b) => a - b);
  }
  return state.near ? radii : [null, ...radii];
}

/** The radius the distance control shows: the chosen one; around "near me" the API's 25 km. */
export const effectiveRadius = (state: Pick<SearchState, 'near' | 'radiusKm'>): number | null =>
  state.radiusKm ?? (state.near ? NEAR_DEFAULT_RADIUS_KM : null);

/** The sorts offered: relevance needs words, nearest first a point. */
export function sortChoices(state: Pick<SearchState, 'keyword' | 'near' | 'location'>): Sort[] {
  const sorts: Sort[] = state.keyword.trim() ? ['relevance', 'newest', 'salary'] : ['newest', 'salary'];
  if (hasPoint(state)) sorts.push('distance');
  return sorts;
}

/** Every filter cleared (the view stays). */
export const clearFilters = (state: SearchState): SearchState => ({ ...EMPTY_SEARCH, view: state.view });

/**
 * The radius as a filter one may remove: any radius beside a typed place (removing it searches
 * at any distance), around "near me" one other than the 25 km it falls back to.
 */
export const chosenRadius = (state: Pick<SearchState, 'near' | 'radiusKm'>): number | null =>
  state.radiusKm !== null && !(state.near && state.radiusKm === NEAR_DEFAULT_RADIUS_KM) ? state.radiusKm : null;

/** How many filters are set besides keyword and place (the mobile Filters button's badge). */
export const activeFilterCount = (state: SearchState) =>
  (chosenRadius(state) !== null ? 1 : 0) +
  (state.verified ? 1 : 0) +
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
