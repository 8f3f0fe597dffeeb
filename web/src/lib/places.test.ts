import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPlaces, PLACES_LIMIT, placesQueryOptions, placesTerm } from './places';

afterEach(() => vi.unstubAllGlobals());

describe('placesTerm', () => {
  it('asks from two characters, trimmed', () => {
    expect(placesTerm('')).toBeNull();
    expect(placesTerm(' p ')).toBeNull();
    expect(placesTerm(' pu ')).toBe('pu');
    expect(placesTerm('Navi Mumbai')).toBe('Navi Mumbai');
  });

  it('never sends more than the server accepts', () => {
    expect(placesTerm('a'.repeat(150))).toHaveLength(100);
  });
});

describe('getPlaces', () => {
  it('calls /api/places with the query, the kind and the limit', async () => {
    const body = { success: true, places: [] };
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(getPlaces({ q: 'navi mum' })).resolves.toEqual(body);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/places?q=navi+mum&kind=any&limit=8');

    await getPlaces({ q: 'kar', kind: 'state', limit: 3 });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/places?q=kar&kind=state&limit=3');
  });
});

describe('placesQueryOptions', () => {
  it('keys by kind, limit and the lower-cased term, so "Pune" and "pune" share an answer', () => {
    expect(placesQueryOptions({ q: 'Pune' }).queryKey).toEqual(['places', 'any', PLACES_LIMIT, 'pune']);
    expect(placesQueryOptions({ q: 'pune', kind: 'city', limit: 5 }).queryKey).toEqual(['places', 'city', 5, 'pune']);
  });

  it('hands out the list of places', () => {
    const place = { kind: 'city' as const, label: 'Pune, Maharashtra', name: 'Pune', state: 'Maharashtra', lat: 18.5, lon: 73.8 };
    const select = placesQueryOptions({ q: 'pu' }).select;
    expect(select?.({ success: true, places: [place] })).toEqual([place]);
  });
});
