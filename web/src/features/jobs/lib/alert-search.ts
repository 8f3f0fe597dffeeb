// A job alert made from the find-jobs page (beyond the spec; docs/operations.md "Job alerts"):
// the page's URL state as the alert's search (what GET /api/jobs is asked, without page, sort
// and view), and that search in words, as the API writes it (AlertSearch::describe in
// search/src/alerts.rs), for the alert's default name.
import type { AlertSearchBody } from '@/lib/alerts';
import { groupIndian } from '@/lib/money';
import type { SearchState } from './search-state';
import { filterWord, type JobsWords } from './words';

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
 * ₹20,000 a month' (in Hindi, the same in Hindi words).
 */
export function describeAlertSearch(search: AlertSearchBody, words: JobsWords): string {
  const { t } = words;
  const what = search.keyword ? t('alertSearch.keywordJobs', { keyword: search.keyword }) : t('alertSearch.jobs');
  const parts = [search.location ? t('alertSearch.inPlace', { what, location: search.location }) : what];
  const or = ` ${t('alertSearch.or')} `;
  const lists = [
    ['jobType', search.type],
    ['workMode', search.workMode],
    ['category', search.category],
  ] as const;
  for (const [kind, list] of lists) {
    if (list?.length) parts.push(list.map((value) => filterWord(words, kind, value)).join(or));
  }
  if (search.gender) parts.push(t(search.gender === 'Female' ? 'alertSearch.openToFemale' : 'alertSearch.openToMale'));
  if (search.isBlueCollar !== undefined && search.isBlueCollar !== null) {
    parts.push(t(search.isBlueCollar ? 'alertSearch.blueCollar' : 'alertSearch.notBlueCollar'));
  }
  const min = search.minSalary ?? null;
  const max = search.maxSalary ?? null;
  if (min !== null && max !== null) parts.push(t('alertSearch.range', { low: rupees(min), high: rupees(max) }));
  else if (min !== null) parts.push(t('alertSearch.from', { amount: rupees(min) }));
  else if (max !== null) parts.push(t('alertSearch.upTo', { amount: rupees(max) }));
  return parts.join(' · ');
}
