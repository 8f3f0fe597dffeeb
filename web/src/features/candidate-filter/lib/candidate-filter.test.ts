import { describe, expect, it } from 'vitest';
import { wordsOf } from '@/lib/i18n-testing';
import { EMPTY_FILTERS, EXPERIENCE_OPTIONS, POPUP_MS } from './candidate-filter';

describe('candidate search placeholder', () => {
  it("offers the spec's experience options, Any Experience first", async () => {
    const t = await wordsOf('candidateFilter');
    expect(EXPERIENCE_OPTIONS.map((o) => t(`experienceOptions.${o.label}`))).toEqual([
      'Any Experience',
      '0-1 Years',
      '1-3 Years',
      '3-5 Years',
      '5+ Years',
    ]);
    expect(EXPERIENCE_OPTIONS[0].value).toBe(EMPTY_FILTERS.experience);
  });

  it('clears to empty fields and shows the popup for 3 s', () => {
    expect(Object.values(EMPTY_FILTERS).every((v) => v === '')).toBe(true);
    expect(POPUP_MS).toBe(3000);
  });
});
