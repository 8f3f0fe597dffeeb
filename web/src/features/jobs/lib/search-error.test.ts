import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, type SearchState } from './search-state';
import { FETCH_FAILED, searchFailure } from './search-error';

const search = (patch: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...patch });
const NEEDS_POINT = 'radiusKm needs near or a location we know (a city, region or state)';

describe('searchFailure', () => {
  it("says the spec's line for anything but a bad parameter", () => {
    expect(searchFailure(search({}), 500, 'boom')).toEqual({ message: FETCH_FAILED });
    expect(searchFailure(search({}), 0, undefined)).toEqual({ message: FETCH_FAILED });
    expect(searchFailure(null, 503, 'Search is starting up.')).toEqual({ message: FETCH_FAILED });
  });

  it("shows the API's message for a bad parameter", () => {
    expect(searchFailure(search({ minSalary: 9000, maxSalary: 100 }), 400, 'minSalary must not be more than maxSalary')).toEqual({
      message: 'minSalary must not be more than maxSalary',
    });
    expect(searchFailure(search({}), 400, undefined)).toEqual({ message: FETCH_FAILED });
  });

  it('a distance around a place the map lacks: says so, and offers the search at any distance', () => {
    const state = search({ keyword: 'cook', location: 'Sector 62', radiusKm: 10, page: 2 });
    expect(searchFailure(state, 400, NEEDS_POINT)).toEqual({
      message: "We can't measure distances from “Sector 62”. Choose a place from the suggestions, or search at any distance.",
      fix: { label: 'Any distance', search: { ...state, radiusKm: null, page: 1 } },
    });
    const nearest = search({ location: 'Sector 62', sort: 'distance' });
    expect(searchFailure(nearest, 400, 'sort=distance needs near or a location we know')?.fix?.search).toEqual({
      ...nearest,
      sort: null,
    });
  });
});
