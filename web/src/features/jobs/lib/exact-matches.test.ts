import { describe, expect, it } from 'vitest';
import { exactSplit } from './exact-matches';

const page = (currentPage: number, limit = 10) => ({ currentPage, limit });

describe('exactSplit', () => {
  it('puts the divider after the exact jobs on the page where they end', () => {
    expect(exactSplit(3, page(1), 10)).toEqual({
      message: '3 jobs match all your words; similar jobs follow.',
      exactOnPage: 3,
      dividerAt: 3,
    });
    expect(exactSplit(1, page(1), 5)).toEqual({
      message: '1 job matches all your words; similar jobs follow.',
      exactOnPage: 1,
      dividerAt: 1,
    });
    // A page of 4 (limit=4): the 6 exact jobs end on page 2, after its second job.
    expect(exactSplit(6, page(2, 4), 4)).toMatchObject({ exactOnPage: 2, dividerAt: 2 });
  });

  it('shows no divider on a page past the boundary: every job there is similar', () => {
    expect(exactSplit(3, page(2), 10)).toEqual({
      message: '3 jobs match all your words (on the first page); these jobs are similar.',
      exactOnPage: 0,
      dividerAt: null,
    });
    expect(exactSplit(6, page(3, 4), 2)).toMatchObject({ exactOnPage: 0, dividerAt: null });
  });

  it('shows no divider when the page ends with the exact jobs', () => {
    expect(exactSplit(10, page(1), 10)).toMatchObject({ exactOnPage: 10, dividerAt: null });
    expect(exactSplit(2, page(1), 2)).toMatchObject({ exactOnPage: 2, dividerAt: null });
  });

  it('is nothing without a boundary: absent, null or 0 (nothing matched every word)', () => {
    expect(exactSplit(undefined, page(1), 10)).toBeNull();
    expect(exactSplit(null, page(1), 10)).toBeNull();
    expect(exactSplit(0, page(1), 10)).toBeNull();
  });

  it('counts in Indian digit groups', () => {
    expect(exactSplit(1200, page(1), 10)?.message).toBe('1,200 jobs match all your words; similar jobs follow.');
  });
});
