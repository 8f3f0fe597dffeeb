import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PlaceKind } from '@/types/api';

export type PlacesParams = { q: string; kind?: PlaceKind; limit?: number };

/** Fewer typed characters than this ask nothing. */
export const PLACES_MIN_CHARS = 2;
const PLACES_MAX_CHARS = 100;

/** What to ask the server for `text`: trimmed, at least 2 and at most 100 characters; else null. */
export const placesTerm = (text: string): string | null => {
  const term = text.trim().slice(0, PLACES_MAX_CHARS).trim();
  return term.length >= PLACES_MIN_CHARS ? term : null;
};

/** GET /api/places: cities and states of India starting with `q`, best first. */
export const getPlaces = ({ q, kind = 'any', limit = 8 }: PlacesParams, signal?: AbortSignal) =>
  api.get('/api/places', { query: { q, kind, limit: String(limit) }, signal });

export const placesQueryOptions = ({ q, kind = 'any', limit = 8 }: PlacesParams) =>
  queryOptions({
    queryKey: ['places', kind, limit, q.toLowerCase()],
    queryFn: ({ signal }) => getPlaces({ q, kind, limit }, signal),
    // The dataset ships with the server: an answer never goes stale.
    staleTime: Infinity,
    select: (response) => response.places,
  });

/** Suggestions for `params`; asks nothing while `enabled` is false, keeps the last list meanwhile. */
export const usePlaces = (params: PlacesParams, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...placesQueryOptions(params), enabled, placeholderData: keepPreviousData });
