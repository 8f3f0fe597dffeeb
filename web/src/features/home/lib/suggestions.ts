// Spec §9: title suggestions need 2 typed characters and wait 1 second after the last keystroke.
const SUGGESTIONS_MIN_CHARS = 2;
export const SUGGESTIONS_DEBOUNCE_MS = 1000;
/** The keyword box's own limit. */
const SUGGESTIONS_MAX_CHARS = 200;

/** What to ask the server for `text`: trimmed, at least 2 characters; else null (ask nothing). */
export const suggestionTerm = (text: string): string | null => {
  const term = text.trim().slice(0, SUGGESTIONS_MAX_CHARS).trim();
  return term.length >= SUGGESTIONS_MIN_CHARS ? term : null;
};
