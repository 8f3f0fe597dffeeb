// Spec §5 Job form: Indian 10-digit mobile numbers (first digit 6-9, optional +91 or 91 prefix)
// typed in a job's description are replaced by asterisks as they are typed. The same rule as the
// server's (api/src/job_input.rs), so what the employer sees is what is stored.

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isAlnum = (c: string | undefined) => c !== undefined && /^[A-Za-z0-9]$/.test(c);

/** If a mobile number starts at `i` of `chars`, the index just past it; else -1. */
function mobileEnd(chars: readonly string[], i: number): number {
  let j = i;
  if (chars[j] === '+') j += 1;
  const starts: number[] = [];
  if (chars[j] === '9' && chars[j + 1] === '1') {
    // '91' may be the prefix (spaces or dashes after it) or the number's own first digits.
    let k = j + 2;
    while (chars[k] === ' ' || chars[k] === '-') k += 1;
    starts.push(k, j);
  } else if (chars[i] === '+') {
    return -1;
  } else {
    starts.push(j);
  }
  outer: for (const start of starts) {
    if (!/^[6-9]$/.test(chars[start] ?? '')) continue;
    let digits = 0;
    let k = start;
    while (k < chars.length && digits < 10) {
      const c = chars[k];
      if (isDigit(c)) digits += 1;
      else if ((c === ' ' || c === '-') && digits > 0 && isDigit(chars[k + 1])) {
        // A separator between digit groups ('98765 43210', '98765-43210').
      } else continue outer;
      k += 1;
    }
    if (digits === 10 && !isAlnum(chars[k])) return k;
  }
  return -1;
}

/**
 * `text` with every Indian mobile number's digits replaced by '*' (separators and the '+' kept,
 * so the text keeps its length and the caret its place), and whether any was found. A number
 * glued to letters or other digits ('A9876543210', '98765432101') is not a mobile number.
 *
 * `openAt`: while typing, the caret's index. A number ending right there may still grow (the
 * '91 91234567' typed on the way to '+91 9123456789' already looks like a mobile), so it is left
 * until the next character or until the box is left.
 */
export function maskPhoneNumbers(text: string, { openAt }: { openAt?: number } = {}): { text: string; masked: boolean } {
  const chars = Array.from(text);
  let out = '';
  let masked = false;
  let i = 0;
  while (i < chars.length) {
    const boundary = i === 0 || !isAlnum(chars[i - 1]);
    const end = boundary ? mobileEnd(chars, i) : -1;
    if (end !== -1 && end !== openAt) {
      for (const c of chars.slice(i, end)) out += isDigit(c) ? '*' : c;
      masked = true;
      i = end;
      continue;
    }
    out += chars[i];
    i += 1;
  }
  return { text: out, masked };
}
