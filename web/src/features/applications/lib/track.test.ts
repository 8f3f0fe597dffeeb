import { describe, expect, it } from 'vitest';
import { buildApplication } from './test-data';
import {
  countByStatus,
  ellipsisWindow,
  EMPTY_TRACK,
  filterApplications,
  pageOf,
  parseGoToPage,
  parseTrackParams,
  toTrackParams,
  updateTrack,
} from './track';

const STATUSES = ['Applied', 'In Review', 'Accepted', 'Rejected'];

describe('the URL', () => {
  it('reads search, status, type and page', () => {
    const state = parseTrackParams(new URLSearchParams('search=pune&status=In+Review&type=Blue+Collar&page=2'), STATUSES);
    expect(state).toEqual({ search: 'pune', status: 'In Review', type: 'Blue Collar', page: 2 });
    expect(toTrackParams(state).toString()).toBe('search=pune&status=In+Review&type=Blue+Collar&page=2');
  });
  it('falls back to the defaults for unknown values', () => {
    expect(parseTrackParams(new URLSearchParams('status=Hired&type=Gig&page=0'), STATUSES)).toEqual(EMPTY_TRACK);
    expect(toTrackParams(EMPTY_TRACK).toString()).toBe('');
  });
  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const on3 = { ...EMPTY_TRACK, page: 3 };
    expect(updateTrack(on3, { status: 'Accepted' }).page).toBe(1);
    expect(updateTrack(on3, { page: 4 }).page).toBe(4);
  });
});

describe('filterApplications', () => {
  const courier = buildApplication(
    { createdAt: '2026-03-01T00:00:00Z' },
    { title: 'Courier', location: 'Pune', state: 'Maharashtra' },
  );
  const designer = buildApplication(
    { createdAt: '2026-03-03T00:00:00Z', status: 'In Review' },
    {
      title: 'Designer',
      type: 'Part-Time',
      workMode: 'Remote',
      company: { _id: 'c', name: 'Meera', companyName: 'Rang Studio', verified: false },
    },
  );
  const driver = buildApplication(
    { createdAt: '2026-03-02T00:00:00Z', status: 'Rejected' },
    { title: 'Driver', isBlueCollar: 'Yes' },
  );
  const all = [courier, designer, driver];

  it('sorts newest first', () => {
    expect(filterApplications(all, EMPTY_TRACK)).toEqual([designer, driver, courier]);
  });
  it('searches title, company and location case-insensitively', () => {
    expect(filterApplications(all, { ...EMPTY_TRACK, search: 'COURIER' })).toEqual([courier]);
    expect(filterApplications(all, { ...EMPTY_TRACK, search: 'rang' })).toEqual([designer]);
    expect(filterApplications(all, { ...EMPTY_TRACK, search: 'pune' })).toEqual([courier]);
    expect(filterApplications(all, { ...EMPTY_TRACK, search: 'nowhere' })).toEqual([]);
  });
  it('filters by status and by type (Remote: work mode, Blue Collar: the flag)', () => {
    expect(filterApplications(all, { ...EMPTY_TRACK, status: 'Rejected' })).toEqual([driver]);
    expect(filterApplications(all, { ...EMPTY_TRACK, type: 'Remote' })).toEqual([designer]);
    expect(filterApplications(all, { ...EMPTY_TRACK, type: 'Blue Collar' })).toEqual([driver]);
    expect(filterApplications(all, { ...EMPTY_TRACK, type: 'Part-Time' })).toEqual([designer]);
    expect(filterApplications(all, { ...EMPTY_TRACK, type: 'Internship' })).toEqual([]);
  });
  it('leaves out an application without its job unless nothing is asked', () => {
    const orphan = buildApplication({ job: null, createdAt: '2026-01-01T00:00:00Z' });
    expect(filterApplications([orphan], EMPTY_TRACK)).toEqual([orphan]);
    expect(filterApplications([orphan], { ...EMPTY_TRACK, search: 'x' })).toEqual([]);
  });
});

describe('countByStatus', () => {
  it('counts each status, zero for the missing ones', () => {
    const apps = [buildApplication(), buildApplication(), buildApplication({ status: 'Accepted' })];
    expect(countByStatus(apps, STATUSES)).toEqual({ Applied: 2, 'In Review': 0, Accepted: 1, Rejected: 0 });
  });
});

describe('an application to a job its employer removed since', () => {
  // The API sends the job as applied to (title, company, salary), flagged removed and closed.
  const removed = buildApplication(
    { createdAt: '2026-03-05T00:00:00Z', status: 'In Review' },
    { title: 'Warehouse Picker', location: 'Hosur', isRemoved: true, isClosed: true, status: 'Removed' },
  );
  const open = buildApplication({ createdAt: '2026-03-04T00:00:00Z' }, { title: 'Courier' });

  it('still counts under its status', () => {
    expect(countByStatus([removed, open], STATUSES)).toEqual({ Applied: 1, 'In Review': 1, Accepted: 0, Rejected: 0 });
  });
  it('is still listed, searched by the title it had and filtered by its type', () => {
    expect(filterApplications([open, removed], EMPTY_TRACK)).toEqual([removed, open]);
    expect(filterApplications([open, removed], { ...EMPTY_TRACK, search: 'picker' })).toEqual([removed]);
    expect(filterApplications([open, removed], { ...EMPTY_TRACK, search: 'hosur', type: 'Full-Time' })).toEqual([removed]);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);
  it('cuts pages of 10 and clamps the page', () => {
    expect(pageOf(items, 3)).toEqual({ page: 3, totalPages: 3, items: [20, 21, 22] });
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf([], 2)).toEqual({ page: 1, totalPages: 1, items: [] });
  });
});

describe('ellipsisWindow', () => {
  it('shows every page when there are few', () => {
    expect(ellipsisWindow(1, 1)).toEqual([1]);
    expect(ellipsisWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('puts gaps around the current page', () => {
    expect(ellipsisWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(ellipsisWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(ellipsisWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
  it('shows a lone left-out page instead of a gap', () => {
    expect(ellipsisWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
  it('is empty without pages', () => {
    expect(ellipsisWindow(1, 0)).toEqual([]);
  });
});

describe('parseGoToPage', () => {
  it('accepts a page in range only', () => {
    expect(parseGoToPage(' 2 ', 3)).toBe(2);
    expect(parseGoToPage('4', 3)).toBeNull();
    expect(parseGoToPage('0', 3)).toBeNull();
    expect(parseGoToPage('1.5', 3)).toBeNull();
    expect(parseGoToPage('', 3)).toBeNull();
  });
});
