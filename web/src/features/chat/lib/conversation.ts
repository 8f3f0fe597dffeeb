// The chat's conversation (spec §3 "Chat message", §4 Chat, §8 Chat failure), kept in
// sessionStorage so it survives moving between pages within the session.

export type ChatMessage = {
  id: string;
  text: string;
  isBot: boolean;
  /** ISO time the message was added. */
  timestamp: string;
  /** 'fallback': the assistant answered in limited mode. */
  mode?: 'normal' | 'fallback';
  /** Why the assistant could not answer (spec §8: shown after 'Error:'). */
  error?: string;
};

export const CHAT_STORAGE_KEY = 'kaamsetu:chat';
/** The longest message one may send. */
export const CHAT_MAX_LENGTH = 1000;
/** From this many characters the box shows how many are used. */
export const CHAT_COUNTER_FROM = 800;

export const GREETING =
  "Namaste! I'm the KaamSetu assistant. Ask me about jobs, companies or how to apply, and I'll point you the right way.";
/** Spec §8, word for word. */
export const FAILURE_TEXT = "Sorry, I'm having trouble responding right now. Please try again later.";
/** Spec §8, word for word. */
export const FALLBACK_NOTE = 'Limited mode - AI service reconnecting';

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The conversation a chat starts with, and returns to when cleared: the greeting. */
export const initialConversation = (now: Date = new Date()): ChatMessage[] => [
  { id: 'welcome', text: GREETING, isBot: true, timestamp: now.toISOString(), mode: 'normal' },
];

export const userMessage = (text: string, now: Date = new Date()): ChatMessage => ({
  id: newId(),
  text,
  isBot: false,
  timestamp: now.toISOString(),
});

export const botMessage = (text: string, mode: 'normal' | 'fallback', now: Date = new Date()): ChatMessage => ({
  id: newId(),
  text,
  isBot: true,
  timestamp: now.toISOString(),
  mode,
});

/** Spec §8: the reason after 'Error:', with the fixed apology as the bot's text. */
export const failureMessage = (reason: string, now: Date = new Date()): ChatMessage => ({
  id: newId(),
  text: FAILURE_TEXT,
  isBot: true,
  timestamp: now.toISOString(),
  error: reason,
});

/** A message can be sent: not blank, not over the limit. */
export const canSend = (text: string) => text.trim().length > 0 && text.length <= CHAT_MAX_LENGTH;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const isMessage = (value: unknown): value is ChatMessage => {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === 'string' &&
    typeof m.text === 'string' &&
    typeof m.isBot === 'boolean' &&
    typeof m.timestamp === 'string' &&
    (m.error === undefined || typeof m.error === 'string')
  );
};

/** The kept conversation, or the greeting when there is none (or it cannot be read). */
export function loadConversation(store: Store | null): ChatMessage[] {
  try {
    const raw = store?.getItem(CHAT_STORAGE_KEY);
    if (!raw) return initialConversation();
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return initialConversation();
    const messages = parsed.filter(isMessage);
    return messages.length ? messages : initialConversation();
  } catch {
    return initialConversation();
  }
}

/** Keeps the conversation; a storage that refuses only means it is not kept. */
export function saveConversation(store: Store | null, messages: readonly ChatMessage[]) {
  try {
    store?.setItem(CHAT_STORAGE_KEY, JSON.stringify(messages));
  } catch {
    // Nothing to do: the chat still works for this page.
  }
}

/** sessionStorage, or null where it is blocked. */
export const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};
