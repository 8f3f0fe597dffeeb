// What a job card says about where a job is, beside its place, on a search with a place: how
// far it is ("12 km away", from `distanceKm` of GET /api/jobs), or, on a remote search with a
// location, that a remote job from another city is "Open to remote candidates" (the API then
// lists the remote jobs of every place, the location's own first).
import type { Translate } from '@/lib/i18n';
import type { components } from '@/types/api.gen';
import type { SearchState } from './search-state';

type Understood = components['schemas']['UnderstoodReply'];
type PlacedJob = { location: string; state: string; workMode: string; distanceKm?: number | null };

// Made on first use: building a number format loads the locale's data (see lib/money.ts).
let kmFormat: Intl.NumberFormat | undefined;
const km = (value: number) => (kmFormat ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })).format(value);

/** '12 km away', '1,150 km away' (whole km, Indian digit groups); 'Under 1 km away'; null without a distance. */
export function distanceText(distanceKm: number | null | undefined, t: Translate<'jobs'>): string | null {
  if (typeof distanceKm !== 'number' || !Number.isFinite(distanceKm) || distanceKm < 0) return null;
  if (distanceKm < 1) return t('place.underOneKm');
  return t('place.kmAway', { km: km(distanceKm) });
}

const norm = (text: string) => text.trim().toLowerCase();

/**
 * The place whose remote jobs come first on a remote search, or null when the search is not one
 * (work mode Remote alone, from the sidebar or read from the words, with a location and no
 * circle drawn: no radius, no "near me").
 */
export function remoteSearchPlace(state: SearchState, understood: Understood | null | undefined): string | null {
  if (state.near || state.radiusKm !== null) return null;
  const modes = state.workMode.length ? state.workMode : understood?.remote ? ['Remote'] : [];
  if (modes.length !== 1 || modes[0] !== 'Remote') return null;
  const place = state.location.trim() || understood?.location?.trim() || '';
  return place || null;
}

/**
 * Whether `job` is in `place` as typed: its city or its state by name ('Pune' and 'Pune,
 * Maharashtra' name Pune), or its city is where the search measures from (0 km). A job of a
 * metro region's other towns is not recognised (the reply does not say which towns a region
 * holds), so it reads as open to remote candidates, which it also is.
 */
function isIn(job: PlacedJob, place: string): boolean {
  const names = place.split(',').map(norm).filter(Boolean);
  const city = norm(job.location.split(',')[0] ?? '');
  if (names.includes(city) || names.includes(norm(job.state))) return true;
  return typeof job.distanceKm === 'number' && job.distanceKm < 1;
}

/**
 * The note beside a job's place: "Open to remote candidates" for a remote job from elsewhere on
 * a remote search with a location, else how far it is when the reply says; null for nothing.
 */
export function placeNote(job: PlacedJob, remotePlace: string | null, t: Translate<'jobs'>): string | null {
  if (remotePlace && job.workMode === 'Remote' && !isIn(job, remotePlace)) return t('place.openToRemote');
  return distanceText(job.distanceKm, t);
}
