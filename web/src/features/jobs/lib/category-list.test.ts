import { describe, expect, it } from 'vitest';
import { categoryList } from './category-list';

const catalogue = ['Banking', 'Design', 'Healthcare', 'Logistics', 'Retail', 'Sales'];
const counts = new Map([
  ['Sales', 2],
  ['Healthcare', 5],
  ['Logistics', 2],
  ['Design', 0],
]);

describe('categoryList', () => {
  it('the categories with jobs first, most first, the catalogue order between equals; the rest wait', () => {
    expect(categoryList(catalogue, counts)).toEqual({ shown: ['Healthcare', 'Logistics', 'Sales'], hidden: 3 });
  });

  it('Show all lists the ones without jobs after them, in the catalogue order', () => {
    expect(categoryList(catalogue, counts, { showAll: true })).toEqual({
      shown: ['Healthcare', 'Logistics', 'Sales', 'Banking', 'Design', 'Retail'],
      hidden: 0,
    });
  });

  it('a chosen category without jobs stays listed', () => {
    expect(categoryList(catalogue, counts, { selected: ['Retail'] })).toEqual({
      shown: ['Healthcare', 'Logistics', 'Sales', 'Retail'],
      hidden: 2,
    });
  });

  it('the search box narrows by label and lists the matches without jobs too', () => {
    expect(categoryList(catalogue, counts, { query: '  SA ' })).toEqual({ shown: ['Sales'], hidden: 0 });
    expect(categoryList(catalogue, counts, { query: 'g' })).toEqual({ shown: ['Logistics', 'Banking', 'Design'], hidden: 0 });
    expect(categoryList(catalogue, counts, { query: 'zzz' })).toEqual({ shown: [], hidden: 0 });
  });

  it('without counts yet: the whole catalogue in its order', () => {
    expect(categoryList(catalogue, null)).toEqual({ shown: catalogue, hidden: 0 });
    expect(categoryList(catalogue, null, { query: 'al' })).toEqual({ shown: ['Healthcare', 'Sales'], hidden: 0 });
  });

  it('no category has jobs: all wait under Show all', () => {
    expect(categoryList(catalogue, new Map())).toEqual({ shown: [], hidden: 6 });
  });

  it('the search box finds a category by its words in the app language too', () => {
    const hindi = (category: string) => ({ Sales: 'सेल्स', Retail: 'रिटेल' })[category] ?? category;
    expect(categoryList(catalogue, counts, { query: 'सेल्स', label: hindi })).toEqual({ shown: ['Sales'], hidden: 0 });
    expect(categoryList(catalogue, counts, { query: 'ret', label: hindi })).toEqual({ shown: ['Retail'], hidden: 0 });
  });
});
