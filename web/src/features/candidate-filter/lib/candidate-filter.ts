// Candidate search (spec §2.19) is a placeholder: its filters are shown but disabled, and Search
// only says the feature is on its way.

/**
 * Spec §2.19 / §9 experience options, each with its words (`experienceOptions.*` of the
 * candidateFilter catalogue); the empty value is 'Any Experience'.
 */
export const EXPERIENCE_OPTIONS = [
  { value: '', label: 'any' },
  { value: '0-1', label: '0-1' },
  { value: '1-3', label: '1-3' },
  { value: '3-5', label: '3-5' },
  { value: '5+', label: '5+' },
] as const;

export type CandidateFilters = { position: string; skills: string; location: string; experience: string };

/** What Clear puts back. */
export const EMPTY_FILTERS: CandidateFilters = { position: '', skills: '', location: '', experience: '' };

/** Spec §9: the 'This Feature Is Under Process' popup shows for 3 seconds. */
export const POPUP_MS = 3000;
