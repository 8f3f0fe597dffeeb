import { describe, expect, it } from 'vitest';
import { describeAlertSearch, toAlertSearch } from './alert-search';
import { EMPTY_SEARCH, parseSearch, type Catalogue } from './search-state';
import { testWords } from './test-words';

const words = await testWords();
const hindi = await testWords('hi');

const catalogue: Catalogue = {
  categories: ['Accounting', 'IT & Software', 'Sales'],
  jobTypes: ['Full-Time', 'Part-Time', 'Internship'],
  workModes: ['Remote', 'On-site', 'Hybrid'],
};

const fromUrl = (query: string) => toAlertSearch(parseSearch(new URLSearchParams(query), catalogue));

describe('toAlertSearch', () => {
  it('takes every filter of the URL, and leaves out the page, the sort and the view', () => {
    expect(
      fromUrl(
        'keyword=driver&location=Pune&category=Sales,Accounting&type=Part-Time&workMode=Remote&gender=Female&isBlueCollar=Yes&minSalary=10000&maxSalary=25000&sort=salary&page=3&view=list',
      ),
    ).toEqual({
      keyword: 'driver',
      location: 'Pune',
      category: ['Accounting', 'Sales'],
      type: ['Part-Time'],
      workMode: ['Remote'],
      gender: 'Female',
      isBlueCollar: true,
      minSalary: 10000,
      maxSalary: 25000,
    });
  });

  it('sends only what is set, blue collar No as false and a minimum of 0 as given', () => {
    expect(fromUrl('keyword=%20cook%20')).toEqual({ keyword: 'cook' });
    expect(fromUrl('isBlueCollar=No')).toEqual({ isBlueCollar: false });
    expect(fromUrl('minSalary=0')).toEqual({ minSalary: 0 });
    expect(fromUrl('type=Internship&page=2')).toEqual({ type: ['Internship'] });
  });

  it('has nothing to save around "near me" or within a radius (an alert has no circle)', () => {
    expect(fromUrl('keyword=cook&near=28.61,77.21')).toBeNull();
    expect(fromUrl('keyword=cook&location=Pune&radiusKm=10')).toBeNull();
    // Nor verified employers only: an alert's search has no such filter (issue 29).
    expect(fromUrl('keyword=cook&verified=true')).toBeNull();
    // Nearest first only orders: the alert keeps the place.
    expect(fromUrl('keyword=cook&location=Pune&sort=distance')).toEqual({ keyword: 'cook', location: 'Pune' });
  });

  it('has nothing to save for an empty search (the API would refuse it), whatever the page or sort', () => {
    expect(toAlertSearch(EMPTY_SEARCH)).toBeNull();
    expect(fromUrl('page=4&sort=newest&view=list')).toBeNull();
    expect(fromUrl('keyword=%20%20&type=Gig&gender=Both')).toBeNull();
  });
});

describe('describeAlertSearch (as the API words it)', () => {
  it('names the keyword, the place, the lists and the salary in the API order', () => {
    expect(describeAlertSearch({ keyword: 'driver', location: 'Delhi NCR', minSalary: 20_000, type: ['Full-Time'] }, words)).toBe(
      'driver jobs in Delhi NCR · Full-Time · from ₹20,000 a month',
    );
    expect(
      describeAlertSearch(
        {
          location: 'Pune',
          type: ['Full-Time', 'Part-Time'],
          workMode: ['Remote'],
          category: ['Sales'],
          gender: 'Female',
          isBlueCollar: false,
          minSalary: 10_000,
          maxSalary: 1_50_000,
        },
        words,
      ),
    ).toBe(
      'Jobs in Pune · Full-Time or Part-Time · Remote · Sales · open to female · not blue collar · ₹10,000 - ₹1,50,000 a month',
    );
  });

  it('words a lone filter', () => {
    expect(describeAlertSearch({ isBlueCollar: true }, words)).toBe('Jobs · blue collar');
    expect(describeAlertSearch({ maxSalary: 25_000 }, words)).toBe('Jobs · up to ₹25,000 a month');
    expect(describeAlertSearch({ keyword: 'nurse' }, words)).toBe('nurse jobs');
  });
});

describe('describeAlertSearch in Hindi', () => {
  it('says the search in Hindi words', () => {
    expect(
      describeAlertSearch(
        {
          keyword: 'driver',
          location: 'Pune',
          type: ['Full-Time', 'Part-Time'],
          workMode: ['On-site'],
          gender: 'Female',
          minSalary: 20_000,
        },
        hindi,
      ),
    ).toBe('Pune में driver की नौकरियाँ · फुल-टाइम या पार्ट-टाइम · ऑफ़िस से काम · महिलाओं के लिए · ₹20,000 प्रति माह से शुरू');
  });
});
