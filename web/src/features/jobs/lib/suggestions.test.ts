import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, type SearchState } from './search-state';
import {
  didYouMeanSearch,
  hasOffers,
  jobCount,
  nearestOffer,
  nearestSearch,
  salaryChip,
  titleCase,
  understoodChips,
} from './suggestions';

const none = { remote: false };
const search = (patch: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...patch });

describe('understoodChips', () => {
  it('shows nothing when the words were only words', () => {
    expect(understoodChips(none, search({ keyword: 'driver' }))).toEqual([]);
    expect(understoodChips(undefined, search({ keyword: 'driver' }))).toEqual([]);
  });

  it('names each filter the keyword became, in one order', () => {
    expect(understoodChips({ remote: true, jobType: 'Part-Time', location: 'navi mumbai' }, search({ keyword: 'x' }))).toEqual([
      { kind: 'workMode', label: 'Remote' },
      { kind: 'type', label: 'Part-Time' },
      { kind: 'location', label: 'in Navi Mumbai' },
    ]);
    expect(understoodChips({ remote: false, workMode: 'Hybrid' }, search({}))).toEqual([{ kind: 'workMode', label: 'Hybrid' }]);
    expect(understoodChips({ remote: false, workMode: 'On-site' }, search({}))).toEqual([
      { kind: 'workMode', label: 'Work from office' },
    ]);
  });

  it('leaves out what the sidebar or the location box already set (the API does not apply the words then)', () => {
    const understood = { remote: true, jobType: 'Internship', location: 'pune' };
    expect(understoodChips(understood, search({ workMode: ['Hybrid'], type: ['Full-Time'], location: 'Delhi' }))).toEqual([]);
    expect(understoodChips(understood, search({ type: ['Internship'] }))).toEqual([
      { kind: 'workMode', label: 'Remote' },
      { kind: 'location', label: 'in Pune' },
    ]);
  });
});

describe('who may apply, read from the words', () => {
  it('says "For women" or "For men" unless the gender filter is set', () => {
    expect(understoodChips({ remote: false, gender: 'Female' }, search({ keyword: 'jobs for women' }))).toEqual([
      { kind: 'gender', label: 'For women' },
    ]);
    expect(understoodChips({ remote: false, gender: 'Male' }, search({ keyword: 'gents tailor' }))).toEqual([
      { kind: 'gender', label: 'For men' },
    ]);
    expect(understoodChips({ remote: false, gender: 'Female' }, search({ gender: 'Male' }))).toEqual([]);
    expect(understoodChips({ remote: false, gender: 'Both' }, search({}))).toEqual([]);
  });

  it('comes after the place and before the salary', () => {
    const chips = understoodChips({ remote: false, gender: 'Female', location: 'pune', minSalary: 15000 }, search({}));
    expect(chips.map((c) => c.kind)).toEqual(['location', 'gender', 'salary']);
  });
});

describe('places read from the words', () => {
  it('writes a metro region as it is spelt', () => {
    expect(understoodChips({ remote: false, location: 'delhi ncr' }, search({}))).toEqual([
      { kind: 'location', label: 'in Delhi NCR' },
    ]);
    expect(titleCase('mmr')).toBe('MMR');
  });

  it('says no place around "near me": the search is around the person', () => {
    expect(understoodChips({ remote: false, location: 'delhi' }, search({ near: { lat: 28.61, lng: 77.21 } }))).toEqual([]);
  });
});

describe('salary and experience read from the words', () => {
  it('says the monthly salary read, unless the salary boxes are set', () => {
    expect(understoodChips({ remote: false, minSalary: 20000 }, search({ keyword: 'driver 20000 se upar' }))).toEqual([
      { kind: 'salary', label: 'from ₹20,000 a month' },
    ]);
    expect(understoodChips({ remote: false, minSalary: 20000 }, search({ maxSalary: 30000 }))).toEqual([]);
    expect(salaryChip(15000, 20000)).toBe('₹15,000 - ₹20,000 a month');
    expect(salaryChip(null, 30000)).toBe('up to ₹30,000 a month');
    expect(salaryChip(undefined, null)).toBeNull();
  });

  it('says experience back without claiming it filters', () => {
    expect(understoodChips({ remote: false, experienceYears: 1 }, search({}))).toEqual([
      { kind: 'experience', label: '1 year of experience (not a filter)' },
    ]);
    expect(understoodChips({ remote: false, experienceYears: 0 }, search({}))[0]?.label).toBe(
      '0 years of experience (not a filter)',
    );
  });
});

describe('didYouMeanSearch', () => {
  it('replaces the keyword, keeps the rest and goes back to page 1', () => {
    const state = search({ keyword: 'plmbr', location: 'Pune', type: ['Full-Time'], page: 3, view: 'list' });
    expect(didYouMeanSearch(state, 'plumber')).toEqual({ ...state, keyword: 'plumber', page: 1 });
  });
});

describe('nearestSearch', () => {
  it('without the location: the place goes, a place typed in the keyword with it', () => {
    const typed = search({ keyword: 'plumber pune', type: ['Full-Time'], page: 2 });
    expect(nearestSearch(typed, { without: 'location', keyword: 'plumber', total: 4 })).toEqual({
      ...typed,
      keyword: 'plumber',
      page: 1,
    });
    const boxed = search({ keyword: 'plumber', location: 'Pune' });
    expect(nearestSearch(boxed, { without: 'location', keyword: 'plumber', location: null, total: 4 })).toEqual({
      ...boxed,
      location: '',
    });
  });

  it('without the filters: every filter goes, the keyword, place, sort and view stay', () => {
    const state = search({
      keyword: 'welder',
      location: 'Pune',
      category: ['Manufacturing'],
      type: ['Internship'],
      workMode: ['Remote'],
      gender: 'Female',
      isBlueCollar: 'Yes',
      minSalary: 10000,
      maxSalary: 20000,
      sort: 'salary',
      page: 2,
      view: 'list',
    });
    expect(nearestSearch(state, { without: 'filters', keyword: 'welder', location: 'Pune', total: 3 })).toEqual({
      ...EMPTY_SEARCH,
      keyword: 'welder',
      location: 'Pune',
      sort: 'salary',
      view: 'list',
    });
  });
});

describe('nearestOffer', () => {
  it('names the place and the words that found nothing, and the count it offers', () => {
    expect(
      nearestOffer(search({ keyword: 'plumber', location: 'Pune' }), none, {
        without: 'location',
        keyword: 'plumber',
        total: 1,
      }),
    ).toEqual({ message: 'No jobs for “plumber” in Pune.', action: 'Show 1 job anywhere in India' });
    expect(
      nearestOffer(
        search({ keyword: 'plumber pune' }),
        { remote: false, location: 'pune' },
        {
          without: 'location',
          keyword: 'plumber',
          total: 12,
        },
      ),
    ).toEqual({ message: 'No jobs for “plumber” in Pune.', action: 'Show 12 jobs anywhere in India' });
  });

  it('says the filters found nothing', () => {
    expect(nearestOffer(search({ keyword: 'welder', type: ['Internship'] }), none, { without: 'filters', total: 2 })).toEqual({
      message: 'No jobs for “welder” match your filters.',
      action: 'Show 2 jobs without filters',
    });
    expect(nearestOffer(search({ type: ['Internship'] }), none, { without: 'filters', total: 1500 })).toEqual({
      message: 'No jobs match your filters.',
      action: 'Show 1,500 jobs without filters',
    });
  });
});

describe('hasOffers', () => {
  it('is true for a corrected keyword or a nearest search that finds jobs', () => {
    expect(hasOffers({ didYouMean: 'plumber', didYouMeanTotal: 3 })).toBe(true);
    expect(hasOffers({ didYouMeanTotal: 0, nearest: { without: 'location', total: 2 } })).toBe(true);
    expect(hasOffers({ didYouMean: ' ', didYouMeanTotal: 0, nearest: { without: 'filters', total: 0 } })).toBe(false);
    expect(hasOffers(null)).toBe(false);
  });
});

describe('titleCase and jobCount', () => {
  it('capitalises each word and counts in Indian grouping', () => {
    expect(titleCase(' new  delhi ')).toBe('New Delhi');
    expect(jobCount(1)).toBe('1 job');
    expect(jobCount(0)).toBe('0 jobs');
    expect(jobCount(120000)).toBe('1,20,000 jobs');
  });
});
