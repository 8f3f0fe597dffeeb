import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  chosenRadius,
  clearFilters,
  EMPTY_SEARCH,
  effectiveRadius,
  effectiveSort,
  nearMe,
  parseSearch,
  radiusChoices,
  sortChoices,
  toApiQuery,
  toggleValue,
  toSearchParams,
  updateSearch,
  type Catalogue,
} from './search-state';

const catalogue: Catalogue = {
  categories: ['Accounting', 'IT & Software', 'Sales'],
  jobTypes: ['Full-Time', 'Part-Time', 'Internship'],
  workModes: ['Remote', 'On-site', 'Hybrid'],
};

const parse = (query: string) => parseSearch(new URLSearchParams(query), catalogue);

describe('parseSearch', () => {
  it('reads an empty URL as the defaults', () => {
    expect(parse('')).toEqual(EMPTY_SEARCH);
  });

  it('reads every parameter', () => {
    expect(
      parse(
        'keyword=driver&location=Pune&category=Sales,Accounting&type=Part-Time&workMode=Remote&gender=Female&isBlueCollar=Yes&minSalary=10000&maxSalary=25000&sort=salary&page=3&view=list',
      ),
    ).toEqual({
      keyword: 'driver',
      location: 'Pune',
      category: ['Accounting', 'Sales'],
      type: ['Part-Time'],
      workMode: ['Remote'],
      gender: 'Female',
      isBlueCollar: 'Yes',
      verified: false,
      minSalary: 10000,
      maxSalary: 25000,
      near: null,
      radiusKm: null,
      sort: 'salary',
      page: 3,
      view: 'list',
    });
  });

  it('reads a radius around the location, and "near me" with its radius', () => {
    expect(parse('location=Delhi+NCR&radiusKm=50&sort=distance')).toMatchObject({
      location: 'Delhi NCR',
      near: null,
      radiusKm: 50,
      sort: 'distance',
    });
    expect(parse('near=28.6139,77.2090&radiusKm=10')).toMatchObject({
      location: '',
      near: { lat: 28.614, lng: 77.209 },
      radiusKm: 10,
    });
    expect(parse('near=-12.5,-45').near).toEqual({ lat: -12.5, lng: -45 });
  });

  it('drops a bad point or radius, and what needs a point when there is none', () => {
    expect(parse('near=91,10').near).toBeNull();
    expect(parse('near=10,181').near).toBeNull();
    expect(parse('near=abc').near).toBeNull();
    expect(parse('near=28.6').near).toBeNull();
    expect(parse('location=Pune&radiusKm=0').radiusKm).toBeNull();
    expect(parse('location=Pune&radiusKm=201').radiusKm).toBeNull();
    expect(parse('location=Pune&radiusKm=2.5').radiusKm).toBeNull();
    expect(parse('location=Pune&radiusKm=200').radiusKm).toBe(200);
    // Nothing to measure from: no radius, no nearest first.
    expect(parse('radiusKm=25&sort=distance')).toMatchObject({ radiusKm: null, sort: null });
    // A typed place wins over "near me" (the API would ignore it beside near).
    expect(parse('location=Pune&near=28.61,77.21')).toMatchObject({ location: 'Pune', near: null });
  });

  it('drops bad input', () => {
    const state = parse(
      'page=-1&minSalary=abc&maxSalary=1.5&type=Gig,Full-Time&category=Nope&gender=Both&isBlueCollar=maybe&sort=popular&view=table',
    );
    expect(state.page).toBe(1);
    expect(state.minSalary).toBeNull();
    expect(state.maxSalary).toBeNull();
    expect(state.type).toEqual(['Full-Time']);
    expect(state.category).toEqual([]);
    expect(state.gender).toBeNull();
    expect(state.isBlueCollar).toBeNull();
    expect(state.sort).toBeNull();
    expect(state.view).toBe('grid');
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('minSalary=-5').minSalary).toBeNull();
    expect(parse('type=Gig').type).toEqual([]);
  });

  it('drops a relevance sort without a keyword', () => {
    expect(parse('sort=relevance').sort).toBeNull();
    expect(parse('sort=relevance&keyword=cook').sort).toBe('relevance');
  });

  it('trims and bounds the text', () => {
    expect(parse('keyword=%20%20cook%20').keyword).toBe('cook');
    expect(parse(`keyword=${'a'.repeat(300)}`).keyword).toHaveLength(200);
  });
});

describe('toSearchParams', () => {
  it('writes nothing for the defaults', () => {
    expect(toSearchParams(EMPTY_SEARCH).toString()).toBe('');
  });

  it('writes the point rounded to 3 decimals, and the radius', () => {
    const state = { ...EMPTY_SEARCH, near: { lat: 28.61391, lng: 77.20902 }, radiusKm: 25 };
    expect(toSearchParams(state).toString()).toBe('near=28.614%2C77.209&radiusKm=25');
    expect(parseSearch(toSearchParams(state), catalogue)).toEqual({ ...state, near: { lat: 28.614, lng: 77.209 } });
  });

  it('round-trips through parseSearch', () => {
    const query =
      'keyword=cook&location=Delhi&category=Accounting%2CSales&type=Full-Time&workMode=Hybrid&gender=Male&isBlueCollar=No&minSalary=5000&maxSalary=9000&radiusKm=50&sort=distance&page=2&view=list';
    const state = parse(query);
    expect(toSearchParams(state).toString()).toBe(query);
    expect(parseSearch(toSearchParams(state), catalogue)).toEqual(state);
  });
});

describe('verified employers only (issue 29)', () => {
  it('is verified=true in the URL and the API query, nothing otherwise', () => {
    expect(parse('verified=true').verified).toBe(true);
    expect(parse('verified=false').verified).toBe(false);
    expect(parse('verified=yes').verified).toBe(false);
    expect(toSearchParams({ ...EMPTY_SEARCH, verified: true }).toString()).toBe('verified=true');
    expect(toApiQuery(parse('verified=true')).verified).toBe('true');
    expect(toApiQuery(EMPTY_SEARCH).verified).toBeUndefined();
  });

  it('starts again at page 1 and goes with Clear all', () => {
    expect(updateSearch(parse('keyword=cook&page=3'), { verified: true })).toMatchObject({ verified: true, page: 1 });
    expect(clearFilters(parse('verified=true&view=list')).verified).toBe(false);
  });
});

describe('toApiQuery', () => {
  it('asks for a page of 10 with the filters comma-separated', () => {
    expect(toApiQuery(parse('keyword=cook&category=Sales,Accounting&minSalary=0&page=2'))).toEqual({
      keyword: 'cook',
      location: undefined,
      category: 'Accounting,Sales',
      type: undefined,
      workMode: undefined,
      gender: undefined,
      isBlueCollar: undefined,
      verified: undefined,
      minSalary: '0',
      maxSalary: undefined,
      near: undefined,
      radiusKm: undefined,
      sort: undefined,
      page: '2',
      limit: '10',
    });
  });

  it('sends the point and the radius', () => {
    expect(toApiQuery(parse('near=28.61,77.21&radiusKm=5&sort=distance'))).toMatchObject({
      location: undefined,
      near: '28.61,77.21',
      radiusKm: '5',
      sort: 'distance',
    });
  });
});

describe('updateSearch', () => {
  const onPage3 = { ...EMPTY_SEARCH, keyword: 'cook', sort: 'relevance' as const, page: 3 };

  it('goes back to page 1 when a filter changes', () => {
    expect(updateSearch(onPage3, { type: ['Full-Time'] }).page).toBe(1);
    expect(updateSearch(onPage3, { minSalary: 1000 }).page).toBe(1);
  });

  it('keeps the page for paging and the view', () => {
    expect(updateSearch(onPage3, { page: 4 }).page).toBe(4);
    expect(updateSearch(onPage3, { view: 'list' }).page).toBe(3);
  });

  it('drops relevance with the keyword', () => {
    expect(updateSearch(onPage3, { keyword: '' }).sort).toBeNull();
  });

  it('drops the radius and nearest first with the last point', () => {
    const around = parse('keyword=cook&location=Pune&radiusKm=10&sort=distance');
    expect(updateSearch(around, { location: '' })).toMatchObject({ radiusKm: null, sort: null });
    expect(updateSearch(around, { location: 'Mumbai' })).toMatchObject({ location: 'Mumbai', radiusKm: 10, sort: 'distance' });
    const near = parse('near=28.61,77.21&radiusKm=25&sort=distance');
    expect(updateSearch(near, { near: null })).toMatchObject({ near: null, radiusKm: null, sort: null });
  });

  it('a typed place replaces "near me", and "near me" empties the place', () => {
    const near = parse('keyword=cook&near=28.61,77.21&radiusKm=25');
    expect(updateSearch(near, { keyword: 'cook', location: 'Jaipur' })).toMatchObject({
      location: 'Jaipur',
      near: null,
      radiusKm: 25,
    });
    expect(updateSearch(near, { keyword: 'chef', location: '' })).toMatchObject({
      keyword: 'chef',
      near: { lat: 28.61, lng: 77.21 },
    });
    const typed = parse('location=Jaipur');
    expect(updateSearch(typed, { near: { lat: 1, lng: 2 } })).toMatchObject({ location: '', near: { lat: 1, lng: 2 } });
  });

  it('clears every filter but keeps the view', () => {
    const state = { ...parse('keyword=x&type=Full-Time&gender=Male&view=list&page=2') };
    expect(clearFilters(state)).toEqual({ ...EMPTY_SEARCH, view: 'list' });
  });
});

describe('nearMe', () => {
  it('searches around the point, rounded, within 25 km, nearest first, with the place box emptied, from page 1', () => {
    const state = parse('keyword=electrician&location=Jaipur&page=3');
    expect(nearMe(state, { lat: 28.613912, lng: 77.209021 })).toEqual({
      ...state,
      location: '',
      near: { lat: 28.614, lng: 77.209 },
      radiusKm: 25,
      sort: 'distance',
      page: 1,
    });
  });

  it('keeps newest or salary first when the person chose it; relevance becomes nearest first', () => {
    const at = { lat: 18.5, lng: 73.8 };
    expect(nearMe(parse('keyword=x&sort=newest'), at).sort).toBe('newest');
    expect(nearMe(parse('keyword=x&sort=salary'), at).sort).toBe('salary');
    expect(nearMe(parse('keyword=x&sort=relevance'), at).sort).toBe('distance');
  });

  it('keeps a radius already chosen', () => {
    expect(nearMe(parse('location=Pune&radiusKm=50'), { lat: 18.5, lng: 73.8 }).radiusKm).toBe(50);
  });
});

describe('the distance control and the sorts', () => {
  it('offers any distance beside a place, never around "near me" (the API draws 25 km there)', () => {
    expect(radiusChoices(parse('location=Pune'))).toEqual([null, 5, 10, 25, 50, 100]);
    expect(radiusChoices(parse('near=1,2'))).toEqual([5, 10, 25, 50, 100]);
    expect(effectiveRadius(parse('near=1,2'))).toBe(25);
    expect(effectiveRadius(parse('location=Pune'))).toBeNull();
    expect(effectiveRadius(parse('location=Pune&radiusKm=10'))).toBe(10);
  });

  it('offers a radius a link carried among the usual ones', () => {
    expect(radiusChoices(parse('location=Pune&radiusKm=30'))).toEqual([null, 5, 10, 25, 30, 50, 100]);
  });

  it('offers nearest first only with a point, relevance only with words', () => {
    expect(sortChoices(parse(''))).toEqual(['newest', 'salary']);
    expect(sortChoices(parse('keyword=cook'))).toEqual(['relevance', 'newest', 'salary']);
    expect(sortChoices(parse('keyword=cook&location=Pune'))).toEqual(['relevance', 'newest', 'salary', 'distance']);
    expect(sortChoices(parse('near=28.61,77.21'))).toEqual(['newest', 'salary', 'distance']);
  });
});

describe('helpers', () => {
  it('shows the API default sort', () => {
    expect(effectiveSort({ sort: null, keyword: '' })).toBe('newest');
    expect(effectiveSort({ sort: null, keyword: 'cook' })).toBe('relevance');
    expect(effectiveSort({ sort: 'salary', keyword: 'cook' })).toBe('salary');
  });

  it('toggles a value in catalogue order', () => {
    expect(toggleValue(['Sales'], 'Accounting', catalogue.categories)).toEqual(['Accounting', 'Sales']);
    expect(toggleValue(['Sales'], 'Sales', catalogue.categories)).toEqual([]);
  });

  it('counts the active filters', () => {
    expect(activeFilterCount(parse('keyword=x&type=Full-Time,Part-Time&gender=Male&minSalary=5&maxSalary=9'))).toBe(4);
  });

  it('counts verified employers only as one filter', () => {
    expect(activeFilterCount(parse('verified=true&type=Full-Time'))).toBe(2);
  });

  it('counts a distance one may remove (not the 25 km "near me" falls back to)', () => {
    expect(activeFilterCount(parse('location=Pune&radiusKm=10&type=Full-Time'))).toBe(2);
    expect(activeFilterCount(parse('near=28.61,77.21&radiusKm=25'))).toBe(0);
    expect(activeFilterCount(parse('near=28.61,77.21&radiusKm=5'))).toBe(1);
    expect(chosenRadius(parse('near=28.61,77.21'))).toBeNull();
  });
});
