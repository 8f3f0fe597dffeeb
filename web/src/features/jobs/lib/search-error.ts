// What the find-jobs page says when GET /api/jobs fails. The spec's line for any failure, the
// API's own message for a bad parameter (400), and one case put in the person's words: a
// distance (a radius, or nearest first) around a place the API cannot find on the map, which
// it refuses, with a way out that drops the distance.
import type { Translate } from '@/lib/i18n';
import { updateSearch, type SearchState } from './search-state';

export type SearchFailure = {
  message: string;
  /** The message is the API's own (a screen in another language says it by the error's code). */
  fromServer?: true;
  /** A search that avoids the failure, in place of Try Again. */
  fix?: { label: string; search: SearchState };
};

/** The failure of `state`'s search with HTTP `status` (0: no answer) and the API's message. */
export function searchFailure(
  state: SearchState | null,
  status: number,
  serverMessage: string | undefined,
  t: Translate<'jobs'>,
): SearchFailure {
  const failed = t('find.fetchFailed');
  if (status !== 400) return { message: failed };
  const place = state?.location.trim();
  const measures = state !== null && !state.near && (state.radiusKm !== null || state.sort === 'distance');
  // The API says a radius or nearest first "needs near or a location we know".
  if (state && place && measures && /needs near/.test(serverMessage ?? '')) {
    return {
      message: t('find.noDistanceFrom', { place }),
      fix: {
        label: t('find.anyDistance'),
        search: updateSearch(state, { radiusKm: null, sort: state.sort === 'distance' ? null : state.sort }),
      },
    };
  }
  return serverMessage !== undefined ? { message: serverMessage, fromServer: true } : { message: failed };
}
