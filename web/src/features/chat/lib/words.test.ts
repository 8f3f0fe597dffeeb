// The chat's own words (the greeting, the apology, the limited-mode note) are kept in English in
// the conversation and shown from the chat catalogue, whose English is the same, word for word.
import { describe, expect, it } from 'vitest';
import { wordsOf } from '@/lib/i18n-testing';
import { FAILURE_TEXT, FALLBACK_NOTE, GREETING } from './conversation';

describe('the chat catalogue', () => {
  it('says in English what the conversation keeps', async () => {
    const chat = await wordsOf('chat');
    expect(chat('greeting')).toBe(GREETING);
    expect(chat('failure')).toBe(FAILURE_TEXT);
    expect(chat('fallback')).toBe(FALLBACK_NOTE);
  });
});
