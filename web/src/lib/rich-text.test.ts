import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text';

/** The parts as text, a drawn part as [its text]. */
const read = (parts: ReturnType<typeof richText>) =>
  parts
    .map((part) => (isValidElement(part) ? `[${String((part as ReactElement<{ children: unknown }>).props.children)}]` : part))
    .join('');

describe('richText', () => {
  it('draws paired and self-closing tags with what the caller gives', () => {
    expect(read(richText('Find your ideal job <accent>anywhere in India</accent>', { accent: (w) => w.toUpperCase() }))).toBe(
      'Find your ideal job [ANYWHERE IN INDIA]',
    );
    expect(read(richText('<accent>भारत में कहीं भी</accent> अपनी पसंद की नौकरी पाएँ', { accent: (w) => w }))).toBe(
      '[भारत में कहीं भी] अपनी पसंद की नौकरी पाएँ',
    );
    expect(read(richText('Signed in as <name/> (Candidate)', { name: () => 'Asha' }))).toBe('Signed in as [Asha] (Candidate)');
  });

  it('never reads what it draws as markup, and leaves unknown tags as written', () => {
    expect(read(richText('Hi <name/>', { name: () => '<accent>x</accent>' }))).toBe('Hi [<accent>x</accent>]');
    expect(read(richText('a <b>bold</b> c', {}))).toBe('a <b>bold</b> c');
    expect(read(richText('no tags', {}))).toBe('no tags');
  });
});
