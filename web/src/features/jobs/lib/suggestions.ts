// What the find-jobs page offers around a search's words: the filters the API read
// out of the keyword ("wfh driver" is a Remote search), and, when nothing was found, "Did you
// mean …" and the nearest search that finds jobs. Pure mappings from the reply of GET /api/jobs
// and the page's state to what the page shows and the state each offer leads to.
import type { components } from '@/types/api.gen';
import type { Translate } from '@/lib/i18n';
import { workModeLabel } from '@/lib/jobs';
import { formatInr } from '@/lib/money';
import { clearFilters, updateSearch, type SearchState } from './search-state';
import { jobCount, valueWord, type JobsWords } from './words';

type Understood = components['schemas']['UnderstoodReply'];
type Relaxation = components['schemas']['Relaxation'];
type Suggestion = components['schemas']['Suggestion'];

/** The metro regions' short names, written in capitals ('Delhi NCR', 'MMR'). */
const ACRONYMS = new Set(['ncr', 'mmr']);

/**
 * 'Bangalore' for 'bangalore', 'Navi Mumbai' for 'navi mumbai', 'Delhi NCR' for 'delhi ncr' (the
 * API sends the words lowercased).
 */
export const titleCase = (words: string) =>
  words
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');

export type UnderstoodChip = {
  kind: 'workMode' | 'type' | 'location' | 'gender' | 'salary' | 'experience';
  label: string;
};

const GENDER_LABELS = { Female: 'hints.forWomen', Male: 'hints.forMen' } as const;

/**
 * The filters the keyword's words became, as chips: a work mode, a job type, a place, who may
 * apply ("jobs for women", "ladies", "mahila": For women), a salary ("20000 se upar", "under
 * 30k", "5 lpa", read as the assistant reads them), and years of experience (said back only:
 * jobs carry none). The API applies a work mode, job type, gender or salary read from the words
 * only when the sidebar has none of that group, and reads a place only when the location box is
 * empty (and "near me" then searches around the person instead); a chip is shown only for what
 * was applied, so nothing the user chose in the sidebar is repeated.
 */
export function understoodChips(
  understood: Understood | null | undefined,
  state: SearchState,
  words: JobsWords,
): UnderstoodChip[] {
  if (!understood) return [];
  const { t } = words;
  // English says a work mode as the cards do ('Work from office'), and a job type as typed.
  const english = words.language === 'en';
  const chips: UnderstoodChip[] = [];
  if (state.workMode.length === 0) {
    const mode = understood.remote ? 'Remote' : understood.workMode?.trim();
    if (mode) chips.push({ kind: 'workMode', label: english ? workModeLabel(mode) : valueWord(words, 'workMode', mode) });
  }
  const type = understood.jobType?.trim();
  if (type && state.type.length === 0) {
    chips.push({ kind: 'type', label: english ? type : valueWord(words, 'jobType', type) });
  }
  const place = understood.location?.trim();
  if (place && !state.location.trim() && !state.near) {
    chips.push({ kind: 'location', label: t('hints.inPlace', { place: titleCase(place) }) });
  }
  const gender = understood.gender?.trim();
  if ((gender === 'Female' || gender === 'Male') && !state.gender) {
    chips.push({ kind: 'gender', label: t(GENDER_LABELS[gender]) });
  }
  const salary = salaryChip(understood.minSalary, understood.maxSalary, t);
  if (salary && state.minSalary === null && state.maxSalary === null) chips.push({ kind: 'salary', label: salary });
  const years = understood.experienceYears;
  if (typeof years === 'number') {
    chips.push({ kind: 'experience', label: t('hints.experience', { count: years, years }) });
  }
  return chips;
}

/** A salary read from the words, monthly: '₹20,000 - ₹30,000 a month', 'from ₹20,000 a month', 'up to ₹30,000 a month'. */
export function salaryChip(min: number | null | undefined, max: number | null | undefined, t: Translate<'jobs'>): string | null {
  const lo = typeof min === 'number' ? formatInr(min) : null;
  const hi = typeof max === 'number' ? formatInr(max) : null;
  if (lo && hi) return t('hints.salaryRange', { low: lo, high: hi });
  if (lo) return t('hints.salaryFrom', { amount: lo });
  if (hi) return t('hints.salaryUpTo', { amount: hi });
  return null;
}

/** Whether the reply offers anything: a corrected keyword, or a nearest search with jobs. */
export const hasOffers = (suggestion: Suggestion | null | undefined) =>
  Boolean(suggestion?.didYouMean?.trim() || (suggestion?.nearest && suggestion.nearest.total > 0));

/** The search of "Did you mean": the corrected keyword, everything else kept, from page 1. */
export const didYouMeanSearch = (state: SearchState, corrected: string): SearchState =>
  updateSearch(state, { keyword: corrected.trim() });

/**
 * The nearest search that finds jobs: without the place (anywhere in India; a place typed in
 * the keyword leaves the keyword too), or without any filter (keyword and place kept). The sort
 * and the view stay; the page is the first.
 */
export function nearestSearch(state: SearchState, nearest: Relaxation): SearchState {
  const keyword = nearest.keyword?.trim() ?? state.keyword;
  if (nearest.without === 'location') return updateSearch(state, { keyword, location: '' });
  const cleared = clearFilters(state);
  return updateSearch(cleared, {
    keyword,
    location: nearest.location?.trim() ?? state.location,
    sort: state.sort,
  });
}

/** The line offering the nearest search: what found nothing, and the button's label. */
export function nearestOffer(
  state: SearchState,
  understood: Understood | null | undefined,
  nearest: Relaxation,
  t: Translate<'jobs'>,
): { message: string; action: string } {
  const keyword = (nearest.keyword ?? state.keyword).trim();
  const jobs = jobCount(t, nearest.total);
  if (nearest.without === 'location') {
    const place = state.location.trim() || titleCase(understood?.location ?? '');
    let message;
    if (place) message = keyword ? t('hints.noJobsForIn', { keyword, place }) : t('hints.noJobsIn', { place });
    else message = keyword ? t('hints.noJobsForHere', { keyword }) : t('hints.noJobsHere');
    return { message, action: t('hints.showAnywhere', { jobs }) };
  }
  return {
    message: keyword ? t('hints.noJobsForFilters', { keyword }) : t('hints.noJobsFilters'),
    action: t('hints.showWithoutFilters', { jobs }),
  };
}
