import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearFilters,
  EMPTY_SEARCH,
  effectiveSort,
  parseSearch,
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
      minSalary: 10000,
      maxSalary: 25000,
      sort: 'salary',
      page: 3,
      view: 'list',
    });
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

  it('round-trips through parseSearch', () => {
    const query =
      'keyword=cook&location=Delhi&category=Accounting%2CSales&type=Full-Time&workMode=Hybrid&gender=Male&isBlueCollar=No&minSalary=5000&maxSalary=9000&sort=newest&page=2&view=list';
    const state = parse(query);
    expect(toSearchParams(state).toString()).toBe(query);
    expect(parseSearch(toSearchParams(state), catalogue)).toEqual(state);
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
      minSalary: '0',
      maxSalary: undefined,
      sort: undefined,
      page: '2',
      limit: '10',
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

  it('clears every filter but keeps the view', () => {
    const state = { ...parse('keyword=x&type=Full-Time&gender=Male&view=list&page=2') };
    expect(clearFilters(state)).toEqual({ ...EMPTY_SEARCH, view: 'list' });
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
});
