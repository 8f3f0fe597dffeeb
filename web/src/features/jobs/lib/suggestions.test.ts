import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, type SearchState } from './search-state';
import { testWords } from './test-words';
import { jobCount } from './words';
import { didYouMeanSearch, hasOffers, nearestOffer, nearestSearch, salaryChip, titleCase, understoodChips } from './suggestions';

const words = await testWords();
const hindi = await testWords('hi');
const { t } = words;
const none = { remote: false };
const search = (patch: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...patch });

describe('understoodChips', () => {
  it('shows nothing when the words were only words', () => {
    expect(understoodChips(none, search({ keyword: 'driver' }), words)).toEqual([]);
    expect(understoodChips(undefined, search({ keyword: 'driver' }), words)).toEqual([]);
  });

  it('names each filter the keyword became, in one order', () => {
    expect(
      understoodChips({ remote: true, jobType: 'Part-Time', location: 'navi mumbai' }, search({ keyword: 'x' }), words),
    ).toEqual([
      { kind: 'workMode', label: 'Remote' },
      { kind: 'type', label: 'Part-Time' },
      { kind: 'location', label: 'in Navi Mumbai' },
    ]);
    expect(understoodChips({ remote: false, workMode: 'Hybrid' }, search({}), words)).toEqual([
      { kind: 'workMode', label: 'Hybrid' },
    ]);
    expect(understoodChips({ remote: false, workMode: 'On-site' }, search({}), words)).toEqual([
      { kind: 'workMode', label: 'Work from office' },
    ]);
  });

  it('leaves out what the sidebar or the location box already set (the API does not apply the words then)', () => {
    const understood = { remote: true, jobType: 'Internship', location: 'pune' };
    expect(understoodChips(understood, search({ workMode: ['Hybrid'], type: ['Full-Time'], location: 'Delhi' }), words)).toEqual(
      [],
    );
    expect(understoodChips(understood, search({ type: ['Internship'] }), words)).toEqual([
      { kind: 'workMode', label: 'Remote' },
      { kind: 'location', label: 'in Pune' },
    ]);
  });
});

describe('who may apply, read from the words', () => {
  it('says "For women" or "For men" unless the gender filter is set', () => {
    expect(understoodChips({ remote: false, gender: 'Female' }, search({ keyword: 'jobs for women' }), words)).toEqual([
      { kind: 'gender', label: 'For women' },
    ]);
    expect(understoodChips({ remote: false, gender: 'Male' }, search({ keyword: 'gents tailor' }), words)).toEqual([
      { kind: 'gender', label: 'For men' },
    ]);
    expect(understoodChips({ remote: false, gender: 'Female' }, search({ gender: 'Male' }), words)).toEqual([]);
    expect(understoodChips({ remote: false, gender: 'Both' }, search({}), words)).toEqual([]);
  });

  it('comes after the place and before the salary', () => {
    const chips = understoodChips({ remote: false, gender: 'Female', location: 'pune', minSalary: 15000 }, search({}), words);
    expect(chips.map((c) => c.kind)).toEqual(['location', 'gender', 'salary']);
  });
});

describe('places read from the words', () => {
  it('writes a metro region as it is spelt', () => {
    expect(understoodChips({ remote: false, location: 'delhi ncr' }, search({}), words)).toEqual([
      { kind: 'location', label: 'in Delhi NCR' },
    ]);
    expect(titleCase('mmr')).toBe('MMR');
  });

  it('says no place around "near me": the search is around the person', () => {
    expect(understoodChips({ remote: false, location: 'delhi' }, search({ near: { lat: 28.61, lng: 77.21 } }), words)).toEqual(
      [],
    );
  });
});

describe('salary and experience read from the words', () => {
  it('says the monthly salary read, unless the salary boxes are set', () => {
    expect(understoodChips({ remote: false, minSalary: 20000 }, search({ keyword: 'driver 20000 se upar' }), words)).toEqual([
      { kind: 'salary', label: 'from ₹20,000 a month' },
    ]);
    expect(understoodChips({ remote: false, minSalary: 20000 }, search({ maxSalary: 30000 }), words)).toEqual([]);
    expect(salaryChip(15000, 20000, t)).toBe('₹15,000 - ₹20,000 a month');
    expect(salaryChip(null, 30000, t)).toBe('up to ₹30,000 a month');
    expect(salaryChip(undefined, null, t)).toBeNull();
  });

  it('says experience back without claiming it filters', () => {
    expect(understoodChips({ remote: false, experienceYears: 1 }, search({}), words)).toEqual([
      { kind: 'experience', label: '1 year of experience (not a filter)' },
    ]);
    expect(understoodChips({ remote: false, experienceYears: 0 }, search({}), words)[0]?.label).toBe(
      '0 years of experience (not a filter)',
    );
  });
});

describe('in Hindi', () => {
  it('names what the words became, and the offers, in Hindi', () => {
    expect(
      understoodChips(
        { remote: true, jobType: 'Part-Time', location: 'pune', gender: 'Female', minSalary: 20000, experienceYears: 2 },
        search({}),
        hindi,
      ).map((chip) => chip.label),
    ).toEqual(['घर से काम', 'पार्ट-टाइम', 'Pune में', 'महिलाओं के लिए', '₹20,000 प्रति माह से शुरू', '2 साल का अनुभव (फ़िल्टर नहीं)']);
    expect(
      nearestOffer(search({ keyword: 'plumber', location: 'Pune' }), none, { without: 'location', total: 1 }, hindi.t),
    ).toEqual({
      message: 'Pune में “plumber” की कोई नौकरी नहीं है।',
      action: 'पूरे भारत की 1 नौकरी देखें',
    });
    expect(jobCount(hindi.t, 120000)).toBe('1,20,000 नौकरियाँ');
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
      nearestOffer(
        search({ keyword: 'plumber', location: 'Pune' }),
        none,
        {
          without: 'location',
          keyword: 'plumber',
          total: 1,
        },
        t,
      ),
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
        t,
      ),
    ).toEqual({ message: 'No jobs for “plumber” in Pune.', action: 'Show 12 jobs anywhere in India' });
  });

  it('says the filters found nothing', () => {
    expect(nearestOffer(search({ keyword: 'welder', type: ['Internship'] }), none, { without: 'filters', total: 2 }, t)).toEqual({
      message: 'No jobs for “welder” match your filters.',
      action: 'Show 2 jobs without filters',
    });
    expect(nearestOffer(search({ type: ['Internship'] }), none, { without: 'filters', total: 1500 }, t)).toEqual({
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
    expect(jobCount(t, 1)).toBe('1 job');
    expect(jobCount(t, 0)).toBe('0 jobs');
    expect(jobCount(t, 120000)).toBe('1,20,000 jobs');
  });
});
