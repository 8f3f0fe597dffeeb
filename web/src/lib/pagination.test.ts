import { describe, expect, it } from 'vitest';
import { pageRange, pageWindow } from './pagination';

describe('pageWindow: at most 5 page numbers sliding around the current page', () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [6, 10, [4, 5, 6, 7, 8]],
    [8, 10, [6, 7, 8, 9, 10]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
  ])('page %d of %d → %j', (current, total, pages) => {
    expect(pageWindow(current, total)).toEqual(pages);
  });

  it('fewer pages than the window shows them all', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('no pages, no numbers', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(3, -2)).toEqual([]);
  });

  it('a current page out of range is clamped', () => {
    expect(pageWindow(0, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(-4, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(99, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(Number.NaN, 10)).toEqual([1, 2, 3, 4, 5]);
  });

  it('other window sizes', () => {
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
    expect(pageWindow(1, 10, 1)).toEqual([1]);
  });
});

describe('pageRange: Showing X - Y of N', () => {
  it('full and last pages', () => {
    expect(pageRange(1, 10, 95)).toEqual({ from: 1, to: 10 });
    expect(pageRange(3, 10, 95)).toEqual({ from: 21, to: 30 });
    expect(pageRange(10, 10, 95)).toEqual({ from: 91, to: 95 });
  });

  it('nothing to show', () => {
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });

  it('a page past the end shows the last page', () => {
    expect(pageRange(20, 10, 95)).toEqual({ from: 91, to: 95 });
  });
});
