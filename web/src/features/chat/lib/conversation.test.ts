import { describe, expect, it } from 'vitest';
import {
  canSend,
  CHAT_MAX_LENGTH,
  CHAT_STORAGE_KEY,
  failureMessage,
  FAILURE_TEXT,
  GREETING,
  loadConversation,
  saveConversation,
  userMessage,
} from './conversation';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('conversation', () => {
  it('starts with the greeting', () => {
    const messages = loadConversation(memory());
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ id: 'welcome', text: GREETING, isBot: true });
  });

  it('keeps and gives back what was said', () => {
    const store = memory();
    const said = [...loadConversation(store), userMessage('Any driver jobs?'), failureMessage('Not found')];
    saveConversation(store, said);
    expect(loadConversation(store)).toEqual(said);
    expect(said[2]).toMatchObject({ text: FAILURE_TEXT, isBot: true, error: 'Not found' });
  });

  it('falls back to the greeting when the kept text is not a conversation', () => {
    const store = memory();
    for (const raw of ['{', '{}', '[]', '[{"text":1}]']) {
      store.setItem(CHAT_STORAGE_KEY, raw);
      expect(loadConversation(store)[0]?.id).toBe('welcome');
    }
    expect(loadConversation(null)[0]?.id).toBe('welcome');
  });

  it('sends only a message that is not blank and not too long', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('   \n ')).toBe(false);
    expect(canSend('Hi')).toBe(true);
    expect(canSend('x'.repeat(CHAT_MAX_LENGTH))).toBe(true);
    expect(canSend('x'.repeat(CHAT_MAX_LENGTH + 1))).toBe(false);
  });
});
