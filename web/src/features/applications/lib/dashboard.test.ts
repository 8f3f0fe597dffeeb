import { describe, expect, it } from 'vitest';
import { wordsOf } from '@/lib/i18n-testing';
import { buildApplication } from './test-data';
import { carouselPage, groupByStatus, mergeApplications, nextLoadMorePage, SECTIONS, sectionWords } from './dashboard';

describe('the sections', () => {
  it('are the four statuses in the spec order', async () => {
    const t = await wordsOf('applications');
    expect(SECTIONS.map((s) => s.status)).toEqual(['Applied', 'In Review', 'Accepted', 'Rejected']);
    const words = SECTIONS.map((s) => sectionWords(t, s));
    expect(words.map((s) => [s.tile, s.tileNote, s.heading])).toEqual([
      ['Applications Sent', 'Active', 'Applied Jobs'],
      ['Under Review', 'In Progress', 'In Review'],
      ['Accepted Offers', 'Success', 'Accepted Jobs'],
      ['Not Selected', 'Feedback', 'Rejected Applications'],
    ]);
  });
  it('say the spec empty texts', async () => {
    const t = await wordsOf('applications');
    const empty = (status: string) => {
      const section = SECTIONS.find((s) => s.status === status);
      if (!section) throw new Error(status);
      const { emptyTitle, emptyText } = sectionWords(t, section);
      return { title: emptyTitle, detail: emptyText };
    };
    expect(empty('Applied')).toEqual({ title: 'No Applied Applications', detail: "You haven't applied to any jobs yet" });
    expect(empty('In Review')).toEqual({ title: 'No In Review Applications', detail: 'No in review responses yet' });
    expect(empty('Accepted')).toEqual({ title: 'No Accepted Applications', detail: 'No accepted responses yet' });
    expect(empty('Rejected')).toEqual({ title: 'No Rejected Applications', detail: 'No rejected responses yet' });
  });

  it('have Hindi words', async () => {
    const t = await wordsOf('applications', 'hi');
    const [applied] = SECTIONS;
    if (!applied) throw new Error('no sections');
    expect(sectionWords(t, applied).tile).toBe('भेजे गए आवेदन');
  });
});

describe('groupByStatus / mergeApplications', () => {
  it('groups in order', () => {
    const a = buildApplication();
    const b = buildApplication({ status: 'Accepted' });
    const c = buildApplication();
    expect(groupByStatus([a, b, c])).toEqual({ Applied: [a, c], Accepted: [b] });
  });
  it('adds only the new ones', () => {
    const a = buildApplication();
    const b = buildApplication();
    const c = buildApplication();
    expect(mergeApplications([a, b], [b, c, c])).toEqual([a, b, c]);
  });
});

describe('nextLoadMorePage', () => {
  it('asks the page after the ones held', () => {
    expect(nextLoadMorePage(0, 20)).toBe(1);
    expect(nextLoadMorePage(19, 20)).toBe(1);
    expect(nextLoadMorePage(20, 20)).toBe(2);
    expect(nextLoadMorePage(50, 20)).toBe(3);
  });
});

describe('carouselPage', () => {
  const items = [1, 2, 3, 4, 5, 6, 7];
  it('shows 3 cards a page', () => {
    expect(carouselPage(items, 1)).toEqual({ page: 1, total: 3, items: [1, 2, 3] });
    expect(carouselPage(items, 3)).toEqual({ page: 3, total: 3, items: [7] });
  });
  it('clamps the page and has one page when empty', () => {
    expect(carouselPage(items, 9).page).toBe(3);
    expect(carouselPage([], 2)).toEqual({ page: 1, total: 1, items: [] });
  });
});
