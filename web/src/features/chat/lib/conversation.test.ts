import { describe, expect, it } from 'vitest';
import {
  botMessage,
  canSend,
  CHAT_MAX_LENGTH,
  CHAT_SESSION_KEY,
  CHAT_STORAGE_KEY,
  conversationId,
  failureMessage,
  FAILURE_TEXT,
  GREETING,
  loadConversation,
  newConversationId,
  saveConversation,
  userMessage,
} from './conversation';
import { seeAllWelders, welder } from './test-data';

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

  it('keeps the jobs and links of a reply, so its cards come back after a page change', () => {
    const store = memory();
    const reply = botMessage('I found 1 open welder job.', 'fallback', { jobs: [welder], links: [seeAllWelders] });
    const said = [...loadConversation(store), userMessage('welder ki naukri'), reply];
    saveConversation(store, said);
    const loaded = loadConversation(store);
    expect(loaded).toEqual(said);
    expect(loaded[2]).toMatchObject({ mode: 'fallback', jobs: [welder], links: [seeAllWelders] });
    expect(botMessage('Hi', 'normal')).toMatchObject({ jobs: [], links: [] });
  });

  it('loads a conversation kept before replies carried jobs and links', () => {
    const store = memory();
    const old = [
      { id: 'welcome', text: GREETING, isBot: true, timestamp: '2026-11-01T10:00:00.000Z', mode: 'normal' },
      { id: 'u1', text: 'Any driver jobs?', isBot: false, timestamp: '2026-11-01T10:00:05.000Z' },
      { id: 'b1', text: 'See /find-jobs?keyword=driver', isBot: true, timestamp: '2026-11-01T10:00:06.000Z', mode: 'normal' },
      { id: 'b2', text: FAILURE_TEXT, isBot: true, timestamp: '2026-11-01T10:00:09.000Z', error: 'Not found' },
    ];
    store.setItem(CHAT_STORAGE_KEY, JSON.stringify(old));
    const loaded = loadConversation(store);
    expect(loaded).toEqual(old);
    expect(loaded.every((message) => message.jobs === undefined && message.links === undefined)).toBe(true);
  });

  it('leaves out malformed jobs and links, not the message they came with', () => {
    const store = memory();
    const good = { id: 'j1', title: 'Cook', company: 'Taj', location: 'Goa', salaryText: 'Not disclosed', url: '/job/cook/j1' };
    const kept = [
      {
        id: 'b1',
        text: 'Top 1:',
        isBot: true,
        timestamp: '2026-11-01T10:00:06.000Z',
        jobs: [good, { ...good, title: 7 }, null, 'x'],
        links: [{ label: 'See all', url: '/find-jobs' }, { label: 'Broken' }],
      },
      { id: 'b2', text: 'Hi', isBot: true, timestamp: '2026-11-01T10:00:07.000Z', jobs: 'none', links: {} },
    ];
    store.setItem(CHAT_STORAGE_KEY, JSON.stringify(kept));
    const [first, second] = loadConversation(store);
    expect(first).toMatchObject({ id: 'b1', jobs: [good], links: [{ label: 'See all', url: '/find-jobs' }] });
    expect(second).toMatchObject({ id: 'b2', jobs: [], links: [] });
  });

  it('falls back to the greeting when the kept text is not a conversation', () => {
    const store = memory();
    for (const raw of ['{', '{}', '[]', '[{"text":1}]']) {
      store.setItem(CHAT_STORAGE_KEY, raw);
      expect(loadConversation(store)[0]?.id).toBe('welcome');
    }
    expect(loadConversation(null)[0]?.id).toBe('welcome');
  });

  it('keeps one conversation id until Clear asks for a new one', () => {
    const store = memory();
    const id = conversationId(store);
    expect(id).toMatch(/^[A-Za-z0-9-]{1,64}$/);
    expect(conversationId(store)).toBe(id);
    const next = newConversationId(store);
    expect(next).not.toBe(id);
    expect(conversationId(store)).toBe(next);
    store.setItem(CHAT_SESSION_KEY, '<b>not an id</b>');
    expect(conversationId(store)).toMatch(/^[A-Za-z0-9-]{1,64}$/);
    expect(store.getItem(CHAT_SESSION_KEY)).not.toBe('<b>not an id</b>');
    expect(conversationId(null)).toMatch(/^[A-Za-z0-9-]{1,64}$/);
  });

  it('sends only a message that is not blank and not too long', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('   \n ')).toBe(false);
    expect(canSend('Hi')).toBe(true);
    expect(canSend('x'.repeat(CHAT_MAX_LENGTH))).toBe(true);
    expect(canSend('x'.repeat(CHAT_MAX_LENGTH + 1))).toBe(false);
  });
});
