// Track Applications (spec §2.11, §9): every application is fetched at once, then counted,
// searched, filtered, sorted newest first and paged here. The search, filters and page live in
// the URL.
import type { ApplicationStatus } from '@/types/api';
import type { CatalogueWords } from '@/lib/catalogue-words';
import type { Translate } from '@/lib/i18n';
import type { MyApplication } from '@/lib/my-applications';

/** Spec §9: 10 applications a page. */
export const TRACK_PAGE_SIZE = 10;

/** Spec §3: the job type filter on applications, in the spec's order. */
export const TYPE_FILTERS = ['All', 'Remote', 'Full-Time', 'Part-Time', 'Internship', 'Blue Collar', 'Freelance'] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

/** How a job type filter reads: Remote is the work mode, the job types the catalogue's words. */
export function typeFilterLabel(filter: TypeFilter, t: Translate<'applications'>, words: CatalogueWords): string {
  switch (filter) {
    case 'All':
      return t('track.all');
    case 'Blue Collar':
      return t('track.blueCollar');
    case 'Remote':
      return words.workMode(filter);
    default:
      return words.jobType(filter);
  }
}

export type StatusFilter = 'All' | ApplicationStatus;

export type TrackState = { search: string; status: StatusFilter; type: TypeFilter; page: number };

export const EMPTY_TRACK: TrackState = { search: '', status: 'All', type: 'All', page: 1 };

/** The state of the URL; unknown values fall back to their defaults. `statuses` come from the catalogue. */
export function parseTrackParams(params: URLSearchParams, statuses: readonly string[]): TrackState {
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  const page = params.get('page') ?? '';
  return {
    search: params.get('search') ?? '',
    status: statuses.includes(status) ? (status as ApplicationStatus) : 'All',
    type: (TYPE_FILTERS as readonly string[]).includes(type) ? (type as TypeFilter) : 'All',
    page: /^\d+$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The URL's query of `state`, without the defaults. */
export function toTrackParams(state: TrackState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search);
  if (state.status !== 'All') params.set('status', state.status);
  if (state.type !== 'All') params.set('type', state.type);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** `state` changed by `patch`; a change of search or filter goes back to page 1. */
export function updateTrack(state: TrackState, patch: Partial<TrackState>): TrackState {
  const next = { ...state, ...patch };
  if (patch.page === undefined) next.page = 1;
  return next;
}

const companyOf = (app: MyApplication) => app.job?.company.companyName?.trim() || app.job?.company.name || '';

/** Spec §9: the search matches the title, company or location, case-insensitively. */
function matchesSearch(app: MyApplication, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const job = app.job;
  if (!job) return false;
  return [job.title, companyOf(app), job.location, job.state].some((field) => field.toLowerCase().includes(needle));
}

/** Remote is the work mode, Blue Collar the flag, the rest the job type. */
function matchesType(app: MyApplication, type: TypeFilter): boolean {
  if (type === 'All') return true;
  const job = app.job;
  if (!job) return false;
  if (type === 'Remote') return job.workMode === 'Remote';
  if (type === 'Blue Collar') return job.isBlueCollar === 'Yes';
  return job.type === type;
}

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

/** Newest application first (by when it was sent). */
const newestFirst = (apps: readonly MyApplication[]) => [...apps].sort((a, b) => time(b.createdAt) - time(a.createdAt));

/** The applications `state` selects, newest first. */
export function filterApplications(apps: readonly MyApplication[], state: TrackState): MyApplication[] {
  return newestFirst(
    apps.filter(
      (app) =>
        (state.status === 'All' || app.status === state.status) &&
        matchesType(app, state.type) &&
        matchesSearch(app, state.search),
    ),
  );
}

/** How many applications have each of `statuses` (the four counters count all, before filtering). */
export function countByStatus(apps: readonly MyApplication[], statuses: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(statuses.map((s) => [s, 0]));
  for (const app of apps) if (app.status in counts) counts[app.status] = (counts[app.status] ?? 0) + 1;
  return counts;
}

/** One page of `items`: the page clamped into range, its items and the page count. */
export function pageOf<T>(items: readonly T[], page: number, size = TRACK_PAGE_SIZE) {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  return { page: current, totalPages, items: items.slice((current - 1) * size, current * size) };
}

export type WindowItem = number | 'gap';

/**
 * The pager's page numbers with ellipses: always the first and last page, the current page with
 * `around` pages either side, and a 'gap' where pages are left out (a gap of one page shows the
 * page instead).
 *   ellipsisWindow(1, 10) → [1, 2, 'gap', 10]; ellipsisWindow(5, 10) → [1, 'gap', 4, 5, 6, 'gap', 10]
 */
export function ellipsisWindow(current: number, total: number, around = 1): WindowItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set<number>([1, total]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= total) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: WindowItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) out.push(previous + 1);
    else if (p - previous > 2) out.push('gap');
    out.push(p);
    previous = p;
  }
  return out;
}

/** The page a go-to-page input asks for, or null when it is not a page from 1 to `total`. */
export function parseGoToPage(input: string, total: number): number | null {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= total ? page : null;
}
