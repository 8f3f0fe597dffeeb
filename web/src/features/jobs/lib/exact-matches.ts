// Where the exact matches end: when fewer jobs than a page had every word of the keyword (in
// the place searched), GET /api/jobs puts the nearest jobs after them on the same result list
// (the same role nearby, the role's family, a word fewer) and says how many matched exactly
// (`exactTotal`, 0 when none did). Pure mapping from that and the page shown to the line under
// the count and the place of the "Similar jobs" divider.
import type { Translate } from '@/lib/i18n';
import type { components } from '@/types/api.gen';
import type { SearchState } from './search-state';
import { titleCase } from './suggestions';
import { jobCount } from './words';

type Understood = components['schemas']['UnderstoodReply'];

/**
 * The place the search looked in, as the line under the count names it: 'near you' around "near
 * me", 'in Delhi NCR' for the location box (else a place read from the words); empty for
 * anywhere.
 */
export function searchedPlace(
  state: Pick<SearchState, 'near' | 'location'>,
  understood: Pick<Understood, 'location'> | null | undefined,
  t: Translate<'jobs'>,
): string {
  if (state.near) return t('split.nearYou');
  const place = state.location.trim() || titleCase(understood?.location ?? '');
  return place ? t('split.inPlace', { place }) : '';
}

export type ExactSplit = {
  /** The short line under the count. */
  message: string;
  /** How many of this page's jobs matched every word (always the first ones). */
  exactOnPage: number;
  /** The index on this page of the first similar job, where the divider goes; null for none. */
  dividerAt: number | null;
  /** The divider's note: what the similar jobs are. */
  dividerNote: string;
};

/**
 * How this page splits into exact and similar jobs: null when the reply has no boundary
 * (`exactTotal` absent) or no job to show. The exact jobs come first in the ordering, so job `i`
 * of page `page` is exact when `i < exactTotal - (page - 1) * limit`. The divider shows only on
 * the page where the boundary falls (above the first job when nothing matched exactly): a later
 * page holds only similar jobs and a page full of exact jobs none.
 *
 * `where` names the place searched ('in Delhi', 'near you'; empty for anywhere): the similar
 * jobs may then be the same role nearby, and the line says so.
 */
export function exactSplit(
  exactTotal: number | null | undefined,
  pagination: { currentPage: number; limit: number },
  jobsOnPage: number,
  where: string,
  t: Translate<'jobs'>,
): ExactSplit | null {
  if (exactTotal == null || !Number.isFinite(exactTotal) || exactTotal < 0) return null;
  const page = Math.max(1, Math.floor(pagination.currentPage) || 1);
  const limit = Math.max(1, Math.floor(pagination.limit) || 1);
  const count = Math.max(0, Math.floor(jobsOnPage));
  if (count === 0) return null;
  const exact = Math.floor(exactTotal);
  const exactOnPage = Math.min(count, Math.max(0, exact - (page - 1) * limit));
  // Nothing exact: the divider heads the first page. Else it goes where the exact jobs end,
  // when that is inside this page.
  const boundary = exact === 0 ? page === 1 : exactOnPage > 0 && exactOnPage < count;
  const dividerAt = boundary ? exactOnPage : null;
  const place = where.trim();
  const dividerNote = t(place ? 'split.noteNearby' : 'split.noteWords');
  if (exact === 0) {
    const message = place ? t('split.noneWhere', { where: place }) : t('split.none');
    return { message, exactOnPage: 0, dividerAt, dividerNote };
  }
  const values = { count: exact, jobs: jobCount(t, exact), where: place };
  const firstPage = exactOnPage === 0 && page > 1;
  let message;
  if (firstPage) message = place ? t('split.firstPageWhere', values) : t('split.firstPage', values);
  else message = place ? t('split.someWhere', values) : t('split.some', values);
  return { message, exactOnPage, dividerAt, dividerNote };
}
