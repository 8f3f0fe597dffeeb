import { Fragment, type ReactNode } from 'react';

const TAG = /<([a-zA-Z0-9]+)\s*\/>|<([a-zA-Z0-9]+)>(.*?)<\/\2>/gs;

/**
 * A translated text with its marked-up parts drawn by `tags`: 'Find your ideal job
 * <accent>anywhere in India</accent>' with `{ accent: (words) => <span>{words}</span> }`, or
 * '<name/> के रूप में साइन इन' with `{ name: () => user.name }`. What `tags` draw (a user's name)
 * is never read as markup. (Lingui's Trans does this with numbered tags and a macro.)
 */
export function richText(text: string, tags: Record<string, (words: string) => ReactNode>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, selfClosing, name = selfClosing ?? '', words = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const draw = tags[name];
    parts.push(draw ? <Fragment key={match.index}>{draw(words)}</Fragment> : whole);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
