import { describe, expect, it } from 'vitest';
import { pageAfterRemoval, parseSavedParams, toSavedParams, withoutJob, type SavedJobsReply } from './saved-page';

const entry = (id: string) =>
  ({ _id: `s-${id}`, createdAt: '2026-01-01T00:00:00Z', job: { _id: id } }) as SavedJobsReply['savedJobs'][number];

const reply = (ids: string[], page: number, total: number): SavedJobsReply => ({
  success: true,
  savedJobs: ids.map(entry),
  pagination: {
    currentPage: page,
    limit: 10,
    totalCount: total,
    totalPages: Math.ceil(total / 10),
    hasNextPage: page < Math.ceil(total / 10),
    hasPrevPage: page > 1,
  },
});

describe('parseSavedParams / toSavedParams', () => {
  it('defaults to page 1 in a grid', () => {
    expect(parseSavedParams(new URLSearchParams())).toEqual({ page: 1, view: 'grid' });
  });
  it('reads a page and the list view', () => {
    expect(parseSavedParams(new URLSearchParams('page=3&view=list'))).toEqual({ page: 3, view: 'list' });
  });
  it('ignores a bad page or view', () => {
    for (const bad of ['page=0', 'page=-2', 'page=abc', 'page=1.5', 'view=tiles']) {
      expect(parseSavedParams(new URLSearchParams(bad))).toEqual({ page: 1, view: 'grid' });
    }
  });
  it('writes only what differs from the defaults', () => {
    expect(toSavedParams({ page: 1, view: 'grid' }).toString()).toBe('');
    expect(toSavedParams({ page: 2, view: 'list' }).toString()).toBe('page=2&view=list');
  });
});

describe('withoutJob', () => {
  it('drops the entry and recounts the pages', () => {
    const next = withoutJob(reply(['a', 'b'], 2, 11), 'a');
    expect(next.savedJobs.map((s) => s.job._id)).toEqual(['b']);
    expect(next.pagination).toMatchObject({ totalCount: 10, totalPages: 1, hasNextPage: false, hasPrevPage: true });
  });
  it('keeps the reply when the job is not on the page', () => {
    const before = reply(['a'], 1, 1);
    expect(withoutJob(before, 'z')).toBe(before);
  });
  it('never counts below zero', () => {
    const next = withoutJob(reply(['a'], 1, 0), 'a');
    expect(next.pagination.totalCount).toBe(0);
    expect(next.pagination.totalPages).toBe(0);
  });
});

describe('pageAfterRemoval', () => {
  it('steps back when the last item of the last page goes', () => {
    expect(pageAfterRemoval(2, 0, 10)).toBe(1);
    expect(pageAfterRemoval(3, 0, 20)).toBe(2);
  });
  it('stays when items are left on the page', () => {
    expect(pageAfterRemoval(2, 1, 11)).toBe(2);
  });
  it('stays on a middle page, which refills from the next', () => {
    expect(pageAfterRemoval(1, 0, 15)).toBe(1);
  });
  it('never goes below page 1', () => {
    expect(pageAfterRemoval(1, 0, 0)).toBe(1);
  });
});
