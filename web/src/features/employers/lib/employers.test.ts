import { describe, expect, it } from 'vitest';
import {
  browseHref,
  employerDisplayName,
  employerPlace,
  jobsCount,
  parseBrowse,
  parsePage,
  toBrowseParams,
  toEmployersQuery,
} from './employers';

describe('parsePage', () => {
  it('reads a positive whole number', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(' 12 ')).toBe(12);
  });

  it('falls back to 1 for anything else', () => {
    for (const raw of [null, '', '0', '-2', '1.5', 'abc', '2e3', '99999999999999999999']) expect(parsePage(raw)).toBe(1);
  });
});

describe('browse state and the URL', () => {
  it('reads the filter (trimmed) and the page', () => {
    expect(parseBrowse(new URLSearchParams('search=%20Pune%20&page=2'))).toEqual({ search: 'Pune', page: 2 });
    expect(parseBrowse(new URLSearchParams(''))).toEqual({ search: '', page: 1 });
  });

  it('leaves the defaults out of the URL', () => {
    expect(toBrowseParams({ search: '', page: 1 }).toString()).toBe('');
    expect(toBrowseParams({ search: '  ', page: 1 }).toString()).toBe('');
    expect(toBrowseParams({ search: 'Tata Motors', page: 3 }).toString()).toBe('search=Tata+Motors&page=3');
  });

  it('round-trips', () => {
    const state = { search: 'Setu & Co', page: 4 };
    expect(parseBrowse(toBrowseParams(state))).toEqual(state);
  });

  it('builds page links', () => {
    expect(browseHref({ search: '', page: 1 })).toBe('');
    expect(browseHref({ search: 'x', page: 2 })).toBe('?search=x&page=2');
  });

  it('asks the API for the page and a filter only when there is one', () => {
    expect(toEmployersQuery({ search: '', page: 1 })).toEqual({ page: '1' });
    expect(toEmployersQuery({ search: ' delhi ', page: 2 })).toEqual({ page: '2', search: 'delhi' });
  });
});

describe('employer fields', () => {
  it('names the company, else the person', () => {
    expect(employerDisplayName({ companyName: 'Setu Logistics', company: null, name: 'Rohan' })).toBe('Setu Logistics');
    expect(employerDisplayName({ companyName: ' ', company: 'Setu Co', name: 'Rohan' })).toBe('Setu Co');
    expect(employerDisplayName({ companyName: null, company: undefined, name: ' Rohan Mehta ' })).toBe('Rohan Mehta');
  });

  it('places the company, else the person, else nowhere', () => {
    expect(employerPlace({ companyLocation: 'Pune', location: 'Mumbai' })).toBe('Pune');
    expect(employerPlace({ companyLocation: '', location: 'Mumbai' })).toBe('Mumbai');
    expect(employerPlace({ companyLocation: null, location: null })).toBeNull();
  });

  it('counts jobs', () => {
    expect(jobsCount(0)).toBe('0 jobs');
    expect(jobsCount(1)).toBe('1 job');
    expect(jobsCount(12)).toBe('12 jobs');
  });
});
