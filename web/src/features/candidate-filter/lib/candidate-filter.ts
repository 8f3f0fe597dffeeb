// Candidate search (spec §2.19) is a placeholder: its filters are shown but disabled, and Search
// only says the feature is on its way.

/** Spec §2.19 / §9 experience options; the empty value is 'Any Experience'. */
export const EXPERIENCE_OPTIONS = [
  { value: '', label: 'Any Experience' },
  { value: '0-1', label: '0-1 Years' },
  { value: '1-3', label: '1-3 Years' },
  { value: '3-5', label: '3-5 Years' },
  { value: '5+', label: '5+ Years' },
] as const;

export type CandidateFilters = { position: string; skills: string; location: string; experience: string };

/** What Clear puts back. */
export const EMPTY_FILTERS: CandidateFilters = { position: '', skills: '', location: '', experience: '' };

/** Spec §9: the 'This Feature Is Under Process' popup shows for 3 seconds. */
export const POPUP_MS = 3000;
