// The saved-jobs page's pure rules (spec §2.13, §4, §9): the page and view in the URL, the
// optimistic removal of one saved job from a page, and the page to show once it is gone.
import type { components } from '@/types/api.gen';

export type SavedJobsReply = components['schemas']['SavedJobsReply'];

/** Spec §9: 10 saved jobs a page. */
export const SAVED_PAGE_SIZE = 10;

type SavedView = 'grid' | 'list';

export type SavedPageState = { page: number; view: SavedView };

/** The page (1 when absent or not a positive whole number) and the view (grid by default) of the URL. */
export function parseSavedParams(params: URLSearchParams): SavedPageState {
  const raw = params.get('page');
  const page = raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
  const view: SavedView = params.get('view') === 'list' ? 'list' : 'grid';
  return { page, view };
}

/** The URL's query of `state`, leaving out the defaults (page 1, grid). */
export function toSavedParams({ page, view }: SavedPageState): URLSearchParams {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (view === 'list') params.set('view', view);
  return params;
}

/**
 * `reply` without the saved job of `jobId`: the entry gone, one fewer in all and the page count
 * recomputed. The same reply when the job is not on the page.
 */
export function withoutJob(reply: SavedJobsReply, jobId: string): SavedJobsReply {
  const savedJobs = reply.savedJobs.filter((entry) => entry.job._id !== jobId);
  if (savedJobs.length === reply.savedJobs.length) return reply;
  const totalCount = Math.max(0, reply.pagination.totalCount - 1);
  const limit = reply.pagination.limit || SAVED_PAGE_SIZE;
  const totalPages = Math.ceil(totalCount / limit);
  const currentPage = reply.pagination.currentPage;
  return {
    ...reply,
    savedJobs,
    pagination: {
      ...reply.pagination,
      totalCount,
      totalPages,
      hasNextPage: currentPage < totalPages,
      hasPrevPage: currentPage > 1,
    },
  };
}

/**
 * Spec §4: after a removal, the page to show. When the page is now empty and lies past the new
 * last page, one page back (never below 1); otherwise the same page (it refills from the next).
 */
export function pageAfterRemoval(page: number, itemsLeftOnPage: number, totalCount: number, limit = SAVED_PAGE_SIZE): number {
  const lastPage = Math.max(1, Math.ceil(totalCount / limit));
  if (itemsLeftOnPage === 0 && page > lastPage) return Math.max(1, page - 1);
  return page;
}
