// Places of India for every location box (home hero, find jobs, profiles, the job form): the
// cities, states and metro regions of the dataset the server ships, asked by what was typed
// (GET /api/places).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { api } from '@/lib/api-client';
import type { Place, PlaceKind } from '@/types/api';
import type { Key, Translate } from './i18n';

export type PlacesParams = { q: string; kind?: PlaceKind; limit?: number };

/** Fewer typed characters than this ask nothing. */
const PLACES_MIN_CHARS = 2;
const PLACES_MAX_CHARS = 100;
/** Suggestions asked for at most. */
export const PLACES_LIMIT = 8;
/** Wait this long after the last keystroke before asking. */
const PLACES_DEBOUNCE_MS = 300;

/** What to ask the server for `text`: trimmed, at least 2 and at most 100 characters; else null. */
export const placesTerm = (text: string): string | null => {
  const term = text.trim().slice(0, PLACES_MAX_CHARS).trim();
  return term.length >= PLACES_MIN_CHARS ? term : null;
};

/** GET /api/places: cities and states of India starting with `q`, best first. */
export const getPlaces = ({ q, kind = 'any', limit = PLACES_LIMIT }: PlacesParams, signal?: AbortSignal) =>
  api.get('/api/places', { query: { q, kind, limit: String(limit) }, signal });

export const placesQueryOptions = ({ q, kind = 'any', limit = PLACES_LIMIT }: PlacesParams) =>
  queryOptions({
    queryKey: ['places', kind, limit, q.toLowerCase()],
    queryFn: ({ signal }) => getPlaces({ q, kind, limit }, signal),
    // The dataset ships with the server: an answer never goes stale.
    staleTime: Infinity,
    select: (response) => response.places,
  });

/** Suggestions for `params`; asks nothing while `enabled` is false, keeps the last list meanwhile. */
const usePlaces = (params: PlacesParams, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...placesQueryOptions(params), enabled, placeholderData: keepPreviousData });

/**
 * The places to suggest while `text` is typed: asked 300 ms after typing stops, only from two
 * characters on; empty while the box holds fewer (so an old list never shows under a cleared box).
 */
export function usePlaceSuggestions(
  text: string,
  { kind = 'any', limit = PLACES_LIMIT }: { kind?: PlaceKind; limit?: number } = {},
): Place[] {
  const term = placesTerm(useDebouncedValue(text, PLACES_DEBOUNCE_MS));
  const places = usePlaces({ q: term ?? '', kind, limit }, { enabled: term !== null });
  if (placesTerm(text) === null || !places.data) return [];
  return places.data;
}

/** A suggestion's key, unique in a list. */
export const placeKey = (place: Place) => `${place.kind}:${place.label}`;

/** The note after a suggestion's label where the list mixes kinds. */
const KIND_HINTS: Partial<Record<PlaceKind, string>> = { state: 'State', region: 'Region' };
const KIND_WORDS: Partial<Record<PlaceKind, Key<'common'>>> = { state: 'placeKind.state', region: 'placeKind.region' };

/**
 * A suggestion as a combobox option: its label listed, and put in the box when chosen, but a
 * metro region is listed with its towns ('Delhi NCR (Delhi, New Delhi, Gurugram, Noida …)') and
 * chosen by its name ('Delhi NCR'), which the search reads. A list of mixed kinds notes the
 * states and regions (in the language of `t`, the `common` words, when given).
 */
export const placeOption = (place: Place, listKind: PlaceKind, t?: Translate) => {
  const word = KIND_WORDS[place.kind];
  return {
    key: placeKey(place),
    label: place.label,
    value: place.kind === 'region' ? place.name : undefined,
    hint: listKind !== 'any' ? undefined : t && word ? t(word) : KIND_HINTS[place.kind],
  };
};
