// Links in an assistant's reply (spec §2.2 chat): the reply is text, never HTML; only web
// addresses and this site's job and search paths become links.

export type Segment =
  | { kind: 'text'; text: string }
  /** An http(s) address: opens in a new tab. */
  | { kind: 'external'; href: string; text: string }
  /** A page of this site (/job/…, /find-jobs?…): followed inside the app. */
  | { kind: 'internal'; to: string; text: string };

// An http(s) address, or a /job/… or /find-jobs path standing on its own (at the start, after a
// space or an opening bracket or quote), up to the next space or quote.
const LINK = /https?:\/\/[^\s<>"'`]+|(?<=^|[\s([{"'])\/(?:job\/[^\s<>"'`]+|find-jobs(?:\?[^\s<>"'`]*)?(?=$|[\s)\]}"'.,;:!?]))/g;
/** Sentence punctuation after an address is not part of it. */
const TRAILING = /[.,;:!?)\]}]+$/;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
};

/** `text` cut into plain text and links, in order; joined back the pieces give `text`. */
export function linkify(text: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = segments[segments.length - 1];
    if (previous?.kind === 'text') previous.text += value;
    else segments.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const link = match[0].replace(TRAILING, '');
    pushText(text.slice(last, start));
    last = start + link.length;
    if (link.startsWith('/')) {
      if (link === '/job/' || link.length <= '/job/'.length) pushText(link);
      else segments.push({ kind: 'internal', to: link, text: link });
    } else if (isHttpUrl(link)) {
      segments.push({ kind: 'external', href: link, text: link });
    } else {
      pushText(link);
    }
  }
  pushText(text.slice(last));
  return segments;
}
