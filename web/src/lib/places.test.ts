import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPlaces, placesTerm } from './get-places';

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
