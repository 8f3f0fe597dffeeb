import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  manageHref,
  nextSort,
  parseManage,
  parsePage,
  parseStatus,
  toJobRow,
  toManageParams,
  toOwnJobsQuery,
} from './manage-state';

describe('parseStatus', () => {
  it('capitalises the status of the URL (the dashboard links ?status=active)', () => {
    expect(parseStatus('active')).toBe('Active');
    expect(parseStatus('ACTIVE')).toBe('Active');
    expect(parseStatus(' Closed ')).toBe('Closed');
  });

  it('is all for anything else', () => {
    for (const raw of [null, '', 'all', 'open', 'Activee']) expect(parseStatus(raw)).toBe('all');
  });
});

describe('parsePage', () => {
  it('reads a positive whole number, else 1', () => {
    expect(parsePage('3')).toBe(3);
    for (const raw of [null, '', '0', '-1', '2.5', 'x']) expect(parsePage(raw)).toBe(1);
  });
});

describe('the URL', () => {
  it('reads search, status, sort and page', () => {
    expect(parseManage(new URLSearchParams('search=%20driver%20&status=closed&sortBy=title&sortDir=desc&page=2'))).toEqual({
      search: 'driver',
      status: 'Closed',
      sort: { column: 'title', dir: 'desc' },
      page: 2,
    });
  });

  it('ignores an unknown sort column and defaults the direction to ascending', () => {
    expect(parseManage(new URLSearchParams('sortBy=salary')).sort).toBeNull();
    expect(parseManage(new URLSearchParams('sortBy=applications')).sort).toEqual({ column: 'applications', dir: 'asc' });
  });

  it('leaves the defaults out and round-trips', () => {
    const empty = { search: '', status: 'all', sort: null, page: 1 } as const;
    expect(toManageParams(empty).toString()).toBe('');
    expect(manageHref(empty)).toBe('?');
    const state = { search: 'cook', status: 'Active', sort: { column: 'status', dir: 'asc' }, page: 3 } as const;
    expect(toManageParams(state).toString()).toBe('search=cook&status=active&sortBy=status&sortDir=asc&page=3');
    expect(parseManage(toManageParams(state))).toEqual(state);
  });
});

describe('the API query', () => {
  it('asks 8 a page, the status lowercased, newest first by default', () => {
    expect(toOwnJobsQuery({ search: '', status: 'all', sort: null, page: 1 })).toEqual({
      page: '1',
      limit: '8',
      search: undefined,
      status: 'all',
      sortBy: 'createdAt',
      sortDir: 'desc',
    });
  });

  it("maps the Applications column to the API's applicants", () => {
    expect(
      toOwnJobsQuery({ search: 'x', status: 'Closed', sort: { column: 'applications', dir: 'desc' }, page: 2 }),
    ).toMatchObject({
      search: 'x',
      status: 'closed',
      sortBy: 'applicants',
      sortDir: 'desc',
    });
  });
});

describe('sorting', () => {
  it('starts ascending, then flips; another column starts ascending again', () => {
    expect(nextSort(null, 'title')).toEqual({ column: 'title', dir: 'asc' });
    expect(nextSort({ column: 'title', dir: 'asc' }, 'title')).toEqual({ column: 'title', dir: 'desc' });
    expect(nextSort({ column: 'title', dir: 'desc' }, 'title')).toEqual({ column: 'title', dir: 'asc' });
    expect(nextSort({ column: 'title', dir: 'desc' }, 'status')).toEqual({ column: 'status', dir: 'asc' });
  });

  it('says aria-sort per column', () => {
    expect(ariaSort(null, 'title')).toBe('none');
    expect(ariaSort({ column: 'title', dir: 'asc' }, 'title')).toBe('ascending');
    expect(ariaSort({ column: 'title', dir: 'desc' }, 'title')).toBe('descending');
    expect(ariaSort({ column: 'title', dir: 'desc' }, 'status')).toBe('none');
  });
});

describe('toJobRow', () => {
  const job = {
    _id: 'j1',
    title: 'Driver',
    company: { _id: 'e1', name: 'Rohan', companyName: 'Setu Logistics', companyLogo: 'logo.png', verified: false },
    createdAt: '2025-01-05T10:00:00+05:30',
    isClosed: false,
    isRemoved: false,
    applicationCount: 3,
    openPositions: 2,
    review: 'live' as const,
    reviewReasons: [],
  };

  it("maps the spec's list item: status, applicants, date DD-MM-YYYY", () => {
    expect(toJobRow(job)).toEqual({
      id: 'j1',
      title: 'Driver',
      companyName: 'Setu Logistics',
      companyLogo: 'logo.png',
      status: 'Active',
      applicants: 3,
      datePosted: '05-01-2025',
      openPositions: 2,
      review: 'live',
      reviewReasons: [],
      moderationMessage: null,
    });
  });

  it('carries why a job is not live: the reasons once each, and the admin message', () => {
    const held = toJobRow({ ...job, review: 'held', reviewReasons: [' asks for a fee ', 'asks for a fee', ''] });
    expect(held).toMatchObject({ review: 'held', reviewReasons: ['asks for a fee'], moderationMessage: null });
    const rejected = toJobRow({ ...job, review: 'rejected', moderationMessage: ' Remove the deposit. ' });
    expect(rejected).toMatchObject({ review: 'rejected', moderationMessage: 'Remove the deposit.' });
  });

  it('is Closed when closed; the company falls back to the person; positions default to 1', () => {
    const row = toJobRow({ ...job, isClosed: true, openPositions: 0, company: { _id: 'e1', name: 'Rohan', companyName: ' ', verified: false } });
    expect(row).toMatchObject({ status: 'Closed', companyName: 'Rohan', companyLogo: null, openPositions: 1 });
  });
});
