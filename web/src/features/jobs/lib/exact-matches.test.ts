import { describe, expect, it } from 'vitest';
import { exactSplit, searchedPlace } from './exact-matches';
import { EMPTY_SEARCH } from './search-state';
import { testWords } from './test-words';

const { t } = await testWords();
const hindi = await testWords('hi');

const page = (currentPage: number, limit = 10) => ({ currentPage, limit });
const WORDS_NOTE = 'Close to your search, without every word';
const NEARBY_NOTE = 'Nearby, or close to your words';

describe('exactSplit', () => {
  it('puts the divider after the exact jobs on the page where they end', () => {
    expect(exactSplit(3, page(1), 10, '', t)).toEqual({
      message: '3 jobs match all your words; similar jobs follow.',
      exactOnPage: 3,
      dividerAt: 3,
      dividerNote: WORDS_NOTE,
    });
    expect(exactSplit(1, page(1), 5, '', t)).toEqual({
      message: '1 job matches all your words; similar jobs follow.',
      exactOnPage: 1,
      dividerAt: 1,
      dividerNote: WORDS_NOTE,
    });
    // A page of 4 (limit=4): the 6 exact jobs end on page 2, after its second job.
    expect(exactSplit(6, page(2, 4), 4, '', t)).toMatchObject({ exactOnPage: 2, dividerAt: 2 });
  });

  it('shows no divider on a page past the boundary: every job there is similar', () => {
    expect(exactSplit(3, page(2), 10, '', t)).toEqual({
      message: '3 jobs match all your words (on the first page); these jobs are similar.',
      exactOnPage: 0,
      dividerAt: null,
      dividerNote: WORDS_NOTE,
    });
    expect(exactSplit(6, page(3, 4), 2, '', t)).toMatchObject({ exactOnPage: 0, dividerAt: null });
  });

  it('shows no divider when the page ends with the exact jobs', () => {
    expect(exactSplit(10, page(1), 10, '', t)).toMatchObject({ exactOnPage: 10, dividerAt: null });
    expect(exactSplit(2, page(1), 2, '', t)).toMatchObject({ exactOnPage: 2, dividerAt: null });
  });

  it('nothing matched exactly: every job is similar, the divider heads the first page', () => {
    expect(exactSplit(0, page(1), 7, '', t)).toEqual({
      message: 'No job matches all your words; these jobs are similar.',
      exactOnPage: 0,
      dividerAt: 0,
      dividerNote: WORDS_NOTE,
    });
    expect(exactSplit(0, page(2), 10, '', t)).toMatchObject({
      message: 'No job matches all your words; these jobs are similar.',
      dividerAt: null,
    });
  });

  it('names the place searched: the similar jobs may be the same role nearby', () => {
    expect(exactSplit(1, page(1), 4, 'in Delhi', t)).toEqual({
      message: '1 job matches all your words in Delhi; similar and nearby jobs follow.',
      exactOnPage: 1,
      dividerAt: 1,
      dividerNote: NEARBY_NOTE,
    });
    expect(exactSplit(0, page(1), 3, 'in Pune', t)?.message).toBe(
      'No job matches all your words in Pune; these jobs are similar or nearby.',
    );
    expect(exactSplit(2, page(1), 5, 'near you', t)?.message).toBe(
      '2 jobs match all your words near you; similar and nearby jobs follow.',
    );
  });

  it('is nothing without a boundary (absent or null) or without jobs', () => {
    expect(exactSplit(undefined, page(1), 10, '', t)).toBeNull();
    expect(exactSplit(null, page(1), 10, '', t)).toBeNull();
    expect(exactSplit(0, page(1), 0, '', t)).toBeNull();
    expect(exactSplit(-1, page(1), 10, '', t)).toBeNull();
  });

  it('counts in Indian digit groups', () => {
    expect(exactSplit(1200, page(1), 10, '', t)?.message).toBe('1,200 jobs match all your words; similar jobs follow.');
  });
});

describe('exactSplit in Hindi', () => {
  it('says the split in Hindi, with the place first', () => {
    const where = searchedPlace({ ...EMPTY_SEARCH, location: 'Delhi' }, null, hindi.t);
    expect(where).toBe('Delhi में');
    expect(exactSplit(1, page(1), 4, where, hindi.t)?.message).toBe(
      'Delhi में 1 नौकरी आपके सभी शब्दों से मेल खाती है; उसके बाद मिलती-जुलती और आस-पास की नौकरियाँ हैं।',
    );
    expect(exactSplit(3, page(1), 10, '', hindi.t)?.message).toBe(
      '3 नौकरियाँ आपके सभी शब्दों से मेल खाती हैं; उसके बाद मिलती-जुलती नौकरियाँ हैं।',
    );
  });
});

describe('searchedPlace', () => {
  it('names the location box, else the place read from the words, else nothing', () => {
    expect(searchedPlace({ ...EMPTY_SEARCH, location: 'Delhi NCR' }, { location: 'pune' }, t)).toBe('in Delhi NCR');
    expect(searchedPlace(EMPTY_SEARCH, { location: 'navi mumbai' }, t)).toBe('in Navi Mumbai');
    expect(searchedPlace(EMPTY_SEARCH, {}, t)).toBe('');
    expect(searchedPlace(EMPTY_SEARCH, null, t)).toBe('');
  });

  it('says near you around "near me"', () => {
    expect(searchedPlace({ ...EMPTY_SEARCH, near: { lat: 28.61, lng: 77.21 } }, { location: 'delhi' }, t)).toBe('near you');
  });
});
