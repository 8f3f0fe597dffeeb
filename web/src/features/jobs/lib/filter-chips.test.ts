import { describe, expect, it } from 'vitest';
import { CLEAR_CHIPS, filterChips } from './filter-chips';
import { EMPTY_SEARCH, toSearchParams, updateSearch, type SearchState } from './search-state';
import { testWords } from './test-words';

const words = await testWords();
const hindi = await testWords('hi');

const search = (patch: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...patch });
const labels = (state: SearchState) => filterChips(state, words).map((chip) => chip.label);

describe('filterChips', () => {
  it('none without filters; the keyword and the place are not chips', () => {
    expect(filterChips(EMPTY_SEARCH, words)).toEqual([]);
    expect(filterChips(search({ keyword: 'driver', location: 'Pune', sort: 'newest', page: 3, view: 'list' }), words)).toEqual(
      [],
    );
  });

  it('one chip per value, in the filter panel order', () => {
    expect(
      labels(
        search({
          category: ['Sales', 'Retail'],
          type: ['Part-Time'],
          workMode: ['Remote', 'Hybrid'],
          gender: 'Female',
          isBlueCollar: 'Yes',
          minSalary: 15000,
          maxSalary: 25000,
        }),
      ),
    ).toEqual([
      'Part-Time',
      '₹15,000 - ₹25,000 per month',
      'Sales',
      'Retail',
      'Remote',
      'Hybrid',
      'Gender: Female',
      'Blue collar: Yes',
    ]);
  });

  it('the distance comes first; around "near me" only when not the 25 km it falls back to', () => {
    expect(labels(search({ location: 'Pune', radiusKm: 10, type: ['Part-Time'] }))).toEqual(['Within 10 km', 'Part-Time']);
    const near = { lat: 28.61, lng: 77.21 };
    expect(labels(search({ near, radiusKm: 25 }))).toEqual([]);
    expect(labels(search({ near, radiusKm: 5 }))).toEqual(['Within 5 km']);
    const [chip] = filterChips(search({ keyword: 'cook', location: 'Pune', radiusKm: 50 }), words);
    expect(
      chip && toSearchParams(updateSearch(search({ keyword: 'cook', location: 'Pune', radiusKm: 50 }), chip.remove)).toString(),
    ).toBe('keyword=cook&location=Pune');
  });

  it('verified employers only is a chip after the distance, removed on its own', () => {
    const state = search({ location: 'Pune', radiusKm: 10, verified: true, type: ['Part-Time'] });
    expect(labels(state)).toEqual(['Within 10 km', 'Verified employers only', 'Part-Time']);
    const chip = filterChips(state, words).find((c) => c.key === 'verified');
    expect(chip && toSearchParams(updateSearch(state, chip.remove)).toString()).toBe('location=Pune&type=Part-Time&radiusKm=10');
  });

  it('the salary window reads like a salary line, open at either end', () => {
    expect(labels(search({ minSalary: 15000 }))).toEqual(['From ₹15,000 per month']);
    expect(labels(search({ maxSalary: 25000 }))).toEqual(['Up to ₹25,000 per month']);
    expect(labels(search({ minSalary: 0, maxSalary: 25000 }))).toEqual(['Up to ₹25,000 per month']);
    expect(labels(search({ minSalary: 0 }))).toEqual(['From ₹0 per month']);
  });

  it('keys are unique', () => {
    const chips = filterChips(
      search({ category: ['Sales'], type: ['Sales'], minSalary: 1, gender: 'Male', isBlueCollar: 'No' }),
      words,
    );
    expect(new Set(chips.map((chip) => chip.key)).size).toBe(chips.length);
  });

  it('removing a chip drops only its filter, back to page 1, and the URL says so', () => {
    const state = search({ keyword: 'driver', category: ['Retail', 'Sales'], type: ['Part-Time'], maxSalary: 25000, page: 4 });
    const remove = (label: string) => {
      const chip = filterChips(state, words).find((c) => c.label === label);
      if (!chip) throw new Error(`no chip ${label}`);
      return toSearchParams(updateSearch(state, chip.remove)).toString();
    };
    expect(remove('Sales')).toBe('keyword=driver&category=Retail&type=Part-Time&maxSalary=25000');
    expect(remove('Part-Time')).toBe('keyword=driver&category=Retail%2CSales&maxSalary=25000');
    expect(remove('Up to ₹25,000 per month')).toBe('keyword=driver&category=Retail%2CSales&type=Part-Time');
    const [gender] = filterChips(search({ gender: 'Female' }), words);
    expect(gender && toSearchParams(updateSearch(search({ gender: 'Female' }), gender.remove)).toString()).toBe('');
  });
});

describe('filterChips in Hindi', () => {
  it('says each value and group in Hindi, the salary as a Hindi salary line', () => {
    expect(
      filterChips(
        search({ location: 'Pune', radiusKm: 10, verified: true, type: ['Part-Time'], workMode: ['On-site'], minSalary: 15000 }),
        hindi,
      ).map((chip) => chip.label),
    ).toEqual(['10 km के अंदर', 'सिर्फ़ सत्यापित एम्प्लॉयर', 'पार्ट-टाइम', '₹15,000 प्रति माह से शुरू', 'ऑफ़िस से काम']);
    expect(filterChips(search({ gender: 'Female', isBlueCollar: 'No' }), hindi).map((chip) => chip.label)).toEqual([
      'लिंग: महिला',
      'ब्लू कॉलर: नहीं',
    ]);
  });
});

describe('CLEAR_CHIPS', () => {
  it('removes every chip and keeps the keyword, the place, the sort and the view', () => {
    const state = search({
      keyword: 'driver',
      location: 'Pune',
      radiusKm: 10,
      category: ['Sales'],
      type: ['Part-Time'],
      workMode: ['Remote'],
      gender: 'Male',
      isBlueCollar: 'Yes',
      verified: true,
      minSalary: 1000,
      maxSalary: 2000,
      sort: 'salary',
      page: 2,
      view: 'list',
    });
    const cleared = updateSearch(state, CLEAR_CHIPS);
    expect(filterChips(cleared, words)).toEqual([]);
    expect(toSearchParams(cleared).toString()).toBe('keyword=driver&location=Pune&sort=salary&view=list');
  });
});
