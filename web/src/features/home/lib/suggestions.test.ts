import { describe, expect, it } from 'vitest';
import { suggestionTerm } from './suggestions';

describe('suggestionTerm', () => {
  it('asks nothing under 2 characters, spaces not counted', () => {
    expect(suggestionTerm('')).toBeNull();
    expect(suggestionTerm('a')).toBeNull();
    expect(suggestionTerm('  a  ')).toBeNull();
  });

  it('asks the trimmed text from 2 characters on', () => {
    expect(suggestionTerm('de')).toBe('de');
    expect(suggestionTerm('  Delivery  ')).toBe('Delivery');
  });

  it('never asks more than the box holds', () => {
    expect(suggestionTerm('x'.repeat(300))).toHaveLength(200);
  });
});
