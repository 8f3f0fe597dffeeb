// Where the exact matches end (issue 18): when fewer jobs than a page had every word of the
// keyword, GET /api/jobs puts the nearest jobs after them on the same result list and says how
// many matched exactly (`exactTotal`). Pure mapping from that and the page shown to the line
// under the count and the place of the "Similar jobs" divider.
import { jobCount } from './suggestions';

export type ExactSplit = {
  /** The short line under the count. */
  message: string;
  /** How many of this page's jobs matched every word (always the first ones). */
  exactOnPage: number;
  /** The index on this page of the first similar job, where the divider goes; null for none. */
  dividerAt: number | null;
};

/**
 * How this page splits into exact and similar jobs: null when the reply has no boundary
 * (`exactTotal` absent, or 0: nothing matched every word, which the relaxed line covers). The
 * exact jobs come first in the ordering, so job `i` of page `page` is exact when
 * `i < exactTotal - (page - 1) * limit`. The divider shows only on the page where the boundary
 * falls: a later page holds only similar jobs and a page full of exact jobs none.
 */
export function exactSplit(
  exactTotal: number | null | undefined,
  pagination: { currentPage: number; limit: number },
  jobsOnPage: number,
): ExactSplit | null {
  if (exactTotal == null || !Number.isFinite(exactTotal) || exactTotal <= 0) return null;
  const page = Math.max(1, Math.floor(pagination.currentPage) || 1);
  const limit = Math.max(1, Math.floor(pagination.limit) || 1);
  const count = Math.max(0, Math.floor(jobsOnPage));
  const exactOnPage = Math.min(count, Math.max(0, exactTotal - (page - 1) * limit));
  const dividerAt = exactOnPage > 0 && exactOnPage < count ? exactOnPage : null;
  const matches = `${jobCount(exactTotal)} ${exactTotal === 1 ? 'matches' : 'match'} all your words`;
  const message =
    exactOnPage === 0 && count > 0 && page > 1
      ? `${matches} (on the first page); these jobs are similar.`
      : `${matches}; similar jobs follow.`;
  return { message, exactOnPage, dividerAt };
}
