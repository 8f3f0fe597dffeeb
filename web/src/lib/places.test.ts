import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPlaces, placeOption, PLACES_LIMIT, placesQueryOptions, placesTerm } from './places';

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

describe('placeOption', () => {
  const pune = { kind: 'city' as const, label: 'Pune, Maharashtra', name: 'Pune', state: 'Maharashtra', lat: 18.5, lon: 73.8 };
  const kerala = { kind: 'state' as const, label: 'Kerala', name: 'Kerala', state: null, lat: 10.5, lon: 76.2 };
  const ncr = {
    kind: 'region' as const,
    label: 'Delhi NCR (Delhi, New Delhi, Gurugram, Noida …)',
    name: 'Delhi NCR',
    state: null,
    lat: 28.61,
    lon: 77.21,
  };

  it('lists a city by its label, which goes in the box', () => {
    expect(placeOption(pune, 'any')).toEqual({
      key: 'city:Pune, Maharashtra',
      label: 'Pune, Maharashtra',
      value: undefined,
      hint: undefined,
    });
  });

  it('lists a region with its towns and puts its name in the box', () => {
    expect(placeOption(ncr, 'any')).toMatchObject({ label: ncr.label, value: 'Delhi NCR', hint: 'Region' });
    expect(placeOption(ncr, 'region').hint).toBeUndefined();
  });

  it('notes a state in a mixed list only', () => {
    expect(placeOption(kerala, 'any').hint).toBe('State');
    expect(placeOption(kerala, 'state').hint).toBeUndefined();
  });
});
