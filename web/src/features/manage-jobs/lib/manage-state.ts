// Manage jobs (spec §2.16): the page's state lives in the URL (search, status, sort, page), so
// back, reload and a shared link (the dashboard's /manage-jobs?status=active) all work.
import { formatDate } from '@/lib/dates';
import { reviewReasons, type Review } from '@/lib/moderation';
import type { components } from '@/types/api.gen';

type OwnJobItem = components['schemas']['OwnJobItem'];

/** Spec §9: 8 jobs a page, 5 skeleton rows while a page loads. */
const MANAGE_PAGE_SIZE = 8;
export const SKELETON_ROWS = 5;
/** How long the search box waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 400;

/** Spec §9 "Job filter values": all, Active, Closed. */
export const STATUS_FILTERS = ['all', 'Active', 'Closed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The sortable columns (spec §2.16) and the API's `sortBy` for each. */
const SORT_COLUMNS = { title: 'title', status: 'status', applications: 'applicants' } as const;
export type SortColumn = keyof typeof SORT_COLUMNS;
type SortDir = 'asc' | 'desc';
export type Sort = { column: SortColumn; dir: SortDir } | null;

export type ManageState = { search: string; status: StatusFilter; sort: Sort; page: number };

/** A page number from the URL: a positive whole number, else 1. */
export function parsePage(raw: string | null): number {
  if (!raw || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The status filter from `?status=`, capitalised as the select shows it ('active' → 'Active');
 * anything else is 'all'.
 */
export function parseStatus(raw: string | null): StatusFilter {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === 'active') return 'Active';
  if (value === 'closed') return 'Closed';
  return 'all';
}

const isSortColumn = (value: string | null): value is SortColumn => value !== null && value in SORT_COLUMNS;

function parseSort(column: string | null, dir: string | null): Sort {
  if (!isSortColumn(column)) return null;
  return { column, dir: dir === 'desc' ? 'desc' : 'asc' };
}

export function parseManage(params: URLSearchParams): ManageState {
  return {
    search: (params.get('search') ?? '').trim(),
    status: parseStatus(params.get('status')),
    sort: parseSort(params.get('sortBy'), params.get('sortDir')),
    page: parsePage(params.get('page')),
  };
}

/** The URL parameters of `state`; the defaults (no search, all, newest first, page 1) are left out. */
export function toManageParams({ search, status, sort, page }: ManageState): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (status !== 'all') params.set('status', status.toLowerCase());
  if (sort) {
    params.set('sortBy', sort.column);
    params.set('sortDir', sort.dir);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The address of a manage-jobs page, e.g. `?status=active&page=2`, or '?' for the default one. */
export function manageHref(state: ManageState): string {
  return `?${toManageParams(state).toString()}`;
}

/** The API's query (GET /api/jobs/get-jobs-employer) for `state`. */
export function toOwnJobsQuery({ search, status, sort, page }: ManageState) {
  return {
    page: String(page),
    limit: String(MANAGE_PAGE_SIZE),
    search: search.trim() || undefined,
    status: status.toLowerCase(),
    sortBy: sort ? SORT_COLUMNS[sort.column] : 'createdAt',
    sortDir: sort?.dir ?? 'desc',
  };
}

/** A click on a column's header: ascending first, then the other way. */
export function nextSort(current: Sort, column: SortColumn): Sort {
  if (current?.column === column) return { column, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { column, dir: 'asc' };
}

/** The column's aria-sort value. */
export function ariaSort(sort: Sort, column: SortColumn): 'ascending' | 'descending' | 'none' {
  if (sort?.column !== column) return 'none';
  return sort.dir === 'asc' ? 'ascending' : 'descending';
}

/** One row of the table (spec §3 "Employer job list item"). */
export type JobRow = {
  id: string;
  title: string;
  companyName: string;
  companyLogo: string | null;
  status: 'Active' | 'Closed';
  applicants: number;
  datePosted: string;
  openPositions: number;
  /** Where it stands with moderation (issue 29): only a live job is seen by job seekers. */
  review: Review;
  /** What the scam-risk check found, once each. */
  reviewReasons: string[];
  /** The admin's message when it was rejected. */
  moderationMessage: string | null;
};

export function toJobRow(job: OwnJobItem): JobRow {
  return {
    id: job._id,
    title: job.title,
    companyName: job.company.companyName?.trim() || job.company.name,
    companyLogo: job.company.companyLogo ?? null,
    status: job.isClosed ? 'Closed' : 'Active',
    applicants: job.applicationCount ?? 0,
    datePosted: formatDate(job.createdAt, 'DD-MM-YYYY') ?? '',
    openPositions: job.openPositions || 1,
    review: job.review,
    reviewReasons: reviewReasons(job.reviewReasons),
    moderationMessage: job.moderationMessage?.trim() || null,
  };
}
