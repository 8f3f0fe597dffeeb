import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps plain text as one piece', () => {
    expect(linkify('Hello there')).toEqual([{ kind: 'text', text: 'Hello there' }]);
    expect(linkify('')).toEqual([]);
  });

  it('turns http(s) addresses into external links, without the sentence punctuation after them', () => {
    expect(linkify('See https://kaamsetu.in/about-us. Thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'external', href: 'https://kaamsetu.in/about-us', text: 'https://kaamsetu.in/about-us' },
      { kind: 'text', text: '. Thanks' },
    ]);
    expect(linkify('(http://example.com/a?b=1)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'external', href: 'http://example.com/a?b=1', text: 'http://example.com/a?b=1' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('turns job and search paths of this site into internal links', () => {
    expect(linkify('Try /job/delivery-rider/42, or /find-jobs?keyword=driver&location=Pune!')).toEqual([
      { kind: 'text', text: 'Try ' },
      { kind: 'internal', to: '/job/delivery-rider/42', text: '/job/delivery-rider/42' },
      { kind: 'text', text: ', or ' },
      { kind: 'internal', to: '/find-jobs?keyword=driver&location=Pune', text: '/find-jobs?keyword=driver&location=Pune' },
      { kind: 'text', text: '!' },
    ]);
    expect(linkify('/find-jobs')).toEqual([{ kind: 'internal', to: '/find-jobs', text: '/find-jobs' }]);
  });

  it('leaves other schemes, other paths and paths inside words as text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'see /admin/users',
      'a/job/1',
      '/find-jobsx',
      'ftp://x.y',
    ]) {
      expect(linkify(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('leaves markup as text', () => {
    const segments = linkify('<script>alert(1)</script> <a href="https://evil.example">x</a>');
    expect(segments.filter((s) => s.kind !== 'text').map((s) => (s.kind === 'external' ? s.href : ''))).toEqual([
      'https://evil.example',
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('<script>alert(1)</script> <a href="https://evil.example">x</a>');
  });
});
