// The chat's conversation (spec §3 "Chat message", §4 Chat, §8 Chat failure), kept in
// sessionStorage so it survives moving between pages within the session.
import type { ChatJob, ChatLink } from './reply';

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
  /** The jobs of the reply, shown as cards under its text (absent in conversations kept before). */
  jobs?: ChatJob[];
  /** The reply's links (all results on /find-jobs, the pages a help answer names). */
  links?: ChatLink[];
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

/** The greeting's id: the panel shows it in the screen's language. */
export const GREETING_ID = 'welcome';

/** The conversation a chat starts with, and returns to when cleared: the greeting. */
export const initialConversation = (now: Date = new Date()): ChatMessage[] => [
  { id: GREETING_ID, text: GREETING, isBot: true, timestamp: now.toISOString(), mode: 'normal' },
];

export const userMessage = (text: string, now: Date = new Date()): ChatMessage => ({
  id: newId(),
  text,
  isBot: false,
  timestamp: now.toISOString(),
});

/** The assistant's reply: its text, mode, and the jobs and links to show with it. */
export const botMessage = (
  text: string,
  mode: 'normal' | 'fallback',
  { jobs = [], links = [] }: { jobs?: ChatJob[]; links?: ChatLink[] } = {},
  now: Date = new Date(),
): ChatMessage => ({
  id: newId(),
  text,
  isBot: true,
  timestamp: now.toISOString(),
  mode,
  jobs,
  links,
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

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const strings = (value: Fields, keys: readonly string[]) => keys.every((key) => typeof value[key] === 'string');

const JOB_FIELDS = ['id', 'title', 'company', 'location', 'salaryText', 'url'] as const;
const LINK_FIELDS = ['label', 'url'] as const;

/** The items of a kept list that have the fields (as text); none when it is not a list. */
const keptList = <T>(value: unknown, keys: readonly string[], pick: (item: Fields) => T): T[] =>
  Array.isArray(value) ? value.filter((item): item is Fields => isObject(item) && strings(item, keys)).map(pick) : [];

/**
 * A kept message, or null when the value is not one. Conversations kept before replies carried
 * jobs and links load as they were; a malformed job or link is left out, not the message.
 */
const readMessage = (value: unknown): ChatMessage | null => {
  if (!isObject(value) || !strings(value, ['id', 'text', 'timestamp']) || typeof value.isBot !== 'boolean') return null;
  if (value.error !== undefined && typeof value.error !== 'string') return null;
  const message: ChatMessage = {
    id: value.id as string,
    text: value.text as string,
    isBot: value.isBot,
    timestamp: value.timestamp as string,
  };
  if (value.mode === 'normal' || value.mode === 'fallback') message.mode = value.mode;
  if (typeof value.error === 'string') message.error = value.error;
  if (value.jobs !== undefined) {
    message.jobs = keptList(value.jobs, JOB_FIELDS, (job) => ({
      id: job.id as string,
      title: job.title as string,
      company: job.company as string,
      location: job.location as string,
      salaryText: job.salaryText as string,
      salaryMin: typeof job.salaryMin === 'number' ? job.salaryMin : null,
      salaryMax: typeof job.salaryMax === 'number' ? job.salaryMax : null,
      salaryFrequency: job.salaryFrequency === 'per month' ? 'per month' : 'per year',
      url: job.url as string,
    }));
  }
  if (value.links !== undefined) {
    message.links = keptList(value.links, LINK_FIELDS, (link) => ({ label: link.label as string, url: link.url as string }));
  }
  return message;
};

/** The kept conversation, or the greeting when there is none (or it cannot be read). */
export function loadConversation(store: Store | null): ChatMessage[] {
  try {
    const raw = store?.getItem(CHAT_STORAGE_KEY);
    if (!raw) return initialConversation();
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return initialConversation();
    const messages = parsed.map(readMessage).filter((message) => message !== null);
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

export const CHAT_SESSION_KEY = 'kaamsetu:chat-session';
/** The API's form of a conversation id: 1-64 letters, digits or hyphens. */
const SESSION_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The id the server keys this conversation's context by (a follow-up like "only remote ones"
 * narrows the last search of the same id): the kept one, else a new one, kept.
 */
export function conversationId(store: Store | null): string {
  try {
    const kept = store?.getItem(CHAT_SESSION_KEY);
    if (kept && SESSION_ID.test(kept)) return kept;
  } catch {
    // Unreadable: a new one.
  }
  return newConversationId(store);
}

/** A new conversation id, kept (Clear starts a conversation the server knows nothing of). */
export function newConversationId(store: Store | null): string {
  const id = newId();
  try {
    store?.setItem(CHAT_SESSION_KEY, id);
  } catch {
    // Not kept: it lasts for this page.
  }
  return id;
}

/** sessionStorage, or null where it is blocked. */
export const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};
