import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, type SearchState } from './search-state';
import { searchFailure } from './search-error';
import { testWords } from './test-words';

const { t } = await testWords();
const hindi = await testWords('hi');
const FETCH_FAILED = 'Failed to fetch jobs, Please try again later';

const search = (patch: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...patch });
const NEEDS_POINT = 'radiusKm needs near or a location we know (a city, region or state)';

describe('searchFailure', () => {
  it("says the spec's line for anything but a bad parameter", () => {
    expect(searchFailure(search({}), 500, 'boom', t)).toEqual({ message: FETCH_FAILED });
    expect(searchFailure(search({}), 0, undefined, t)).toEqual({ message: FETCH_FAILED });
    expect(searchFailure(null, 503, 'Search is starting up.', t)).toEqual({ message: FETCH_FAILED });
  });

  it("shows the API's message for a bad parameter", () => {
    expect(
      searchFailure(search({ minSalary: 9000, maxSalary: 100 }), 400, 'minSalary must not be more than maxSalary', t),
    ).toEqual({
      message: 'minSalary must not be more than maxSalary',
      fromServer: true,
    });
    expect(searchFailure(search({}), 400, undefined, t)).toEqual({ message: FETCH_FAILED });
  });

  it('a distance around a place the map lacks: says so, and offers the search at any distance', () => {
    const state = search({ keyword: 'cook', location: 'Sector 62', radiusKm: 10, page: 2 });
    expect(searchFailure(state, 400, NEEDS_POINT, t)).toEqual({
      message: "We can't measure distances from “Sector 62”. Choose a place from the suggestions, or search at any distance.",
      fix: { label: 'Any distance', search: { ...state, radiusKm: null, page: 1 } },
    });
    const nearest = search({ location: 'Sector 62', sort: 'distance' });
    expect(searchFailure(nearest, 400, 'sort=distance needs near or a location we know', t)?.fix?.search).toEqual({
      ...nearest,
      sort: null,
    });
  });

  it('says it in Hindi', () => {
    expect(searchFailure(search({}), 500, 'boom', hindi.t)).toEqual({
      message: 'नौकरियाँ लोड नहीं हो सकीं, कृपया थोड़ी देर बाद फिर कोशिश करें',
    });
    const state = search({ location: 'Sector 62', radiusKm: 10 });
    expect(searchFailure(state, 400, NEEDS_POINT, hindi.t).fix?.label).toBe('कोई भी दूरी');
  });
});
