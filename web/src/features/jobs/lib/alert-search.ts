// A job alert made from the find-jobs page (beyond the spec; docs/operations.md "Job alerts"):
// the page's URL state as the alert's search (what GET /api/jobs is asked, without page, sort
// and view), and that search in words, as the API writes it (AlertSearch::describe in
// search/src/alerts.rs), for the alert's default name.
import type { AlertSearchBody } from '@/lib/alerts';
import { groupIndian } from '@/lib/money';
import type { SearchState } from './search-state';

/**
 * The search of an alert made from `state`, or null when it has nothing to search for (no
 * keyword, place or filter), which the API refuses: such an alert would mail every new job. Null
 * too for a search around "near me" or within a radius: an alert has no circle, so it would mail
 * jobs the page does not show (or miss ones it does).
 */
export function toAlertSearch(state: SearchState): AlertSearchBody | null {
  // An alert's search has no verified-employers filter (issue 29): it would mail the jobs of
  // unverified employers too, which the page does not show.
  if (state.near || state.radiusKm !== null || state.verified) return null;
  const search: AlertSearchBody = {};
  const keyword = state.keyword.trim();
  const location = state.location.trim();
  if (keyword) search.keyword = keyword;
  if (location) search.location = location;
  if (state.minSalary !== null) search.minSalary = state.minSalary;
  if (state.maxSalary !== null) search.maxSalary = state.maxSalary;
  // The URL's lists hold only the catalogue's values (parseSearch), which are the API's enums.
  if (state.type.length) search.type = state.type as NonNullable<AlertSearchBody['type']>;
  if (state.workMode.length) search.workMode = state.workMode as NonNullable<AlertSearchBody['workMode']>;
  if (state.category.length) search.category = state.category as NonNullable<AlertSearchBody['category']>;
  if (state.gender) search.gender = state.gender;
  if (state.isBlueCollar) search.isBlueCollar = state.isBlueCollar === 'Yes';
  return Object.keys(search).length > 0 ? search : null;
}

const rupees = (n: number) => `₹${groupIndian(n)}`;

/**
 * The search in words, as the API describes it: 'driver jobs in Delhi NCR · Full-Time · from
 * ₹20,000 a month'.
 */
export function describeAlertSearch(search: AlertSearchBody): string {
  const what = search.keyword ? `${search.keyword} jobs` : 'Jobs';
  const parts = [search.location ? `${what} in ${search.location}` : what];
  for (const list of [search.type, search.workMode, search.category]) {
    if (list?.length) parts.push(list.join(' or '));
  }
  if (search.gender) parts.push(`open to ${search.gender.toLowerCase()}`);
  if (search.isBlueCollar !== undefined && search.isBlueCollar !== null) {
    parts.push(search.isBlueCollar ? 'blue collar' : 'not blue collar');
  }
  const min = search.minSalary ?? null;
  const max = search.maxSalary ?? null;
  if (min !== null && max !== null) parts.push(`${rupees(min)} - ${rupees(max)} a month`);
  else if (min !== null) parts.push(`from ${rupees(min)} a month`);
  else if (max !== null) parts.push(`up to ${rupees(max)} a month`);
  return parts.join(' · ');
}
